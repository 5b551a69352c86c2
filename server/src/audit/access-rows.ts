import { SP_PERMISSION, type AccessRows } from '../test-support/access-matrix.js';

export const accessRows: AccessRows = async () => [
  // The keeper of the quality system (spWith); Northwind's flag is on by now, as the settings rows
  // switch it on, and its keeper verifies its own trail.
  { method: 'GET', route: '/api/v1/quality/audit/verify', expect: SP_PERMISSION },
];
