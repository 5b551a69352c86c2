/**
 * A facility's match on an order: its NDA, its decline, its bid, the customer's
 * answer to them, and the award the facility confirms or declines. Each step is a move of
 * transitions.ts, in one transaction with what it changes.
 */
import { ACCEPTED_ORDER, AWAITING_FACILITY, MATCH_TRANSITIONS, type MatchStatus } from 'shared/contracts';
import type { Db, Trx } from '../db/database.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { bidTotals, type BidLineInput } from './bid-totals.js';
import type { CustomerScope } from './service.js';
import { seesItar, type OrderViewer } from './queries.js';
import { moveMatch, moveOrder, SYSTEM, type Actor } from './transitions.js';
import { forgetPartsAwarded } from '../parts/index.js';
import { takeBackPlans } from '../workplans/index.js';
import { recordAward } from './lifecycle.js';
import { checkPriorityLabel } from '../catalog/index.js';
import { replaceTags } from '../tags/index.js';

/** A person of a facility, acting on its matches. */
export interface FacilityScope {
  userId: number;
  facilityId: number;
  /** Holds ITAR_ADMIN: may act on export-controlled orders. */
  itarCleared: boolean;
}

const facility = (scope: FacilityScope): Actor => ({ kind: 'FACILITY', userId: scope.userId });
const customer = (scope: CustomerScope): Actor => ({ kind: 'CUSTOMER', userId: scope.userId });

/**
 * The match with its order, both locked, when `who` may act on it; a match of someone else's is
 * not found. The order is locked first, then the match, by every action: two acceptances of
 * different bids on one order queue on the order instead of each holding a match the other needs.
 */
async function lockedMatch(trx: Trx, id: number, who: OrderViewer) {
  let owned = trx.selectFrom('matches as m').innerJoin('rfqs as r', 'r.id', 'm.rfq_id').select('m.rfq_id').where('m.id', '=', id);
  owned =
    'facilityId' in who ? owned.where('m.facility_id', '=', who.facilityId) : owned.where('r.customer_id', '=', who.companyId);
  if (!seesItar(who)) owned = owned.where('r.itar', '=', false);
  const found = await owned.executeTakeFirst();
  if (!found) throw notFound(`Offer ${id} not found`);
  const order = await trx
    .selectFrom('rfqs')
    .select(['status', 'customer_id', 'quote_due_date', 'currency'])
    .where('id', '=', found.rfq_id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const match = await trx
    .selectFrom('matches')
    .select(['id', 'rfq_id', 'facility_id', 'status'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return {
    id: match.id,
    rfqId: match.rfq_id,
    facilityId: match.facility_id,
    status: match.status,
    orderStatus: order.status,
    customerId: order.customer_id,
    quoteDueDate: order.quote_due_date,
    currency: order.currency,
  };
}

/** The facility sends the NDA it signed (a file it uploaded); the customer then reviews it. */
export async function sendSignedNda(db: Db, scope: FacilityScope, matchId: number, fileId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const match = await lockedMatch(trx, matchId, scope);
    const file = await trx
      .selectFrom('files')
      .select('id')
      .where('id', '=', fileId)
      .where('company_id', '=', scope.facilityId)
      .executeTakeFirst();
    if (!file) throw badRequest(`File ${fileId} not found`, 'body.fileId');
    await moveMatch(trx, match, 'NDA_VERIFICATION_PENDING', facility(scope));
    await trx.updateTable('matches').set({ nda_file_id: fileId }).where('id', '=', matchId).execute();
  });
}

/** The customer approves the facility's signed NDA (it may then see the files and bid) or rejects it. */
export async function reviewNda(
  db: Db,
  scope: CustomerScope,
  matchId: number,
  approved: boolean,
  reason: string | undefined,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const match = await lockedMatch(trx, matchId, scope);
    if (!approved) {
      await moveMatch(trx, match, 'NDA_REJECTED', customer(scope), { reason });
      return;
    }
    await moveMatch(trx, match, 'NDA_APPROVED', customer(scope), { reason });
    await moveMatch(trx, match, 'APPROVED', SYSTEM);
    await moveMatch(trx, match, 'BID_WAITING', SYSTEM);
  });
}

/** The facility declines to quote, saying why. */
export async function declineToQuote(db: Db, scope: FacilityScope, matchId: number, reason: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const match = await lockedMatch(trx, matchId, scope);
    if (!reason.trim()) throw badRequest('Please say why you decline to quote', 'body.reason');
    await moveMatch(trx, match, 'SP_RFQ_REJECTED', facility(scope), { reason: reason.trim() });
  });
}

