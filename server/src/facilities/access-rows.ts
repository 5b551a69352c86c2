import { SP_PERMISSION, seededId, type AccessRows } from '../test-support/access-matrix.js';

export const accessRows: AccessRows = async ({ t }) => {
  const northwind = await seededId(t, 'companies', { company_name: 'Northwind Precision Printing' });
  return [
    { method: 'GET', route: '/api/v1/sp/facilities', expect: SP_PERMISSION },
    // Austin keeps Northwind MATCHED; Northwind has no relation to itself (404).
    {
      method: 'PUT',
      route: '/api/v1/sp/facilities/:id/relation',
      url: `/api/v1/sp/facilities/${northwind}/relation`,
      payload: () => ({ relation: 'MATCHED' }),
      expect: [401, 403, 403, 403, 204, 404],
    },
    { method: 'GET', route: '/api/v1/engineer/facilities', expect: [401, 403, 200, 403, 200, 403] },
    // Acme's admin keeps Northwind approved; the admin of Demo Additive Engineering is no ENG_ADMIN.
    {
      method: 'PUT',
      route: '/api/v1/engineer/facilities/:id/relation',
      url: `/api/v1/engineer/facilities/${northwind}/relation`,
      payload: () => ({ relation: 'PRIVATE' }),
      expect: [401, 403, 204, 403, 403, 403],
    },
  ];
};
