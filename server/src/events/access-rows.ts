import { VERIFIED_USER, type AccessRows } from '../test-support/access-matrix.js';

export const accessRows: AccessRows = async () => [
  // Every signed-in user has a stream, of its own companies' news.
  { method: 'GET', route: '/api/v1/events', stream: true, expect: VERIFIED_USER },
];