export interface BidInput {
  currency: string;
  lines: BidLineInput[];
  discountMinor: number;
  taxRateBasisPoints: number;
  leadTimeDays: number;
  deliveryDate: number;
  validUntil: number;
  notes: string;
  attachmentFileIds?: number[];
  revision?: number;
}

/** Every part of the order once, at the quantity ordered; the other lines as the facility adds them. */
async function checkLines(trx: Trx, rfqId: number, lines: BidLineInput[]): Promise<void> {
  const parts = await trx.selectFrom('rfq_files').select(['id', 'quantity']).where('rfq_id', '=', rfqId).orderBy('id').execute();
  lines.forEach((line, index) => {
    if (line.kind !== 'PART') return;
    const part = parts.find((p) => p.id === line.rfqFileId);
    if (!part) throw badRequest(`Part ${line.rfqFileId ?? '(none)'} is not one of this order’s`, `body.lines.${index}.rfqFileId`);
    if (line.quantity !== part.quantity) {
      throw badRequest(`The order asks for ${part.quantity} of this part`, `body.lines.${index}.quantity`);
    }
  });
  const unpriced = parts.find((part) => lines.filter((l) => l.kind === 'PART' && l.rfqFileId === part.id).length !== 1);
  if (unpriced) throw badRequest(`Price part ${unpriced.id} of the order once`, 'body.lines');
}

/**
 * The facility's bid: submitted while it waits for one, revised while it is open; refused once
 * the quote due date has passed, or when the order no longer takes bids. The totals are the
 * server's own.
 */
export async function submitBid(db: Db, scope: FacilityScope, matchId: number, input: BidInput, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const match = await lockedMatch(trx, matchId, scope);
    if (input.currency !== match.currency) {
      throw badRequest(`The order is in ${match.currency}: bid in that currency`, 'body.currency');
    }
    if (input.validUntil <= now) throw badRequest('The bid must be valid for some time yet', 'body.validUntil');
    if (input.deliveryDate <= now) throw badRequest('The delivery date must be in the future', 'body.deliveryDate');
    await checkLines(trx, match.rfqId, input.lines);
    const current = await trx.selectFrom('bids').select('revision').where('match_id', '=', matchId).executeTakeFirst();
    if (input.revision !== undefined && input.revision !== (current?.revision ?? 0)) {
      throw conflict('Someone else changed this bid after you opened it; reload it to see their changes', {
        field: 'body.revision',
      });
    }
    const attachments = input.attachmentFileIds ?? [];
    if (attachments.length) {
      const own = await trx
        .selectFrom('files')
        .select('id')
        .where('id', 'in', attachments)
        .where('company_id', '=', scope.facilityId)
        .execute();
      const missing = attachments.findIndex((id) => !own.some((file) => file.id === id));
      if (missing >= 0) throw badRequest(`File ${attachments[missing]} not found`, `body.attachmentFileIds.${missing}`);
    }
    const totals = bidTotals(input.lines, input.discountMinor, input.taxRateBasisPoints);
    const beforeDue = match.quoteDueDate === null || now < match.quoteDueDate.getTime();
    if (match.status === 'BID_SUBMITTED') {
      // A revision: not a move, but only while the order takes bids and before the due date.
      if (match.orderStatus !== 'DISTRIBUTED') throw conflict('The order no longer takes bids');
      if (!beforeDue) throw conflict('The quote due date has passed');
    } else {
      if (match.orderStatus !== 'DISTRIBUTED') throw conflict('The order no longer takes bids');
      await moveMatch(trx, match, 'BID_SUBMITTED', facility(scope), { guards: { BEFORE_QUOTE_DUE: beforeDue } });
    }
    const values = {
      currency: input.currency,
      lead_time_days: input.leadTimeDays,
      delivery_date: new Date(input.deliveryDate),
      valid_until: new Date(input.validUntil),
      notes: input.notes,
      discount_minor: totals.discountMinor,
      tax_rate_basis_points: input.taxRateBasisPoints,
      subtotal_minor: totals.subtotalMinor,
      tax_minor: totals.taxMinor,
      total_minor: totals.totalMinor,
    };
    const bid = await trx
      .insertInto('bids')
      .values({ match_id: matchId, ...values })
      .onConflict((oc) =>
        oc.column('match_id').doUpdateSet((eb) => ({ ...values, revision: eb('bids.revision', '+', 1), updated_at: new Date() })),
      )
      .returning(['id', 'revision'])
      .executeTakeFirstOrThrow();
    await trx.deleteFrom('bid_files').where('bid_id', '=', bid.id).execute();
    if (attachments.length) {
      await trx
        .insertInto('bid_files')
        .values(attachments.map((fileId, position) => ({ bid_id: bid.id, file_id: fileId, position })))
        .execute();
    }
    await trx.deleteFrom('bid_lines').where('bid_id', '=', bid.id).execute();
    await trx
      .insertInto('bid_lines')
      .values(
        totals.lines.map((line, position) => ({
          bid_id: bid.id,
          position,
          kind: line.kind,
          rfq_file_id: line.kind === 'PART' ? (line.rfqFileId ?? null) : null,
          description: line.description ?? '',
          quantity: line.quantity,
          unit_price_minor: line.unitPriceMinor,
          amount_minor: line.amountMinor,
        })),
      )
      .execute();
    if (bid.revision > 1) {
      await trx
        .insertInto('event_outbox')
        .values({
          topic: 'bid.revised',
          rfq_id: match.rfqId,
          match_id: matchId,
          company_ids: [match.customerId, match.facilityId],
          payload: { revision: bid.revision },
        })
        .execute();
    }
  });
}

