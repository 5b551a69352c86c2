import type { AccessRows } from '../test-support/access-matrix.js';

// No demo person has a passkey: a signed-in, verified caller is told so (409).
export const accessRows: AccessRows = async () => [
  { method: 'POST', route: '/api/v1/signatures/passkey-challenge', expect: [401, 403, 409, 409, 409, 409] },
];
