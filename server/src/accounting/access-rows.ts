import type { AccessRows } from '../test-support/access-matrix.js';

// The page is the service provider's with the accounting flag on (Northwind has it off: 403);
// connecting and disconnecting are its admins'. The matrix's app is not registered with a tool
// (connect: 409) and Austin is not connected (revoke: 409).
export const accessRows: AccessRows = async () => [
  { method: 'GET', route: '/api/v1/qb/oauth/token-status', expect: [401, 403, 403, 200, 200, 403] },
  { method: 'GET', route: '/api/v1/qb/oauth/connect', expect: [401, 403, 403, 403, 409, 403] },
  // The tool's redirect: anyone's browser; an unknown state goes back to the page with why.
  {
    method: 'GET',
    route: '/api/v1/qb/oauth/callback',
    url: '/api/v1/qb/oauth/callback?state=unknown&code=x',
    expect: [302, 302, 302, 302, 302, 302],
  },
  { method: 'POST', route: '/api/v1/qb/oauth/revoke-token', expect: [401, 403, 403, 403, 409, 403] },
];
