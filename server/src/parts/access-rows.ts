import { SP_MEMBER, browseRows, type AccessRows } from '../test-support/access-matrix.js';

export const accessRows: AccessRows = async ({ t, austin }) => {
  /** A demo part: Acme's fixture plate, whose order Austin was awarded. */
  const part = await t.db
    .selectFrom('parts as p')
    .innerJoin('companies as c', 'c.id', 'p.company_id')
    .select('p.id')
    .where('c.company_name', '=', 'Acme Robotics')
    .where('p.name', '=', 'fixture_plate')
    .executeTakeFirstOrThrow();
  const awarded = await t.db
    .selectFrom('rfqs as r')
    .innerJoin('rfq_files as rf', 'rf.rfq_id', 'r.id')
    .innerJoin('files as f', 'f.id', 'rf.file_id')
    .select('r.id')
    .where('f.part_id', '=', part.id)
    .where('r.awarded_facility_id', '=', austin)
    .executeTakeFirst();
  if (!awarded) throw new Error('the demo fixture plate is no longer Austin’s');
  return [
    // Acme's part: the admin of Demo Additive Engineering (another customer company) finds no such part.
    ...browseRows('/api/v1/engineer/part-inventory', {
      id: part.id,
      list: [401, 403, 200, 403, 200, 403],
      item: [401, 403, 200, 403, 404, 403],
    }),
    {
      method: 'POST',
      route: '/api/v1/engineer/part-inventory/reorder',
      payload: () => ({ partIds: [part.id] }),
      expect: [401, 403, 201, 403, 404, 403],
    },
    // Austin was awarded its order; Northwind was not.
    ...browseRows('/api/v1/sp/part-inventory', { id: part.id, list: SP_MEMBER, item: [401, 403, 403, 200, 200, 404] }),
    {
      method: 'PUT',
      route: '/api/v1/sp/part-inventory/:id/tags',
      url: `/api/v1/sp/part-inventory/${part.id}/tags`,
      payload: () => ({ tagIds: [] }),
      expect: [401, 403, 403, 200, 200, 404],
    },
  ];
};
