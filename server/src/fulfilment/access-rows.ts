import { SP_MEMBER, type AccessRows } from '../test-support/access-matrix.js';

export const accessRows: AccessRows = async ({ t }) => {
  /** Acme's fixture spacers, awarded to Austin and agreed (on no job): nothing can be inspected or shipped yet. */
  const agreed = (
    await t.db.selectFrom('rfqs').select('id').where('display_title', '=', 'Fixture spacers').executeTakeFirstOrThrow()
  ).id;
  /**
   * Austin's action on it: Acme's engineer may not (403), Austin's people reach it and the body
   * says what they get, Northwind has no part in the order (404).
   */
  const austins = (status: number) => [401, 403, 403, status, status, 404] as const;
  const agreedMatch = (
    await t.db
      .selectFrom('matches')
      .select('id')
      .where('rfq_id', '=', agreed)
      .where('status', '=', 'SP_BID_ACCEPTED')
      .executeTakeFirstOrThrow()
  ).id;

  return [
    { method: 'GET', route: '/api/v1/shipments', url: '/api/v1/shipments?stage=TO_SHIP&offset=0&limit=15', expect: SP_MEMBER },
    {
      method: 'GET',
      route: '/api/v1/orders/:id/fulfilment',
      url: `/api/v1/orders/${agreed}/fulfilment`,
      expect: [401, 403, 200, 200, 200, 404],
    },
    {
      method: 'POST',
      route: '/api/v1/orders/:id/progress',
      url: `/api/v1/orders/${agreed}/progress`,
      payload: () => ({ status: 'IN_QUALITYCONTROL' }),
      expect: [...austins(409)],
    },
    {
      method: 'POST',
      route: '/api/v1/orders/:id/hold',
      url: `/api/v1/orders/${agreed}/hold`,
      payload: () => ({ reason: ' ' }),
      expect: [...austins(400)],
    },
    { method: 'POST', route: '/api/v1/orders/:id/resume', url: `/api/v1/orders/${agreed}/resume`, expect: [...austins(409)] },
    {
      method: 'POST',
      route: '/api/v1/orders/:id/inspections',
      url: `/api/v1/orders/${agreed}/inspections`,
      payload: () => ({ rfqFileId: 1, passedQuantity: 1, failedQuantity: 0 }),
      expect: [...austins(409)],
    },
    {
      method: 'POST',
      route: '/api/v1/orders/:id/shipments',
      url: `/api/v1/orders/${agreed}/shipments`,
      payload: () => ({
        lines: [{ rfqFileId: 1, quantity: 1 }],
        packages: [],
        carrier: 'UPS',
        trackingNumber: '1Z',
        shipDate: Date.UTC(2031, 0, 1),
      }),
      expect: [...austins(409)],
    },
    // No such shipment: every caller who may confirm deliveries is told so.
    {
      method: 'POST',
      route: '/api/v1/shipments/:id/delivered',
      url: '/api/v1/shipments/999999/delivered',
      expect: [401, 403, 404, 404, 404, 404],
    },
    {
      method: 'POST',
      route: '/api/v1/orders/:id/payment',
      url: `/api/v1/orders/${agreed}/payment`,
      payload: () => ({ reference: 'Wire 1' }),
      expect: [...austins(409)],
    },
    // Agreed, not over: archiving is refused to whoever may archive; restoring finds nothing archived.
    {
      method: 'POST',
      route: '/api/v1/orders/:id/archive',
      url: `/api/v1/orders/${agreed}/archive`,
      expect: [401, 403, 409, 403, 404, 403],
    },
    {
      method: 'POST',
      route: '/api/v1/orders/:id/restore',
      url: `/api/v1/orders/${agreed}/restore`,
      expect: [401, 403, 409, 403, 404, 403],
    },
    {
      method: 'POST',
      route: '/api/v1/matches/:id/archive',
      url: `/api/v1/matches/${agreedMatch}/archive`,
      expect: [...austins(409)],
    },
    {
      method: 'POST',
      route: '/api/v1/matches/:id/restore',
      url: `/api/v1/matches/${agreedMatch}/restore`,
      expect: [...austins(409)],
    },
  ];
};
