import { randomUUID } from 'node:crypto';
import { SP_MEMBER, collectionRows, seededId, type AccessRows } from '../test-support/access-matrix.js';

export const accessRows: AccessRows = async ({ t, austin }) => {
  const prototype = await seededId(t, 'tags', { facility_id: austin, name: 'Prototype' });
  return collectionRows('/api/v1/sp/tags', {
    list: { url: '/api/v1/sp/tags?kind=ORDER', expect: SP_MEMBER },
    create: { payload: () => ({ name: `Matrix ${randomUUID().slice(0, 8)}`, color: '#123456', kinds: ['ORDER'] }) },
    // Another facility's tag is not found by the other tenant.
    change: { id: prototype, payload: () => ({ name: 'Prototype', color: '#2da44e', kinds: ['ORDER', 'PART'] }) },
    remove: { id: prototype },
  });
};
