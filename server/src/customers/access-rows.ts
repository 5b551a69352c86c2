import { SP_PERMISSION, seededId, type AccessRows } from '../test-support/access-matrix.js';

export const accessRows: AccessRows = async ({ t }) => {
  /** Globex orders from Austin alone (it blacklisted Northwind): Austin's customer, never Northwind's. */
  const globex = await seededId(t, 'companies', { company_name: 'Globex Prototyping' });
  /** Austin's people with CUSTOMER_PORTAL_EDITOR; Northwind does not know Globex (404). */
  const austinsEditors = (status: number) => [401, 403, 403, 403, status, 404] as const;
  return [
    { method: 'GET', route: '/api/v1/customers', url: '/api/v1/customers?offset=0&limit=15', expect: SP_PERMISSION },
    { method: 'GET', route: '/api/v1/customers/:id', url: `/api/v1/customers/${globex}`, expect: [...austinsEditors(200)] },
    {
      method: 'POST',
      route: '/api/v1/customers/:id/invitations',
      url: `/api/v1/customers/${globex}/invitations`,
      payload: () => ({ email: 'new.buyer@globex.test', firstName: 'Nora', lastName: 'Buyer' }),
      // Past the access rule, Austin hears that Globex has nobody who may approve a new member.
      expect: [...austinsEditors(409)],
    },
  ];
};
