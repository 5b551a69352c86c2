import { SP_MEMBER, seededId, type AccessRow, type AccessRows, type Statuses } from '../test-support/access-matrix.js';

export const accessRows: AccessRows = async ({ t }) => {
  /** Acme's fixture spacers, awarded to Austin and agreed (on no job): nothing can be inspected or shipped yet. */
  const agreed = await seededId(t, 'rfqs', { display_title: 'Fixture spacers' });
  /**
   * Austin's action on it: Acme's engineer may not (403), Austin's people reach it and the body
   * says what they get, Northwind has no part in the order (404).
   */
  const austins = (status: number): Statuses => [401, 403, 403, status, status, 404];
  const agreedMatch = await seededId(t, 'matches', { rfq_id: agreed, status: 'SP_BID_ACCEPTED' });

  /** A POST of `action` on the agreed order (`orders`) or its match (`matches`), with `payload` as its body. */
  const onAgreed = (on: 'orders' | 'matches', action: string, expect: Statuses, payload?: () => object): AccessRow => ({
    method: 'POST',
    route: `/api/v1/${on}/:id/${action}`,
    url: `/api/v1/${on}/${on === 'orders' ? agreed : agreedMatch}/${action}`,
    expect,
    ...(payload ? { payload } : {}),
  });

  return [
    { method: 'GET', route: '/api/v1/shipments', url: '/api/v1/shipments?stage=TO_SHIP&offset=0&limit=15', expect: SP_MEMBER },
    {
      method: 'GET',
      route: '/api/v1/orders/:id/fulfilment',
      url: `/api/v1/orders/${agreed}/fulfilment`,
      expect: [401, 403, 200, 200, 200, 404],
    },
    onAgreed('orders', 'progress', austins(409), () => ({ status: 'IN_QUALITYCONTROL' })),
    onAgreed('orders', 'hold', austins(400), () => ({ reason: ' ' })),
    onAgreed('orders', 'resume', austins(409)),
    onAgreed('orders', 'inspections', austins(409), () => ({ rfqFileId: 1, passedQuantity: 1, failedQuantity: 0 })),
    onAgreed('orders', 'shipments', austins(409), () => ({
      lines: [{ rfqFileId: 1, quantity: 1 }],
      packages: [],
      carrier: 'UPS',
      trackingNumber: '1Z',
      shipDate: Date.UTC(2031, 0, 1),
    })),
    // No such shipment: every caller who may confirm deliveries is told so.
    {
      method: 'POST',
      route: '/api/v1/shipments/:id/delivered',
      url: '/api/v1/shipments/999999/delivered',
      expect: [401, 403, 404, 404, 404, 404],
    },
    onAgreed('orders', 'payment', austins(409), () => ({ reference: 'Wire 1' })),
    // Agreed, not over: archiving is refused to whoever may archive; restoring finds nothing archived.
    onAgreed('orders', 'archive', [401, 403, 409, 403, 404, 403]),
    onAgreed('orders', 'restore', [401, 403, 409, 403, 404, 403]),
    onAgreed('matches', 'archive', austins(409)),
    onAgreed('matches', 'restore', austins(409)),
  ];
};
