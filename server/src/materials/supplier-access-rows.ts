import { collectionRows, type AccessRows, type Statuses } from '../test-support/access-matrix.js';

/**
 * The material suppliers' rows of the authorisation matrix, on a supplier of Austin's made for
 * them. Austin's members read, its editor (spWith) writes; the other tenant has material
 * management off, so its facility is refused before any supplier is looked up.
 */
export const supplierAccessRows: AccessRows = async ({ t, austin }) => {
  const { id } = await t.db
    .insertInto('material_suppliers')
    .values({ facility_id: austin, name: 'Matrix Powders', approval: 'APPROVED', approval_date: '2026-01-15' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const member = (status: number): Statuses => [401, 403, 403, status, status, 403];
  const editor = (status: number): Statuses => [401, 403, 403, 403, status, 403];
  const path = '/api/v1/materials/suppliers';
  return [
    ...collectionRows(path, {
      list: { url: `${path}?offset=0&limit=15`, expect: member(200) },
      create: {
        payload: () => ({ name: 'Matrix Metals', approval: 'CONDITIONAL', approvalDate: '2026-02-01' }),
        expect: editor(201),
      },
    }),
    { method: 'GET', route: `${path}/:id`, url: `${path}/${id}`, expect: member(200) },
    ...collectionRows(path, {
      change: {
        id,
        payload: () => ({ name: 'Matrix Powders', approval: 'DISAPPROVED', approvalDate: '2026-03-01' }),
        expect: editor(200),
      },
      remove: { id, expect: editor(204) },
    }),
  ];
};
