import { SP_MEMBER, type AccessRows } from '../test-support/access-matrix.js';

export const accessRows: AccessRows = async () => [
  { method: 'GET', route: '/api/v1/sp/material-search', expect: SP_MEMBER },
  { method: 'GET', route: '/api/v1/engineer/material-search', expect: [401, 403, 200, 403, 200, 403] },
];
