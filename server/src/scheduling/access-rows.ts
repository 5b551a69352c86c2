import type { Job } from 'shared/contracts';
import { SP_MEMBER, type AccessRows } from '../test-support/access-matrix.js';

export const accessRows: AccessRows = async ({ t, headers }) => {
  const [queued] = (
    await t.app.inject({
      method: 'POST',
      url: '/api/v4/job-scheduling/search/lite',
      headers: headers.spWith,
      payload: { jobName: 'SLS-01 build 1189' },
    })
  ).json();
  const austinJob: Job = (
    await t.app.inject({ method: 'GET', url: `/api/v1/job-scheduling/${queued.id}`, headers: headers.spWith })
  ).json();
  /** The seeded queued SLS job of Austin as a client would send it back. */
  const austinJobInput = {
    jobName: austinJob.jobName,
    fromDate: austinJob.fromDate,
    toDate: austinJob.toDate,
    equipmentDTO: { id: austinJob.equipmentDTO.id },
    materialDTO: { id: austinJob.materialDTO!.id },
    jobOrderDTOs: austinJob.jobOrderDTOs.map((o) => ({
      orderId: o.orderId,
      fileIds: o.fileIds.map((f) => ({ rfqCadFileId: f.rfqCadFileId, quantity: f.quantity })),
    })),
  };
  let nextSlot = 0;
  const proposal = async () =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/job-scheduling/plan',
        headers: headers.spWith,
        payload: { timeLimitSeconds: 1 },
      })
    ).json().id as number;
  // One to discard, and one discarded already: applying it is refused whatever else changes meanwhile.
  const [toDiscard, discarded] = [await proposal(), await proposal()];
  await t.app.inject({ method: 'POST', url: `/api/v1/job-scheduling/plan/${discarded}/discard`, headers: headers.spWith });
  const settings = (
    await t.app.inject({ method: 'GET', url: '/api/v1/job-scheduling/plan-settings', headers: headers.spWith })
  ).json();
  const machinePlanning = `/api/v1/equipment/${austinJob.equipmentDTO.id}/planning`;
  return [
    {
      method: 'POST',
      route: '/api/v1/job-scheduling/plan',
      payload: () => ({ timeLimitSeconds: 1 }),
      expect: [401, 403, 403, 201, 201, 201],
    },
    {
      method: 'GET',
      route: '/api/v1/job-scheduling/plan/:id',
      url: `/api/v1/job-scheduling/plan/${toDiscard}`,
      expect: [401, 403, 403, 200, 200, 404],
    },
    {
      method: 'POST',
      route: '/api/v1/job-scheduling/plan/:id/apply',
      url: `/api/v1/job-scheduling/plan/${discarded}/apply`,
      expect: [401, 403, 403, 409, 409, 404],
    },
    {
      method: 'POST',
      route: '/api/v1/job-scheduling/plan/:id/discard',
      url: `/api/v1/job-scheduling/plan/${toDiscard}/discard`,
      expect: [401, 403, 403, 204, 409, 404],
    },
    {
      method: 'PUT',
      route: '/api/v1/job-scheduling/:id/pin',
      url: `/api/v1/job-scheduling/${austinJob.id}/pin`,
      payload: () => ({ pinned: false }),
      expect: [401, 403, 403, 200, 200, 404],
    },
    { method: 'GET', route: '/api/v1/job-scheduling/plan-settings', expect: SP_MEMBER },
    { method: 'GET', route: '/api/v1/job-scheduling/plan-progress', expect: SP_MEMBER },
    { method: 'GET', route: '/api/v1/job-scheduling/plan-remakes', expect: SP_MEMBER },
    {
      method: 'PUT',
      route: '/api/v1/job-scheduling/plan-settings',
      payload: () => settings,
      expect: [401, 403, 403, 403, 200, 200],
    },
    { method: 'GET', route: '/api/v1/job-scheduling/plan-weights', expect: SP_MEMBER },
    {
      method: 'PUT',
      route: '/api/v1/job-scheduling/plan-weights',
      payload: () => ({ priorityLabels: [], customers: [] }),
      expect: [401, 403, 403, 403, 200, 200],
    },
    { method: 'GET', route: '/api/v1/equipment/:id/planning', url: machinePlanning, expect: [401, 403, 403, 200, 200, 404] },
    {
      method: 'PUT',
      route: '/api/v1/equipment/:id/planning',
      url: machinePlanning,
      payload: () => ({ speedFactor: 1, unattended: true, calendar: null, changeovers: [] }),
      expect: [401, 403, 403, 403, 200, 404],
    },
    {
      method: 'GET',
      route: '/api/v1/job-scheduling/getAllWithPagination/:limit/:offset',
      url: '/api/v1/job-scheduling/getAllWithPagination/25/0',
      expect: SP_MEMBER,
    },
    {
      method: 'GET',
      route: '/api/v1/job-scheduling/getNextAvailableTimeSlot',
      url: `/api/v1/job-scheduling/getNextAvailableTimeSlot?equipment=${austinJob.equipmentDTO.id}&totalHours=2`,
      expect: [401, 403, 403, 200, 200, 403],
    },
    {
      method: 'GET',
      route: '/api/v1/job-scheduling/:id',
      url: `/api/v1/job-scheduling/${austinJob.id}`,
      expect: [401, 403, 403, 200, 200, 404],
    },
    {
      method: 'POST',
      route: '/api/v1/job-scheduling',
      payload: () => {
        // Each created job takes a free day of its own, far from the seeded ones.
        const from = Date.UTC(2035, 0, 1) + nextSlot++ * 86_400_000;
        return { ...austinJobInput, jobOrderDTOs: [], fromDate: from, toDate: from + 3_600_000 };
      },
      expect: [401, 403, 403, 201, 201, 403],
    },
    {
      method: 'PUT',
      route: '/api/v1/job-scheduling',
      payload: () => ({ ...austinJobInput, id: austinJob.id, jobNotes: 'Checked by the matrix' }),
      expect: [401, 403, 403, 200, 200, 404],
    },
    {
      method: 'POST',
      route: '/api/v4/job-scheduling/search',
      url: '/api/v4/job-scheduling/search?getFromAllFacilities=true',
      payload: () => ({ fromDate: Date.now() - 7 * 86_400_000, toDate: Date.now() + 7 * 86_400_000 }),
      expect: SP_MEMBER,
    },
    {
      method: 'POST',
      route: '/api/v4/job-scheduling/search/lite',
      url: '/api/v4/job-scheduling/search/lite?getFromAllFacilities=true',
      payload: () => ({ searchString: 'build' }),
      expect: SP_MEMBER,
    },
  ];
};
