import { SP_MEMBER, SP_PERMISSION, browseRows, seededId, type AccessRows } from '../test-support/access-matrix.js';
import { addressOf } from '../test-support/orders.js';
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
  const acme = await seededId(t, 'companies', { company_name: 'Acme Robotics' });
  const address = await addressOf(t, 'Acme Robotics');
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
  const editor = await seededId(t, 'users', { email: 'admin@demo.test' });
  const doomed = await createItem(
    t.db,
    { userId: editor, facilityId: austin },
    { ...clipInput(), name: 'To be taken out', customerIds: [], published: false },
  );
  return [
    // Austin's item: Northwind finds no such item.
    ...browseRows('/api/v1/sp/digital-catalog', { id: clip.id, list: SP_MEMBER, item: [401, 403, 403, 200, 200, 404] }),
    { method: 'GET', route: '/api/v1/sp/digital-catalog/customers', expect: SP_PERMISSION },
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
    // Published to Acme: Demo Additive Engineering (the admin's customer company) finds no such item.
    ...browseRows('/api/v1/engineer/digital-catalog', {
      id: clip.id,
      list: [401, 403, 200, 403, 200, 403],
      item: [401, 403, 200, 403, 404, 403],
    }),
    {
      method: 'POST',
      route: '/api/v1/engineer/digital-catalog/:id/orders',
      url: `/api/v1/engineer/digital-catalog/${clip.id}/orders`,
      payload: () => ({ quantity: 10, deliveryAddressId: address }),
      expect: [401, 403, 201, 403, 404, 403],
    },
  ];
};
