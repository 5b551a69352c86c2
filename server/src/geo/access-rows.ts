import { ALL, VERIFIED_USER, type AccessRows } from '../test-support/access-matrix.js';

export const accessRows: AccessRows = async () => [
  { method: 'GET', route: '/api/v1/geo/countries', expect: ALL(200) },
  { method: 'GET', route: '/api/v1/geo/countries/:countryId', url: '/api/v1/geo/countries/DE', expect: ALL(200) },
  { method: 'GET', route: '/assets/flags/:file', url: '/assets/flags/de.svg', expect: ALL(200) },
  { method: 'GET', route: '/api/v1/deliveryAddress', expect: VERIFIED_USER },
  {
    method: 'POST',
    route: '/api/v1/deliveryAddress',
    payload: () => ({
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
    }),
    expect: [401, 403, 201, 201, 201, 201],
  },
];
