import { randomUUID } from 'node:crypto';
import { SP_MEMBER, collectionRows, seededId, type AccessRows } from '../test-support/access-matrix.js';

/** Work centers and templates: read by the facility's people, kept by its MES settings editors. */
export const accessRows: AccessRows = async ({ t, austin }) => {
  const packing = await seededId(t, 'work_centers', { facility_id: austin, name: 'Packing' });
  const template = await seededId(t, 'workplan_templates', { facility_id: austin, name: 'SLS nylon, blasted' });
  const process = await seededId(t, 'am_processes', { code: 'SELECTIVE_LASER_SINTERING' });
  const material = await seededId(t, 'materials', { name: 'PA 2200' });
  const templateBody = () => ({
    name: 'SLS nylon, blasted',
    amProcessId: process,
    materialId: material,
    steps: [{ name: 'Print', kind: 'PRINT', workCenterId: null, standardMinutes: 0, timeBasis: 'BATCH', questions: [] }],
  });
  return [
    ...collectionRows('/api/v1/mes/work-centers', {
      list: { expect: SP_MEMBER },
      create: { payload: () => ({ name: `Matrix ${randomUUID().slice(0, 8)}`, equipmentIds: [] }) },
      change: { id: packing, payload: () => ({ name: 'Packing', equipmentIds: [] }) },
      // A work center the seeded plans send work to stays.
      remove: { id: packing, expect: [401, 403, 403, 403, 409, 404] },
    }),
    ...collectionRows('/api/v1/mes/workplan-templates', {
      list: { expect: SP_MEMBER },
      // Another facility's first template of the process may be made; Austin has one already.
      create: { payload: templateBody, expect: [401, 403, 403, 403, 409, 201] },
      change: { id: template, payload: templateBody },
      remove: { id: template, expect: [401, 403, 403, 403, 204, 404] },
    }),
  ];
};
