import { SP_MEMBER, type AccessRows } from '../test-support/access-matrix.js';

export const accessRows: AccessRows = async () => [
  {
    method: 'GET',
    route: '/api/v1/vendor-orders',
    url: '/api/v1/vendor-orders?vendorType=NOT_INTERNAL&offset=0&limit=15',
    expect: SP_MEMBER,
  },
];
