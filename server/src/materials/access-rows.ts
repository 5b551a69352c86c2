import { type AccessRows, type Statuses } from '../test-support/access-matrix.js';
import { supplierAccessRows } from './supplier-access-rows.js';

/**
 * The material area's rows of the authorisation matrix. Austin's members read; its editor
 * (spWith) keeps lots and settings, and, as a lot user, records what happens to powder; the
 * operator (spWithout) only reads. The other tenant has material management off, so its facility
 * is refused before anything is looked up. Writes on records no facility has answer 404 to those
 * who may make them; bodies that break a rule answer 400.
 */
export const accessRows: AccessRows = async (fixtures) => {
  const member = (status: number): Statuses => [401, 403, 403, status, status, 403];
  const editor = (status: number): Statuses => [401, 403, 403, 403, status, 403];
  const lots = '/api/v1/materials/lots';
  const batches = '/api/v1/materials/batches';
  const signature = { password: 'not-the-password', meaning: 'APPROVED' };
  return [
    ...(await supplierAccessRows(fixtures)),
    { method: 'GET', route: lots, url: `${lots}?offset=0&limit=15`, expect: member(200) },
    { method: 'GET', route: `${lots}/:id`, url: `${lots}/999999`, expect: member(404) },
    // A supplier no facility has: refused, naming the field.
    {
      method: 'POST',
      route: lots,
      expect: editor(400),
      payload: () => ({
        materialId: 1,
        supplierId: 999999,
        supplierLotNumber: 'X',
        quantity: '1',
        unit: 'KILOGRAM',
        receivedOn: '2026-11-02',
      }),
    },
    {
      method: 'PATCH',
      route: `${lots}/:id`,
      url: `${lots}/999999`,
      expect: editor(404),
      payload: () => ({ location: 'Rack B' }),
    },
    {
      method: 'POST',
      route: `${lots}/:id/release`,
      url: `${lots}/999999/release`,
      expect: editor(404),
      payload: () => ({ signature }),
    },
    {
      method: 'POST',
      route: `${lots}/:id/reject`,
      url: `${lots}/999999/reject`,
      expect: editor(404),
      payload: () => ({ reason: 'Wet' }),
    },
    { method: 'GET', route: batches, url: `${batches}?offset=0&limit=15`, expect: member(200) },
    { method: 'GET', route: `${batches}/:id`, url: `${batches}/999999`, expect: member(404) },
    {
      method: 'POST',
      route: batches,
      expect: editor(400),
      payload: () => ({ inputs: [{ batchId: 999999, massMg: 1000 }], outputMassMg: 1000 }),
    },
    {
      method: 'POST',
      route: `${batches}/:id/sieve`,
      url: `${batches}/999999/sieve`,
      expect: editor(404),
      payload: () => ({ outputMassMg: 1000, wasteMg: 0 }),
    },
    {
      method: 'POST',
      route: `${batches}/:id/load`,
      url: `${batches}/999999/load`,
      expect: editor(400),
      payload: () => ({ equipmentId: 999999 }),
    },
    {
      method: 'POST',
      route: '/api/v1/materials/machines/:id/unload',
      url: '/api/v1/materials/machines/999999/unload',
      expect: editor(404),
      payload: () => ({ reclaimedMg: 0, lossMg: 0 }),
    },
    {
      method: 'POST',
      route: `${batches}/:id/scrap`,
      url: `${batches}/999999/scrap`,
      expect: editor(404),
      payload: () => ({ reason: 'Wet' }),
    },
    {
      method: 'PATCH',
      route: `${batches}/:id`,
      url: `${batches}/999999`,
      expect: editor(404),
      payload: () => ({ location: 'Rack B' }),
    },
    { method: 'GET', route: '/api/v1/materials/settings', expect: member(200) },
    {
      method: 'PUT',
      route: '/api/v1/materials/settings',
      expect: editor(200),
      payload: () => ({ massTolerancePercent: 1, rules: [] }),
    },
    {
      method: 'GET',
      route: '/api/v1/materials/jobs/:id/powder',
      url: '/api/v1/materials/jobs/999999/powder',
      expect: member(404),
    },
    {
      method: 'POST',
      route: '/api/v1/materials/jobs/:id/start-override',
      url: '/api/v1/materials/jobs/999999/start-override',
      expect: editor(404),
      payload: () => ({ reason: 'Tested at incoming', signature }),
    },
    {
      method: 'GET',
      route: '/api/v1/materials/genealogy/lots/:id',
      url: '/api/v1/materials/genealogy/lots/999999',
      expect: member(404),
    },
    {
      method: 'GET',
      route: '/api/v1/materials/genealogy/lots/:id/recall',
      url: '/api/v1/materials/genealogy/lots/999999/recall?format=json',
      expect: member(404),
    },
    {
      method: 'GET',
      route: '/api/v1/materials/genealogy/trace',
      url: '/api/v1/materials/genealogy/trace?jobId=999999',
      expect: member(404),
    },
    {
      method: 'GET',
      route: '/api/v1/materials/genealogy/ncrs/:id/shared-batch-parts',
      url: '/api/v1/materials/genealogy/ncrs/999999/shared-batch-parts',
      expect: member(404),
    },
    { method: 'GET', route: `${lots}/:id/label`, url: `${lots}/999999/label`, expect: member(404) },
    { method: 'GET', route: `${batches}/:id/label`, url: `${batches}/999999/label`, expect: member(404) },
    { method: 'GET', route: '/api/v1/materials/stocks', url: '/api/v1/materials/stocks?offset=0&limit=15', expect: member(200) },
    {
      method: 'GET',
      route: '/api/v1/materials/stocks/movements',
      url: '/api/v1/materials/stocks/movements?materialId=1',
      expect: member(200),
    },
  ];
};
