/**
 * From award to delivery: inspection, shipments, delivery, payment, holds and the
 * moves a planner makes by hand. Each action locks the order and the facility's match, checks
 * against what is saved, changes the part counts (which the database keeps in bounds) and moves
 * both along their graphs, in one transaction; an `order.progress` event tells both sides.
 */
import { FEATURE_FLAGS, findTransition, MAKING_STATES, ORDER_TRANSITIONS, type RfqStatus } from 'shared/contracts';
import { sql } from 'kysely';
import { parseConfigValue } from '../config/index.js';
import { inTransaction, type Db, type Trx } from '../db/database.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { type Actor, moveMatch, moveOrder, SYSTEM } from '../orders/index.js';
import { advance, lockedAward, type Award, type Party } from './award.js';
import { heldBy } from './holds.js';
import { partProgress } from './queries.js';

/** A person of the facility the order was awarded to. */
export interface FacilityScope {
  userId: number;
  facilityId: number;
  /** Holds ITAR_ADMIN: may act on export-controlled orders. */
  itarCleared: boolean;
}
/** A person of either side of the order. */
export type PartyScope = { userId: number } & Party;

const facilityActor = (scope: FacilityScope): Actor => ({ kind: 'FACILITY', userId: scope.userId });
const actorOf = (scope: PartyScope): Actor =>
  'facilityId' in scope ? { kind: 'FACILITY', userId: scope.userId } : { kind: 'CUSTOMER', userId: scope.userId };

/** Tells both sides that the order's parts moved on (the live stream, the lists). */
async function announce(trx: Trx, award: Award, payload: Record<string, unknown>): Promise<void> {
  await trx
    .insertInto('event_outbox')
    .values({
      topic: 'order.progress',
      rfq_id: award.order.id,
      match_id: award.match.id,
      company_ids: [award.order.customerId, award.match.facilityId],
      payload,
    })
    .execute();
}

const refuseOnHold = (award: Award) => {
  if (award.order.status === 'ON_HOLD') throw conflict('The order is on hold; resume it first');
};

/** A move by hand (MANUAL_PROGRESS of the graphs' data): the graph decides which are arrows and which need a reason. */
export async function moveByHand(db: Db, scope: FacilityScope, orderId: number, to: RfqStatus, reason?: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const award = await lockedAward(trx, orderId, scope);
    await advance(trx, award, to, facilityActor(scope), { reason: reason?.trim() });
  });
}

export async function hold(db: Db, scope: FacilityScope, orderId: number, reason: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const award = await lockedAward(trx, orderId, scope);
    if (award.order.status === 'ON_HOLD') throw conflict('The order is already on hold');
    await advance(trx, award, 'ON_HOLD', facilityActor(scope), { reason: reason.trim() });
  });
}

/** Returns a held order, and its match, each to the state it left. */
export async function resume(db: Db, scope: FacilityScope, orderId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const award = await lockedAward(trx, orderId, scope);
    if (award.order.status !== 'ON_HOLD' || !award.order.resumeStatus) throw conflict('The order is not on hold');
    const actor = facilityActor(scope);
    await moveOrder(trx, award.order, award.order.resumeStatus, actor, { guards: { RESUMES: true } });
    if (award.match.status === 'ON_HOLD' && award.match.resumeStatus) {
      await moveMatch(trx, award.match, award.match.resumeStatus, actor, { guards: { RESUMES: true } });
    }
  });
}

export interface InspectionInput {
  rfqFileId: number;
  passedQuantity: number;
  failedQuantity: number;
  ncrRequested?: boolean;
  note?: string;
  photoFileIds?: number[];
}

/**
 * Records an inspection of a part: pieces passed and failed, a note, photos and whether the
 * failure needs a non-conformance report. Failed pieces are scrapped (they are to be made again,
 * so the part's not-scheduled quantity rises by them), unless they are marked for a report: then
 * they are held, neither passed nor scrapped, until the report settles them. The first
 * inspection sends the order to quality control. Given a transaction (a work plan's inspect
 * step), it records in it.
 */
