import { SP_MEMBER, type AccessRows } from '../test-support/access-matrix.js';

export const accessRows: AccessRows = async ({ t, austin }) => {
  /** A part of an order of Austin's, which a seeded Austin job builds. */
  const austinPart = (
    await t.db
      .selectFrom('rfq_files as f')
      .innerJoin('rfqs as r', 'r.id', 'f.rfq_id')
      .select('f.id')
      .where('r.facility_id', '=', austin)
      .where('f.original_file_name', '=', 'gripper_finger_left.stl')
      .executeTakeFirstOrThrow()
  ).id;
  return [
    {
      method: 'POST',
      route: '/api/v3/orders/search',
      url: '/api/v3/orders/search?page=0&size=15&schedulingCall=true',
      payload: () => ({ searchFilters: [{ filterType: 'ORDER_STATUS', values: ['AWARDED'] }] }),
      expect: SP_MEMBER,
    },
    {
      method: 'POST',
      route: '/api/v1/job-scheduling/file-job-status',
      payload: () => [austinPart],
      expect: [401, 403, 403, 200, 200, 400],
    },
  ];
};