/**
 * The customer accepts one bid: the order is BID_ACCEPTED, the match BID_APPROVED and the
 * facility awarded; the other bids are lost. Of two acceptances at one moment the second finds
 * the order moved (or the one-award index taken) and gets 409.
 */
export async function acceptBid(db: Db, scope: CustomerScope, matchId: number, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const match = await lockedMatch(trx, matchId, scope);
    // The second of two acceptances finds the first's: say so rather than name the states.
    if (ACCEPTED_ORDER.includes(match.orderStatus)) {
      throw conflict('Another bid on this order was accepted first; reload the order to see it');
    }
    const bid = await trx.selectFrom('bids').select('valid_until').where('match_id', '=', matchId).executeTakeFirst();
    const valid = bid !== undefined && now <= bid.valid_until.getTime();
    const order = { id: match.rfqId, status: match.orderStatus };
    await moveOrder(trx, order, 'BID_ACCEPTED', customer(scope), { guards: { BID_VALID: valid } });
    await moveMatch(trx, match, 'BID_APPROVED', customer(scope), { guards: { BID_VALID: valid } });
    await recordAward(trx, match.rfqId, match.facilityId);
    const others = await trx
      .selectFrom('matches')
      .select(['id', 'rfq_id as rfqId', 'facility_id as facilityId', 'status'])
      .where('rfq_id', '=', match.rfqId)
      .where('id', '<>', matchId)
      .where('status', 'in', ['BID_SUBMITTED', ...AWAITING_FACILITY])
      .forUpdate()
      .execute();
    for (const other of others) await moveMatch(trx, other, 'BID_LOST', SYSTEM);
  });
}

/** The customer turns a bid down (the facility may not revise it any more). */
export async function rejectBid(db: Db, scope: CustomerScope, matchId: number, reason: string | undefined): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const match = await lockedMatch(trx, matchId, scope);
    await moveMatch(trx, match, 'BID_REJECTED', customer(scope), { reason });
  });
}

/** The awarded facility confirms: the agreement is done and its parts can be scheduled. */
export async function confirmAward(db: Db, scope: FacilityScope, matchId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const match = await lockedMatch(trx, matchId, scope);
    await moveMatch(trx, match, 'SP_BID_ACCEPTED', facility(scope));
    await moveOrder(trx, { id: match.rfqId, status: match.orderStatus }, 'AGREEMENT_DONE', facility(scope));
  });
}