export async function recordInspection(db: Db, scope: FacilityScope, orderId: number, input: InspectionInput): Promise<number> {
  const inspected = input.passedQuantity + input.failedQuantity;
  if (inspected === 0) throw badRequest('Inspect at least one piece', 'body.passedQuantity');
  if (input.ncrRequested && input.failedQuantity === 0) {
    throw badRequest('Only failed pieces can be marked for a non-conformance report', 'body.ncrRequested');
  }
  return inTransaction(db, async (trx) => {
    const award = await lockedAward(trx, orderId, scope);
    refuseOnHold(award);
    if (!MAKING_STATES.includes(award.order.status)) {
      throw conflict('Nothing of this order is being made yet: start a job holding its parts, or move it to manufacturing');
    }
    const part = (await partProgress(trx, orderId, { lock: true })).find((p) => p.rfqFileId === input.rfqFileId);
    if (!part) throw badRequest(`No part ${input.rfqFileId} in order ${orderId}`, 'body.rfqFileId');
    if (inspected > part.toInspect) {
      throw conflict(`Only ${part.toInspect} of ${part.fileName} wait for inspection (${inspected} given)`, {
        field: 'body.passedQuantity',
        toInspect: part.toInspect,
      });
    }
    const photos = input.photoFileIds ?? [];
    if (photos.length) {
      const own = await trx
        .selectFrom('files')
        .select('id')
        .where('id', 'in', photos)
        .where('company_id', '=', scope.facilityId)
        .execute();
      const missing = photos.findIndex((id) => !own.some((f) => f.id === id));
      if (missing >= 0) throw badRequest(`File ${photos[missing]} not found`, `body.photoFileIds.${missing}`);
    }
    const { id } = await trx
      .insertInto('inspections')
      .values({
        rfq_file_id: part.rfqFileId,
        facility_id: scope.facilityId,
        inspected_by: scope.userId,
        passed_quantity: input.passedQuantity,
        failed_quantity: input.failedQuantity,
        ncr_requested: input.ncrRequested ?? false,
        note: input.note?.trim() ?? '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (photos.length) {
      await trx
        .insertInto('inspection_photos')
        .values(photos.map((fileId, position) => ({ inspection_id: id, file_id: fileId, position })))
        .execute();
    }
    await trx
      .updateTable('rfq_files')
      .set((eb) => ({
        passed_quantity: eb('passed_quantity', '+', input.passedQuantity),
        ...(input.ncrRequested
          ? { held_quantity: eb('held_quantity', '+', input.failedQuantity) }
          : { scrapped_quantity: eb('scrapped_quantity', '+', input.failedQuantity) }),
      }))
      .where('id', '=', part.rfqFileId)
      .execute();
    // The first inspection sends the order to quality control, where its graph lets the facility.
    if (findTransition(ORDER_TRANSITIONS, award.order.status, 'IN_QUALITYCONTROL', 'FACILITY')) {
      await advance(trx, award, 'IN_QUALITYCONTROL', facilityActor(scope));
    }
    await announce(trx, award, { inspectionId: id });
    return id;
  });
}

export interface ShipmentInput {
  lines: { rfqFileId: number; quantity: number }[];
  packages: { weightGrams: number; lengthMm: number; widthMm: number; heightMm: number }[];
  carrier: string;
  service?: string;
  trackingNumber: string;
  shipDate: number;
}

/** The order's next state when a shipment leaves; the same state when it is already on its way. */
function shippedState(award: Award): RfqStatus {
  return award.order.internal ? 'INTERNAL_SHIPPED' : 'SHIPPED';
}

/**
 * Ships quantities of one or more parts of the order: never more than passed inspection and is
 * not shipped yet. Each part's count rises by a conditional update, so of two people shipping
 * the last pieces at once one wins and the other is told what is left (409).
 */
export async function ship(db: Db, scope: FacilityScope, orderId: number, input: ShipmentInput): Promise<number> {
  const ids = input.lines.map((l) => l.rfqFileId);
  const twice = ids.findIndex((id, i) => ids.indexOf(id) !== i);
  if (twice >= 0) throw badRequest(`Part ${ids[twice]} is listed twice`, `body.lines.${twice}.rfqFileId`);
  return db.transaction().execute(async (trx) => {
    const award = await lockedAward(trx, orderId, scope);
    refuseOnHold(award);
    const from = award.order.status;
    if (!['IN_QUALITYCONTROL', 'SHIPPED', 'INTERNAL_SHIPPED', 'DELIVERED', 'INTERNAL_DELIVERED'].includes(from)) {
      throw conflict('Only pieces that passed inspection can ship');
    }
    const parts = await trx.selectFrom('rfq_files').select(['id', 'original_file_name']).where('rfq_id', '=', orderId).execute();
    for (const [i, line] of input.lines.entries()) {
      const part = parts.find((p) => p.id === line.rfqFileId);
      if (!part) throw badRequest(`No part ${line.rfqFileId} in order ${orderId}`, `body.lines.${i}.rfqFileId`);
      const taken = await trx
        .updateTable('rfq_files')
        .set((eb) => ({ shipped_quantity: eb('shipped_quantity', '+', line.quantity) }))
        .where('id', '=', line.rfqFileId)
        .where(sql<boolean>`shipped_quantity + ${line.quantity} <= passed_quantity`)
        .returning('id')
        .executeTakeFirst();
      if (!taken) {
        const left = await trx
          .selectFrom('rfq_files')
          .select(sql<number>`passed_quantity - shipped_quantity`.as('n'))
          .where('id', '=', line.rfqFileId)
          .executeTakeFirstOrThrow();
        const held = await heldBy(trx, line.rfqFileId);
        throw conflict(
          `Only ${left.n} of ${part.original_file_name} passed inspection and are not shipped yet (${line.quantity} given)` +
            held.map((ncr) => `; ${ncr.pieces} ${ncr.pieces === 1 ? 'is' : 'are'} held by ${ncr.number}`).join(''),
          { field: `body.lines.${i}.quantity`, toShip: left.n, heldBy: held.map((ncr) => ncr.number) },
        );
      }
    }
    const { id } = await trx
      .insertInto('shipments')
      .values({
        rfq_id: orderId,
        facility_id: scope.facilityId,
        created_by: scope.userId,
        carrier: input.carrier.trim(),
        service: input.service?.trim() ?? '',
        tracking_number: input.trackingNumber.trim(),
        ship_date: new Date(input.shipDate),
        delivery_address_id: award.order.deliveryAddressId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('shipment_lines')
      .values(input.lines.map((l) => ({ shipment_id: id, rfq_file_id: l.rfqFileId, quantity: l.quantity })))
      .execute();
    if (input.packages.length) {
      await trx
        .insertInto('shipment_packages')
        .values(
          input.packages.map((p, position) => ({
            shipment_id: id,
            position,
            weight_grams: p.weightGrams,
            length_mm: p.lengthMm,
            width_mm: p.widthMm,
            height_mm: p.heightMm,
          })),
        )
        .execute();
    }
    const to = shippedState(award);
    if (from !== to) {
      await advance(trx, award, to, facilityActor(scope), {
        guards: { EXTERNAL_ORDER: !award.order.internal, INTERNAL_ORDER: award.order.internal },
      });
    }
    await trx
      .insertInto('event_outbox')
      .values({
        topic: 'shipment.shipped',
        rfq_id: orderId,
        match_id: award.match.id,
        company_ids: [award.order.customerId, award.match.facilityId],
        payload: { shipmentId: id, carrier: input.carrier.trim(), trackingNumber: input.trackingNumber.trim() },
      })
      .execute();
    return id;
  });
}

/** Whether the facility takes payment through the platform (its PAYMENT_OPTIONS flag). */
async function takesPayment(trx: Trx, facilityId: number): Promise<boolean> {
  const record = await trx
    .selectFrom('config_records')
    .select('config_value')
    .where('config_type', '=', 'PAYMENT_OPTIONS')
    .where('element_type', '=', 'SERVICE_PROVIDER')
    .where('element_id', '=', String(facilityId))
    .where('active', '=', true)
    .executeTakeFirst();
  return record !== undefined && parseConfigValue(record.config_value)[FEATURE_FLAGS.PAYMENT_OPTIONS] === true;
}

/**
 * The customer confirms a shipment arrived (or the facility on the customer's word). The order
 * is DELIVERED once nothing else is on its way, and when every ordered piece has arrived it is
 * COMPLETED — its match too, or PAYMENT_WAITING where the facility takes payment through the platform.
 */
export async function confirmDelivery(db: Db, scope: PartyScope, shipmentId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const found = await trx.selectFrom('shipments').select('rfq_id').where('id', '=', shipmentId).executeTakeFirst();
    if (!found) throw notFound(`Shipment ${shipmentId} not found`);
    const award = await lockedAward(trx, found.rfq_id, scope).catch(() => {
      throw notFound(`Shipment ${shipmentId} not found`);
    });
    refuseOnHold(award);
    const confirmed = await trx
      .updateTable('shipments')
      .set({ status: 'DELIVERED', delivered_at: new Date(), delivered_by: scope.userId })
      .where('id', '=', shipmentId)
      .where('status', '=', 'SHIPPED')
      .returning('id')
      .executeTakeFirst();
    if (!confirmed) throw conflict('This shipment’s delivery is already confirmed');
    await sql`update rfq_files f set delivered_quantity = f.delivered_quantity + l.quantity
      from shipment_lines l where l.shipment_id = ${shipmentId} and l.rfq_file_id = f.id`.execute(trx);
    const inTransit = await trx
      .selectFrom('shipments')
      .select('id')
      .where('rfq_id', '=', award.order.id)
      .where('status', '=', 'SHIPPED')
      .executeTakeFirst();
    const delivered = award.order.internal ? 'INTERNAL_DELIVERED' : 'DELIVERED';
    if (!inTransit) await moveOrder(trx, award.order, delivered, actorOf(scope), { guards: { NONE_IN_TRANSIT: true } });
    const short = await trx
      .selectFrom('rfq_files')
      .select('id')
      .where('rfq_id', '=', award.order.id)
      .where(sql<boolean>`delivered_quantity < quantity`)
      .executeTakeFirst();
    if (!inTransit && !short) {
      await moveOrder(trx, award.order, award.order.internal ? 'INTERNAL_COMPLETED' : 'COMPLETED', SYSTEM, {
        guards: { ALL_DELIVERED: true },
      });
      if (award.order.internal) {
        await moveMatch(trx, award.match, 'INTERNAL_COMPLETED', SYSTEM, { guards: { ALL_DELIVERED: true } });
      } else {
        const due = await takesPayment(trx, award.match.facilityId);
        await moveMatch(trx, award.match, due ? 'PAYMENT_WAITING' : 'COMPLETED', SYSTEM, {
          guards: { PAYMENT_DUE: due, NO_PAYMENT_DUE: !due },
        });
      }
    }
    await announce(trx, award, { shipmentId, delivered: true });
  });
}

/** The facility records the customer's payment of a delivered order: its match is complete. */
export async function recordPayment(db: Db, scope: FacilityScope, orderId: number, reference: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const award = await lockedAward(trx, orderId, scope);
    if (award.match.status !== 'PAYMENT_WAITING') throw conflict('No payment is awaited on this order');
    await moveMatch(trx, award.match, 'COMPLETED', facilityActor(scope));
    await trx
      .updateTable('matches')
      .set({ paid_at: new Date(), payment_reference: reference.trim() })
      .where('id', '=', award.match.id)
      .execute();
  });
}

