import { randomBytes } from 'node:crypto';
import { type AccessRows, seededId, type Statuses } from '../test-support/access-matrix.js';

/**
 * The desktop tool's rows: any service provider pairs it and fills its tray from its own
 * facility's parts, jobs and machines; the other tenant finds none of Austin's (404).
 */
export const accessRows: AccessRows = async ({ t }) => {
  const austins = (status: number): Statuses => [401, 403, 403, status, status, 404];
  const part = await seededId(t, 'rfq_files', { original_file_name: 'gripper_finger_left.stl' });
  const job = await seededId(t, 'jobs', { job_name: 'SLS-01 build 1189' });
  const machine = await seededId(t, 'equipment', { display_name: 'SLS-01 · EOS P 396' });
  return [
    { method: 'POST', route: '/api/v1/desktop/pairings', expect: [401, 403, 403, 201, 201, 201] },
    {
      method: 'POST',
      route: '/api/v1/desktop/pairings/redeem',
      payload: () => ({ token: randomBytes(32).toString('base64url') }),
      expect: [404, 404, 404, 404, 404, 404],
    },
    { method: 'POST', route: '/api/v1/desktop/tray-links', payload: () => ({ rfqFileIds: [part] }), expect: austins(200) },
    { method: 'GET', route: '/api/v1/desktop/jobs/:jobId/tray', url: `/api/v1/desktop/jobs/${job}/tray`, expect: austins(200) },
    {
      method: 'GET',
      route: '/api/v1/desktop/machines/:equipmentId/print-figures',
      url: `/api/v1/desktop/machines/${machine}/print-figures`,
      expect: austins(200),
    },
  ];
};
