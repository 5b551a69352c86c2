import type { AccessRows } from '../test-support/access-matrix.js';

// The facility's RFQ_CONFIG_EDITORs (Austin's admin); Northwind's admin edits Northwind's own.
export const accessRows: AccessRows = async () => [
  { method: 'GET', route: '/api/v1/sp/rfq-config', expect: [401, 403, 403, 403, 200, 200] },
  {
    method: 'PUT',
    route: '/api/v1/sp/rfq-config',
    payload: () => ({
      requiredFields: ['thirdPartyOrderId'],
      distributions: ['APPROVED_VENDORS', 'LINK3D'],
      quoteDueDays: 10,
      ndaTemplate: '',
      termsText: '',
    }),
    expect: [401, 403, 403, 403, 200, 200],
  },
];
