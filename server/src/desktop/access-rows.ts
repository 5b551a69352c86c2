import { randomBytes } from 'node:crypto';
import type { Job } from 'shared/contracts';
import { type AccessRows, seededId, type Statuses } from '../test-support/access-matrix.js';

/**
 * The desktop tool's rows: any service provider pairs it, fills its tray from its own
 * facility's parts, jobs and machines, and makes and edits the facility's jobs from the tray; the
 * other tenant finds none of Austin's (404) and books none on Austin's machines (403).
 */
export const accessRows: AccessRows = async ({ t, headers }) => {
  const austins = (status: number): Statuses => [401, 403, 403, status, status, 404];
  const part = await seededId(t, 'rfq_files', { original_file_name: 'gripper_finger_left.stl' });
  const job = await seededId(t, 'jobs', { job_name: 'SLS-01 build 1189' });
  const machine = await seededId(t, 'equipment', { display_name: 'SLS-01 · EOS P 396' });
  const queued: Job = (
    await t.app.inject({ method: 'GET', url: `/api/v1/job-scheduling/${job}`, headers: headers.spWith })
  ).json();
  /** The queued job as the tool sends it back: its name, machine, material and dates. */
  const jobInput = {
    jobName: queued.jobName,
    fromDate: queued.fromDate,
    toDate: queued.toDate,
    equipmentDTO: { id: queued.equipmentDTO.id },
    materialDTO: { id: queued.materialDTO!.id },
  };
  let nextDay = 0;
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
      method: 'POST',
      route: '/api/v1/desktop/jobs',
      payload: () => {
        // Each created job takes a free day of its own, far from the seeded ones.
        const from = Date.UTC(2036, 0, 1) + nextDay++ * 86_400_000;
        return { ...jobInput, jobName: 'Made from the tray', fromDate: from, toDate: from + 3_600_000 };
      },
      expect: [401, 403, 403, 201, 201, 403],
    },
    { method: 'GET', route: '/api/v1/desktop/jobs/:jobId', url: `/api/v1/desktop/jobs/${job}`, expect: austins(200) },
    {
      method: 'PUT',
      route: '/api/v1/desktop/jobs/:jobId',
      url: `/api/v1/desktop/jobs/${job}`,
      payload: () => ({ ...jobInput, jobNotes: 'Checked from the tray by the matrix' }),
      expect: austins(200),
    },
    {
      method: 'GET',
      route: '/api/v1/desktop/machines/:equipmentId/print-figures',
      url: `/api/v1/desktop/machines/${machine}/print-figures`,
      expect: austins(200),
    },
  ];
};
