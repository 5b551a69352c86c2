import { SP_MEMBER, SP_PERMISSION, type AccessRows } from '../test-support/access-matrix.js';
import { createItem } from './service.js';
import { DEMO_CATALOG } from './seed.js';

export const accessRows: AccessRows = async ({ t, austin }) => {
  /** Austin's demo cable clip, published to Acme Robotics. */
  const clip = await t.db
    .selectFrom('catalog_items')
    .selectAll()
    .where('facility_id', '=', austin)
    .where('name', '=', DEMO_CATALOG[0]!.name)
    .executeTakeFirstOrThrow();
  const acme = (
    await t.db.selectFrom('companies').select('id').where('company_name', '=', 'Acme Robotics').executeTakeFirstOrThrow()
  ).id;
  const address = await t.db
    .selectFrom('delivery_addresses')
    .select('id')
    .where('company_id', '=', acme)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  /** The clip as its editor would send it back unchanged. */
  const clipInput = () => ({
    name: clip.name,
    partNumber: clip.part_number ?? '',
    description: clip.description,
    fileId: clip.file_id,
    amProcessId: clip.am_process_id,
    materialId: clip.material_id,
    leadTimeDays: clip.lead_time_days,
    currency: clip.currency,
    prices: DEMO_CATALOG[0]!.prices,
    imageFileIds: [],
    customerIds: [acme],
    published: true,
  });
  // An item for the delete row alone, unpublished.
  const editor = await t.db.selectFrom('users').select('id').where('email', '=', 'admin@demo.test').executeTakeFirstOrThrow();
  const doomed = await createItem(
    t.db,
    { userId: editor.id, facilityId: austin },
    { ...clipInput(), name: 'To be taken out', customerIds: [], published: false },
  );
  return [
    {
      method: 'GET',
      route: '/api/v1/sp/digital-catalog',
      url: '/api/v1/sp/digital-catalog?offset=0&limit=20',
      expect: SP_MEMBER,
    },
    { method: 'GET', route: '/api/v1/sp/digital-catalog/customers', expect: SP_PERMISSION },
    { method: 'GET', route: '/api/v1/sp/digital-catalog/filter-options', expect: SP_MEMBER },
    // Austin's item: Northwind finds no such item.
    {
      method: 'GET',
      route: '/api/v1/sp/digital-catalog/:id',
      url: `/api/v1/sp/digital-catalog/${clip.id}`,
      expect: [401, 403, 403, 200, 200, 404],
    },
    // Northwind's editor may add items, but not with Austin's part file.
    {
      method: 'POST',
      route: '/api/v1/sp/digital-catalog',
      payload: () => ({ ...clipInput(), name: 'Clip copy' }),
      expect: [401, 403, 403, 403, 201, 400],
    },
    {
      method: 'PUT',
      route: '/api/v1/sp/digital-catalog/:id',
      url: `/api/v1/sp/digital-catalog/${clip.id}`,
      payload: clipInput,
      expect: [401, 403, 403, 403, 200, 404],
    },
    {
      method: 'DELETE',
      route: '/api/v1/sp/digital-catalog/:id',
      url: `/api/v1/sp/digital-catalog/${doomed}`,
      expect: [401, 403, 403, 403, 204, 404],
    },
    {
      method: 'GET',
      route: '/api/v1/engineer/digital-catalog',
      url: '/api/v1/engineer/digital-catalog?offset=0&limit=20',
      expect: [401, 403, 200, 403, 200, 403],
    },
    { method: 'GET', route: '/api/v1/engineer/digital-catalog/filter-options', expect: [401, 403, 200, 403, 200, 403] },
    // Published to Acme: Demo Additive Engineering (the admin's customer company) finds no such item.
    {
      method: 'GET',
      route: '/api/v1/engineer/digital-catalog/:id',
      url: `/api/v1/engineer/digital-catalog/${clip.id}`,
      expect: [401, 403, 200, 403, 404, 403],
    },
    {
      method: 'POST',
      route: '/api/v1/engineer/digital-catalog/:id/orders',
      url: `/api/v1/engineer/digital-catalog/${clip.id}/orders`,
      payload: () => ({ quantity: 10, deliveryAddressId: address.id }),
      expect: [401, 403, 201, 403, 404, 403],
    },
  ];
};
