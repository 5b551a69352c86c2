import { type AccessRows, type Statuses } from '../test-support/access-matrix.js';

/**
 * The floor's lots: the facility's people, each on its own (no facility has lot 999999). An
 * order's work plan: its customer and the facility making it; anyone else finds no such order.
 */
export const accessRows: AccessRows = async ({ t }) => {
  const floor = (status: number): Statuses => [401, 403, 403, status, status, status];
  const lots = '/api/v1/work-center/lots';
  const order = await t.db
    .selectFrom('rfq_workplans as w')
    .innerJoin('rfq_files as f', 'f.id', 'w.rfq_file_id')
    .innerJoin('rfqs as r', 'r.id', 'f.rfq_id')
    .innerJoin('companies as c', 'c.id', 'r.customer_id')
    .select('r.id')
    .where('c.company_name', '=', 'Acme Robotics')
    .where('r.itar', '=', false)
    .orderBy('r.id')
    .executeTakeFirstOrThrow();
  return [
    { method: 'GET', route: lots, url: `${lots}?offset=0&limit=25`, expect: floor(200) },
    { method: 'GET', route: `${lots}/:id`, url: `${lots}/999999`, expect: floor(404) },
    { method: 'GET', route: `${lots}/:id/traveller`, url: `${lots}/999999/traveller`, expect: floor(404) },
    {
      method: 'POST',
      route: `${lots}/:id/start`,
      url: `${lots}/999999/start`,
      payload: () => ({ quantity: 1 }),
      expect: floor(404),
    },
    {
      method: 'POST',
      route: `${lots}/:id/finish`,
      url: `${lots}/999999/finish`,
      payload: () => ({ quantity: 1, answers: [] }),
      expect: floor(404),
    },
    {
      method: 'POST',
      route: `${lots}/:id/split`,
      url: `${lots}/999999/split`,
      payload: () => ({ quantity: 1 }),
      expect: floor(404),
    },
    { method: 'POST', route: `${lots}/merge`, payload: () => ({ lotIds: [999998, 999999] }), expect: floor(404) },
    {
      method: 'GET',
      route: '/api/v1/orders/:id/work-plan',
      url: `/api/v1/orders/${order.id}/work-plan`,
      expect: [401, 403, 200, 200, 200, 404],
    },
  ];
};
