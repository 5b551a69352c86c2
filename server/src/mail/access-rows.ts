import type { AccessRows } from '../test-support/access-matrix.js';

export const accessRows: AccessRows = async () => [
  { method: 'GET', route: '/api/v1/admin/outbox', expect: [401, 403, 403, 403, 200, 403] },
];
