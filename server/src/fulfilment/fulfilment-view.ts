import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import type { mediaLinks } from '../files/index.js';
import { principalOf } from '../http/access.js';
import { orderViewerOf } from '../orders/index.js';
import { lockedAward } from './award.js';
import { matchPayment, orderInspections, orderShipments, partProgress } from './queries.js';

type MediaLinks = ReturnType<typeof mediaLinks>;

/** What became of the order's parts, as its customer or the facility making it reads it. */
export async function fulfilmentView(db: Db, links: MediaLinks, request: FastifyRequest, orderId: number) {
  const award = await lockedAward(db, orderId, orderViewerOf(request), { lock: false });
  const userId = principalOf(request).userId;
  const [parts, inspections, shipments, match] = await Promise.all([
    partProgress(db, orderId),
    orderInspections(db, orderId),
    orderShipments(db, orderId),
    matchPayment(db, award.match.id),
  ]);
  return {
    orderId,
    status: award.order.status,
    matchStatus: award.match.status,
    internal: award.order.internal,
    resumeStatus: award.order.resumeStatus,
    parts,
    inspections: inspections.map((i) => ({
      id: i.id,
      rfqFileId: i.rfq_file_id,
      fileName: i.original_file_name,
      passedQuantity: i.passed_quantity,
      failedQuantity: i.failed_quantity,
      ncrRequested: i.ncr_requested,
      note: i.note,
      inspector: i.inspector,
      at: i.created_at.getTime(),
      photos: i.photos.map((p) => ({ id: p.id, fileName: p.fileName, fileURL: links.link(p, userId).downloadUrl })),
    })),
    shipments: shipments.map((s) => ({
      id: s.id,
      status: s.status,
      carrier: s.carrier,
      service: s.service,
      trackingNumber: s.tracking_number,
      shipDate: s.ship_date.getTime(),
      deliveredAt: s.delivered_at?.getTime() ?? null,
      deliverTo: s.recipient === null ? null : `${s.recipient}, ${s.line1}, ${s.city}, ${s.country_code}`,
      lines: s.lines,
      packages: s.packages,
    })),
    paidAt: match.paid_at?.getTime() ?? null,
    paymentReference: match.payment_reference,
  };
}