/** The awarded facility declines after all: the order is open to the other bids again. */
export async function declineAward(db: Db, scope: FacilityScope, matchId: number, reason: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const match = await lockedMatch(trx, matchId, scope);
    if (!reason.trim()) throw badRequest('Please say why you decline the order', 'body.reason');
    await moveMatch(trx, match, 'SP_BID_REJECTED', facility(scope), { reason: reason.trim() });
    await moveOrder(trx, { id: match.rfqId, status: match.orderStatus }, 'DISTRIBUTED', SYSTEM, {
      guards: { WINNER_DECLINED: true },
    });
    await trx.updateTable('rfqs').set({ awarded_facility_id: null }).where('id', '=', match.rfqId).execute();
    await forgetPartsAwarded(trx, match.rfqId, match.facilityId);
    await takeBackPlans(trx, match.rfqId, match.facilityId);
    const lost = await trx
      .selectFrom('matches as m')
      .select([
        'm.id',
        'm.rfq_id as rfqId',
        'm.facility_id as facilityId',
        'm.status',
        // Where each lost match was when another won: quoted, or still waiting to.
        (eb) =>
          eb
            .selectFrom('order_events as e')
            .select('e.from_status')
            .whereRef('e.match_id', '=', 'm.id')
            .where('e.to_status', '=', 'BID_LOST')
            .orderBy('e.id', 'desc')
            .limit(1)
            .as('before'),
      ])
      .where('m.rfq_id', '=', match.rfqId)
      .where('m.status', '=', 'BID_LOST')
      .forUpdate()
      .execute();
    for (const { before, ...other } of lost) {
      const back = (before ?? 'BID_SUBMITTED') as MatchStatus;
      await moveMatch(trx, other, back, SYSTEM, { guards: { WINNER_DECLINED: true } });
    }
  });
}

/** Who at the facility handles the order: one of its people, or nobody. */
export async function assignMatch(db: Db, scope: FacilityScope, matchId: number, userId: number | null): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockedMatch(trx, matchId, scope);
    if (userId !== null) {
      const colleague = await trx
        .selectFrom('users')
        .select('id')
        .where('id', '=', userId)
        .where('service_provider_id', '=', scope.facilityId)
        .executeTakeFirst();
      if (!colleague) throw badRequest(`User ${userId} is not one of this facility’s people`, 'body.userId');
    }
    await trx
      .updateTable('matches')
      .set({ assigned_user_id: userId, updated_at: new Date() })
      .where('id', '=', matchId)
      .execute();
  });
}

/** The facility's priority label and tags on its offer. */
export async function labelMatch(
  db: Db,
  scope: FacilityScope,
  matchId: number,
  marks: { priorityLabelId: number | null; tagIds: number[] },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockedMatch(trx, matchId, scope);
    await checkPriorityLabel(trx, scope.facilityId, marks.priorityLabelId, 'body.priorityLabelId');
    await replaceTags(trx, scope.facilityId, 'ORDER', matchId, marks.tagIds, 'body.tagIds');
    await trx
      .updateTable('matches')
      .set({ priority_label_id: marks.priorityLabelId, updated_at: new Date() })
      .where('id', '=', matchId)
      .execute();
    // The facility's other open pages show the marks at once; the customer is not told.
    await trx
      .insertInto('event_outbox')
      .values({ topic: 'match.marked', rfq_id: null, match_id: matchId, company_ids: [scope.facilityId], payload: { matchId } })
      .execute();
  });
}

/** The match states that time out at the quote due date: those the graph times out. */
const AWAITING_QUOTE = MATCH_TRANSITIONS.filter((t) => t.to === 'TIMED_OUT' && t.by === 'SYSTEM').map((t) => t.from);

/**
 * Offers still awaiting a facility when their order's quote due date has passed become
 * TIMED_OUT (the platform's move). Order by order, each in its own transaction, skipping an
 * order someone is changing right now (the next sweep takes it); the number of offers timed out.
 */
export async function timeOutOverdue(db: Db, now: number): Promise<number> {
  const overdue = await db
    .selectFrom('rfqs as r')
    .select('r.id')
    .where('r.quote_due_date', '<', new Date(now))
    .where((eb) =>
      eb.exists(
        eb.selectFrom('matches as m').select('m.id').whereRef('m.rfq_id', '=', 'r.id').where('m.status', 'in', AWAITING_QUOTE),
      ),
    )
    .orderBy('r.id')
    .limit(100)
    .execute();
  let timedOut = 0;
  for (const { id } of overdue) {
    timedOut += await db.transaction().execute(async (trx) => {
      const order = await trx.selectFrom('rfqs').select('id').where('id', '=', id).forUpdate().skipLocked().executeTakeFirst();
      if (!order) return 0;
      const waiting = await trx
        .selectFrom('matches')
        .select(['id', 'rfq_id as rfqId', 'facility_id as facilityId', 'status'])
        .where('rfq_id', '=', id)
        .where('status', 'in', AWAITING_QUOTE)
        .forUpdate()
        .execute();
      for (const match of waiting) await moveMatch(trx, match, 'TIMED_OUT', SYSTEM, { guards: { QUOTE_DUE_PASSED: true } });
      return waiting.length;
    });
  }
  return timedOut;
}