/**
 * The customer archives an order that is over (completed or withdrawn), or restores it to the
 * state it left; the active lists leave archived orders out.
 */
export async function archiveOrder(db: Db, scope: { userId: number; companyId: number }, orderId: number, restore: boolean) {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('rfqs')
      .select(['id', 'status', 'resume_status'])
      .where('id', '=', orderId)
      .where('customer_id', '=', scope.companyId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound(`Order ${orderId} not found`);
    const actor: Actor = { kind: 'CUSTOMER', userId: scope.userId };
    if (!restore) return moveOrder(trx, row, 'ARCHIVED', actor);
    if (row.status !== 'ARCHIVED' || !row.resume_status) throw conflict('The order is not archived');
    return moveOrder(trx, row, row.resume_status, actor, { guards: { RESUMES: true } });
  });
}

/** The facility archives its match of an order that is over for it (done, lost, declined), or restores it. */
export async function archiveMatch(db: Db, scope: FacilityScope, matchId: number, restore: boolean) {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('matches')
      .select(['id', 'rfq_id as rfqId', 'facility_id as facilityId', 'status', 'resume_status'])
      .where('id', '=', matchId)
      .where('facility_id', '=', scope.facilityId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound(`Offer ${matchId} not found`);
    if (!restore) return moveMatch(trx, row, 'ARCHIVED', facilityActor(scope));
    if (row.status !== 'ARCHIVED' || !row.resume_status) throw conflict('The offer is not archived');
    return moveMatch(trx, row, row.resume_status, facilityActor(scope), { guards: { RESUMES: true } });
  });
}
