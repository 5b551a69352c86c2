import { randomBytes } from 'node:crypto';
import type { AccessRows } from '../test-support/access-matrix.js';

// Northwind has no build-preparation tool set up: its admin is told so (409).
export const accessRows: AccessRows = async () => [
  { method: 'GET', route: '/api/v3/magics/register-intent', expect: [401, 403, 403, 200, 200, 409] },
  {
    method: 'POST',
    route: '/api/v3/magics/intents/redeem',
    payload: () => ({ intent: randomBytes(32).toString('base64url') }),
    expect: [404, 404, 404, 404, 404, 404],
  },
];
