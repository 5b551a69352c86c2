import { SP_MEMBER, SP_PERMISSION, type AccessRows, type Statuses } from '../test-support/access-matrix.js';
import { capaAccessRows } from './capa-access-rows.js';
import { DEFAULT_DASHBOARD_CONFIG, DEFAULT_REPORT_CONFIG } from './qms-config.js';
import { DEFAULT_QUALITY_SETTINGS } from './settings.js';

export const accessRows: AccessRows = async (fixtures) => {
  /** A facility's quality route on an NCR or inspection no facility has: its quality people are told so. */
  const none: Statuses = [401, 403, 403, 404, 404, 404];
  const signature = { password: 'not-the-password', meaning: 'REVIEWED' };
  return [
    { method: 'GET', route: '/api/v1/quality/settings', expect: SP_MEMBER },
    { method: 'PUT', route: '/api/v1/quality/settings', expect: SP_PERMISSION, payload: () => DEFAULT_QUALITY_SETTINGS },
    { method: 'GET', route: '/api/v1/quality/settings/dashboard', expect: SP_MEMBER },
    {
      method: 'PUT',
      route: '/api/v1/quality/settings/dashboard',
      expect: SP_PERMISSION,
      payload: () => DEFAULT_DASHBOARD_CONFIG,
    },
    { method: 'GET', route: '/api/v1/quality/settings/report', expect: SP_MEMBER },
    { method: 'PUT', route: '/api/v1/quality/settings/report', expect: SP_PERMISSION, payload: () => DEFAULT_REPORT_CONFIG },
    { method: 'GET', route: '/api/v1/quality/people', expect: SP_MEMBER },
    { method: 'GET', route: '/api/v1/quality/ncr-inbox', expect: SP_MEMBER },
    { method: 'GET', route: '/api/v1/quality/dashboard', expect: SP_MEMBER },
    {
      method: 'GET',
      route: '/api/v1/quality/ncrs/:id/record',
      url: '/api/v1/quality/ncrs/999999/record?format=pdf',
      expect: none,
    },
    {
      method: 'GET',
      route: '/api/v1/quality/capas/:id/record',
      url: '/api/v1/quality/capas/999999/record?format=json',
      expect: none,
    },
    {
      method: 'POST',
      route: '/api/v1/quality/ncr-inbox/:id',
      url: '/api/v1/quality/ncr-inbox/999999',
      expect: none,
      payload: () => ({}),
    },
    { method: 'GET', route: '/api/v1/quality/ncrs', url: '/api/v1/quality/ncrs?offset=0&limit=15', expect: SP_MEMBER },
    // A process NCR without its cause: refused, naming the field, to whoever may raise one.
    {
      method: 'POST',
      route: '/api/v1/quality/ncrs',
      expect: [401, 403, 403, 400, 400, 400],
      payload: () => ({ kind: 'PROCESS', severity: 'MINOR', defectCode: 'DIM', title: 'Recoater streaks' }),
    },
    { method: 'GET', route: '/api/v1/quality/ncrs/:id', url: '/api/v1/quality/ncrs/999999', expect: none },
    { method: 'PATCH', route: '/api/v1/quality/ncrs/:id', url: '/api/v1/quality/ncrs/999999', expect: none, payload: () => ({}) },
    // Only the roles the facility lets sign reach the NCR: the operator may not.
    {
      method: 'POST',
      route: '/api/v1/quality/ncrs/:id/disposition',
      url: '/api/v1/quality/ncrs/999999/disposition',
      expect: [401, 403, 403, 403, 404, 404],
      payload: () => ({ lines: [{ disposition: 'SCRAP', quantity: 1 }], signature }),
    },
    { method: 'POST', route: '/api/v1/quality/ncrs/:id/close', url: '/api/v1/quality/ncrs/999999/close', expect: none },
    {
      method: 'POST',
      route: '/api/v1/quality/ncrs/:id/hold-machine-jobs',
      url: '/api/v1/quality/ncrs/999999/hold-machine-jobs',
      expect: none,
    },
    {
      method: 'POST',
      route: '/api/v1/quality/ncrs/:id/part-ncrs',
      url: '/api/v1/quality/ncrs/999999/part-ncrs',
      expect: none,
      payload: () => ({}),
    },
    {
      method: 'POST',
      route: '/api/v1/quality/ncrs/:id/cancel',
      url: '/api/v1/quality/ncrs/999999/cancel',
      expect: none,
      payload: () => ({ reason: 'Raised twice' }),
    },
    // The customer's side (Austin's admin belongs to a customer company too): an order that is not
    // theirs shows no NCRs; a request that is not theirs is not found.
    {
      method: 'GET',
      route: '/api/v1/orders/:id/ncrs',
      url: '/api/v1/orders/999999/ncrs',
      expect: [401, 403, 200, 403, 200, 403],
    },
    {
      method: 'POST',
      route: '/api/v1/quality/approvals/:id',
      url: '/api/v1/quality/approvals/999999',
      expect: [401, 403, 404, 403, 404, 403],
      payload: () => ({ approve: true, signature }),
    },
    ...(await capaAccessRows(fixtures)),
  ];
};
