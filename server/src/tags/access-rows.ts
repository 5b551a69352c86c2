import { randomUUID } from 'node:crypto';
import { SP_MEMBER, type AccessRows } from '../test-support/access-matrix.js';

export const accessRows: AccessRows = async ({ t, austin }) => {
  const prototype = (
    await t.db
      .selectFrom('tags')
      .select('id')
      .where('facility_id', '=', austin)
      .where('name', '=', 'Prototype')
      .executeTakeFirstOrThrow()
  ).id;
  return [
    { method: 'GET', route: '/api/v1/sp/tags', url: '/api/v1/sp/tags?kind=ORDER', expect: SP_MEMBER },
    {
      method: 'POST',
      route: '/api/v1/sp/tags',
      payload: () => ({ name: `Matrix ${randomUUID().slice(0, 8)}`, color: '#123456', kinds: ['ORDER'] }),
      expect: [401, 403, 403, 403, 201, 201],
    },
    // Another facility's tag is not found by the other tenant.
    {
      method: 'PUT',
      route: '/api/v1/sp/tags/:id',
      url: `/api/v1/sp/tags/${prototype}`,
      payload: () => ({ name: 'Prototype', color: '#2da44e', kinds: ['ORDER', 'PART'] }),
      expect: [401, 403, 403, 403, 200, 404],
    },
    {
      method: 'DELETE',
      route: '/api/v1/sp/tags/:id',
      url: `/api/v1/sp/tags/${prototype}`,
      expect: [401, 403, 403, 403, 204, 404],
    },
  ];
};
