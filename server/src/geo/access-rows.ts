import { ALL, VERIFIED_USER, collectionRows, type AccessRows } from '../test-support/access-matrix.js';

const address = () => ({
  label: 'Matrix dock',
  recipient: 'Receiving',
  line1: '1 Test Way',
  line2: '',
  city: 'Austin',
  region: '',
  postalCode: '',
  countryCode: 'US',
  phone: '',
  isDefault: false,
});

export const accessRows: AccessRows = async ({ t, austin }) => {
  const austinAddress = () =>
    t.db
      .insertInto('delivery_addresses')
      .values({
        company_id: austin,
        label: 'Matrix bay',
        recipient: 'Receiving',
        line1: '2 Test Way',
        city: 'Austin',
        country_code: 'US',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((row) => row.id);
  // Austin's; its profile's editor changes it, the customer company and the other tenant find no such address.
  const [rewritten, removed] = [await austinAddress(), await austinAddress()];
  return [
    { method: 'GET', route: '/api/v1/geo/countries', expect: ALL(200) },
    { method: 'GET', route: '/api/v1/geo/countries/:countryId', url: '/api/v1/geo/countries/DE', expect: ALL(200) },
    { method: 'GET', route: '/assets/flags/:file', url: '/assets/flags/de.svg', expect: ALL(200) },
    ...collectionRows('/api/v1/deliveryAddress', {
      list: { expect: VERIFIED_USER },
      create: { payload: address, expect: [401, 403, 201, 201, 201, 201] },
      change: { id: rewritten, payload: address, expect: [401, 403, 404, 403, 200, 404] },
      remove: { id: removed, expect: [401, 403, 404, 403, 204, 404] },
    }),
  ];
};
