import { SP_MEMBER, type AccessRows } from '../test-support/access-matrix.js';
import { addressOf, orderInput, processAndMaterial, verifiedPart } from '../test-support/orders.js';

export const accessRows: AccessRows = async ({ t, austin, headers }) => {
  /** A part of an order of Austin's, which a seeded Austin job builds. */
  const austinPart = (
    await t.db
      .selectFrom('rfq_files as f')
      .innerJoin('rfqs as r', 'r.id', 'f.rfq_id')
      .select('f.id')
      .where('r.awarded_facility_id', '=', austin)
      .where('f.original_file_name', '=', 'gripper_finger_left.stl')
      .executeTakeFirstOrThrow()
  ).id;

  // An order of Acme's (engineer) that only Austin can make (SLS, PA 2200): Austin's callers
  // read it, Northwind (otherTenant) does not exist for it.
  const engineer = { bearer: headers.engineer };
  const now = Date.now();
  const input = orderInput(
    now,
    {
      fileId: await verifiedPart(t, engineer, 'matrix-bracket.stl'),
      ...(await processAndMaterial(t, 'SELECTIVE_LASER_SINTERING', 'PA 2200')),
    },
    { deliveryAddressId: await addressOf(t, 'Acme Robotics') },
  );
  const draft = async () =>
    (await t.app.inject({ method: 'POST', url: '/api/v1/orders', headers: headers.engineer, payload: input })).json<{
      id: number;
    }>().id;
  const distributed = await draft();
  await t.app.inject({ method: 'POST', url: `/api/v1/orders/${distributed}/submit`, headers: headers.engineer, payload: {} });
  const match = await t.db.selectFrom('matches').select('id').where('rfq_id', '=', distributed).executeTakeFirstOrThrow();
  const [kept, withdrawn] = [await draft(), await draft()];

  /**
   * A customer's action: Acme's people get `status`; spWith, also an engineer of the plant's own
   * engineering company, gets `asOtherCustomer` (Acme's order is not found, Acme's file not its own).
   */
  const customer = (status: number, asOtherCustomer = 404) => [401, 403, status, 403, asOtherCustomer, 403] as const;
  /** Austin's action on its match: Austin's callers reach it (the body says what they get), Northwind finds no such offer. */
  const austinsMatch = (status: number) => [401, 403, 403, status, status, 404] as const;
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
    { method: 'POST', route: '/api/v1/orders', payload: () => input, expect: [...customer(201, 400)] },
    { method: 'GET', route: '/api/v1/orders', url: '/api/v1/orders?offset=0&limit=15', expect: [...customer(200, 200)] },
    { method: 'GET', route: '/api/v1/part-orders', url: '/api/v1/part-orders?stage=ALL&offset=0&limit=15', expect: SP_MEMBER },
    { method: 'GET', route: '/api/v1/part-orders/assignees', expect: SP_MEMBER },
    { method: 'GET', route: '/api/v1/part-orders/customers', expect: SP_MEMBER },
    {
      method: 'GET',
      route: '/api/v1/orders/offer',
      url: '/api/v1/orders/offer?distribution=APPROVED_VENDORS',
      expect: [...customer(200, 200)],
    },
    // The customer and the facility it went to read the order; nobody else knows it exists.
    { method: 'GET', route: '/api/v1/orders/:id', url: `/api/v1/orders/${distributed}`, expect: [401, 403, 200, 200, 200, 404] },
    {
      method: 'PUT',
      route: '/api/v1/orders/:id',
      url: `/api/v1/orders/${kept}`,
      payload: () => input,
      expect: [...customer(200)],
    },
    // A submitted order is no draft: its customer is told so.
    {
      method: 'POST',
      route: '/api/v1/orders/:id/submit',
      url: `/api/v1/orders/${distributed}/submit`,
      payload: () => ({}),
      expect: [...customer(409)],
    },
    {
      method: 'POST',
      route: '/api/v1/orders/:id/reopen',
      url: `/api/v1/orders/${kept}/reopen`,
      payload: () => ({}),
      expect: [...customer(409)],
    },
    {
      method: 'POST',
      route: '/api/v1/orders/:id/withdraw',
      url: `/api/v1/orders/${withdrawn}/withdraw`,
      payload: () => ({}),
      expect: [...customer(200)],
    },
    {
      method: 'POST',
      route: '/api/v1/orders/:id/matches/:matchId/nda-review',
      url: `/api/v1/orders/${distributed}/matches/${match.id}/nda-review`,
      payload: () => ({ approved: true }),
      expect: [...customer(409)],
    },
    {
      method: 'POST',
      route: '/api/v1/orders/:id/matches/:matchId/accept',
      url: `/api/v1/orders/${distributed}/matches/${match.id}/accept`,
      payload: () => ({}),
      expect: [...customer(409)],
    },
    {
      method: 'POST',
      route: '/api/v1/orders/:id/matches/:matchId/reject',
      url: `/api/v1/orders/${distributed}/matches/${match.id}/reject`,
      payload: () => ({}),
      expect: [...customer(409)],
    },
    {
      method: 'POST',
      route: '/api/v1/matches/:matchId/nda',
      url: `/api/v1/matches/${match.id}/nda`,
      payload: () => ({ fileId: 1 }),
      expect: [...austinsMatch(400)],
    },
    {
      method: 'POST',
      route: '/api/v1/matches/:matchId/decline',
      url: `/api/v1/matches/${match.id}/decline`,
      payload: () => ({ reason: '' }),
      expect: [...austinsMatch(400)],
    },
    {
      method: 'PUT',
      route: '/api/v1/matches/:matchId/bid',
      url: `/api/v1/matches/${match.id}/bid`,
      payload: () => ({
        currency: 'EUR',
        lines: [{ kind: 'SETUP', quantity: 1, unitPriceMinor: 1 }],
        discountMinor: 0,
        taxRateBasisPoints: 0,
        leadTimeDays: 1,
        deliveryDate: now + 86_400_000,
        validUntil: now + 86_400_000,
        notes: '',
      }),
      expect: [...austinsMatch(400)],
    },
    {
      method: 'POST',
      route: '/api/v1/matches/:matchId/confirm',
      url: `/api/v1/matches/${match.id}/confirm`,
      payload: () => ({}),
      expect: [...austinsMatch(409)],
    },
    {
      method: 'POST',
      route: '/api/v1/matches/:matchId/decline-award',
      url: `/api/v1/matches/${match.id}/decline-award`,
      payload: () => ({ reason: '' }),
      expect: [...austinsMatch(400)],
    },
    {
      method: 'GET',
      route: '/api/v1/matches/:matchId/promise-date',
      url: `/api/v1/matches/${match.id}/promise-date`,
      expect: [...austinsMatch(200)],
    },
    {
      method: 'PUT',
      route: '/api/v1/matches/:matchId/assignee',
      url: `/api/v1/matches/${match.id}/assignee`,
      payload: () => ({ userId: null }),
      expect: [...austinsMatch(200)],
    },
    {
      method: 'PUT',
      route: '/api/v1/matches/:matchId/labels',
      url: `/api/v1/matches/${match.id}/labels`,
      payload: () => ({ priorityLabelId: null, tagIds: [] }),
      expect: [...austinsMatch(200)],
    },
  ];
};
