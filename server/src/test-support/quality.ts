/** Quality records as tests make them, through the API. */
import { agreedWithAustin } from './orders.js';
import type { Session, TestApp } from './test-app.js';

/**
 * An order of 10 of Acme's brackets made by Austin outside the platform's jobs, of which
 * inspection fails 3 and marks them for an NCR: the order, its part, and the inspection that
 * waits in Austin's NCR inbox.
 */
export async function failedThreeOfTen(t: TestApp, sessions: { engineer: Session; austin: Session }, title: string) {
  const call = async (url: string, payload: object) => {
    const response = await t.app.inject({ method: 'POST', url, headers: sessions.austin.bearer, payload });
    if (response.statusCode >= 300) throw new Error(`POST ${url}: ${response.statusCode} ${response.body}`);
  };
  const order = await agreedWithAustin(t, sessions, { title });
  await call(`/api/v1/orders/${order.id}/progress`, { status: 'IN_MANUFACTURING', reason: 'Printed on the old line' });
  await call(`/api/v1/orders/${order.id}/inspections`, {
    rfqFileId: order.partId,
    passedQuantity: 7,
    failedQuantity: 3,
    ncrRequested: true,
    note: 'Three with a warped flange',
  });
  const inbox = await t.app.inject({ method: 'GET', url: '/api/v1/quality/ncr-inbox', headers: sessions.austin.bearer });
  const entry = (inbox.json() as { orderId: number; inspectionId: number }[]).find((e) => e.orderId === order.id);
  if (!entry) throw new Error(`The inspection of order ${order.id} is not in the inbox`);
  return { order, inspectionId: entry.inspectionId };
}
