import { randomUUID } from 'node:crypto';
import { collectionRows, seededId, type AccessRows } from '../test-support/access-matrix.js';

export const accessRows: AccessRows = async ({ t, austin }) => {
  const labels = await seededId(t, 'apps', { facility_id: austin, name: 'Shipping Labels' });
  const app = (name: string) => ({ name, logo: '', appURL: 'https://labels.demo.test', internalApp: false, enabled: true });
  return collectionRows('/api/v1/apps', {
    create: { payload: () => app(`Matrix ${randomUUID().slice(0, 8)}`) },
    // Another facility's app is not found by the other tenant.
    change: { id: labels, payload: () => app('Shipping Labels') },
    remove: { id: labels },
  });
};
