import type { AccessRows, Statuses } from '../test-support/access-matrix.js';

/**
 * The builds' rows of the authorisation matrix: any facility member plans its own facility's
 * builds; a build no facility has is 404 to each of them, and a body that breaks a rule 400.
 */
export const accessRows: AccessRows = async () => {
  const member = (status: number): Statuses => [401, 403, 403, status, status, status];
  const builds = '/api/v1/builds';
  const missing = `${builds}/999999`;
  const nestings = `${builds}/group-nestings`;
  return [
    { method: 'GET', route: builds, url: `${builds}?offset=0&limit=25`, expect: member(200) },
    { method: 'GET', route: `${builds}/parts`, url: `${builds}/parts?offset=0&limit=25`, expect: member(200) },
    { method: 'GET', route: `${builds}/:id`, url: missing, expect: member(404) },
    // A machine model that does not exist: refused, naming the field.
    { method: 'POST', route: builds, expect: member(400), payload: () => ({ name: 'Build', machineId: 999999 }) },
    { method: 'PUT', route: `${builds}/:id`, url: missing, expect: member(404), payload: () => ({ name: 'Build' }) },
    { method: 'DELETE', route: `${builds}/:id`, url: missing, expect: member(404) },
    { method: 'POST', route: `${builds}/:id/pack`, url: `${missing}/pack`, expect: member(404), payload: () => ({}) },
    { method: 'POST', route: `${builds}/:id/pack/stop`, url: `${missing}/pack/stop`, expect: member(404) },
    { method: 'GET', route: `${builds}/:id/3mf`, url: `${missing}/3mf`, expect: member(404) },
    { method: 'POST', route: `${builds}/:id/job`, url: `${missing}/job`, expect: member(404), payload: () => ({ fromDate: 0 }) },
    {
      method: 'POST',
      route: `${builds}/:id/pieces/:index/check`,
      url: `${missing}/pieces/0/check`,
      expect: member(404),
      payload: () => ({ offset: [0, 0, 0], turn: 0 }),
    },
    {
      method: 'PUT',
      route: `${builds}/:id/pieces/:index`,
      url: `${missing}/pieces/0`,
      expect: member(404),
      payload: () => ({ offset: [0, 0, 0], turn: 0 }),
    },
    {
      method: 'POST',
      route: `${builds}/:id/moves`,
      url: `${missing}/moves`,
      expect: member(404),
      payload: () => ({ to: 'UNPACKED' }),
    },
    { method: 'GET', route: nestings, expect: member(200) },
    // A machine that is not the caller's: refused, naming the field.
    { method: 'POST', route: nestings, expect: member(400), payload: () => ({ equipmentIds: [999999] }) },
    { method: 'GET', route: `${nestings}/:id`, url: `${nestings}/999999`, expect: member(404) },
    {
      method: 'POST',
      route: `${nestings}/:id/accept`,
      url: `${nestings}/999999/accept`,
      expect: member(404),
      payload: () => ({}),
    },
    { method: 'DELETE', route: `${nestings}/:id`, url: `${nestings}/999999`, expect: member(404) },
  ];
};
