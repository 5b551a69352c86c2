import { randomBytes } from 'node:crypto';
import type { AccessRows } from '../test-support/access-matrix.js';

export const accessRows: AccessRows = async () => [
  { method: 'POST', route: '/api/v1/desktop/pairings', expect: [401, 403, 403, 201, 201, 201] },
  {
    method: 'POST',
    route: '/api/v1/desktop/pairings/redeem',
    payload: () => ({ token: randomBytes(32).toString('base64url') }),
    expect: [404, 404, 404, 404, 404, 404],
  },
];
