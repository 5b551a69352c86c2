import { randomUUID } from 'node:crypto';
import type { AccessRows } from '../test-support/access-matrix.js';

export const accessRows: AccessRows = async ({ t, austin }) => {
  const labels = (
    await t.db
      .selectFrom('apps')
      .select('id')
      .where('facility_id', '=', austin)
      .where('name', '=', 'Shipping Labels')
      .executeTakeFirstOrThrow()
  ).id;
  const app = (name: string) => ({ name, logo: '', appURL: 'https://labels.demo.test', internalApp: false, enabled: true });
  return [
    {
      method: 'POST',
      route: '/api/v1/apps',
      payload: () => app(`Matrix ${randomUUID().slice(0, 8)}`),
      expect: [401, 403, 403, 403, 201, 201],
    },
    // Another facility's app is not found by the other tenant.
    {
      method: 'PUT',
      route: '/api/v1/apps/:id',
      url: `/api/v1/apps/${labels}`,
      payload: () => app('Shipping Labels'),
      expect: [401, 403, 403, 403, 200, 404],
    },
    { method: 'DELETE', route: '/api/v1/apps/:id', url: `/api/v1/apps/${labels}`, expect: [401, 403, 403, 403, 204, 404] },
  ];
};
