/**
 * The one place an order or a match changes state (docs/state-graphs.md): the move
 * must be an arrow of its graph (shared/src/contracts/order-states.ts), made by the actor the
 * arrow names, with its guard holding; it is a conditional update (a record someone moved
 * meanwhile is refused, never overwritten), and the order event and the outbox row are written
 * in the same transaction.
 */
import {
  findTransition,
  MATCH_TRANSITIONS,
  ORDER_TRANSITIONS,
  TRANSITION_GUARDS,
  type MatchStatus,
  type RfqStatus,
  type Transition,
  type TransitionActor,
  type TransitionGuard,
} from 'shared/contracts';
import { sql } from 'kysely';
import { badRequest, conflict, forbidden } from '../http/errors.js';
import type { Trx } from '../db/database.js';

/** Who moves the record: a person of the customer or of the facility (with their user id), or the platform. */
export type Actor = { kind: 'CUSTOMER' | 'FACILITY'; userId: number } | { kind: 'SYSTEM' };
export const SYSTEM: Actor = { kind: 'SYSTEM' };

export interface MoveOptions {
  /** Whether each guard the arrows may name holds now; the mover works them out from the record. */
  guards?: Partial<Record<TransitionGuard, boolean>>;
  /** Why (a decline's reason, a rejection's note): kept in the event. */
  reason?: string;
}

/** States a record leaves for a while: it remembers the one it left, and returns only there. */
const PARKED = ['ON_HOLD', 'ARCHIVED'];
const resumeStatus = (from: string, to: string) => (PARKED.includes(to) ? from : null);

const ACTOR_NAMES: Record<TransitionActor, string> = {
  CUSTOMER: 'the customer',
  FACILITY: 'the facility',
  SYSTEM: 'the platform',
};

/**
 * The arrow from → to, or the refusal a caller reads: not an arrow, or one whose guard the mover
 * did not work out (409), someone else's (403), its guard not holding (409).
 */
export function checkMove<S extends string>(
  graph: readonly Transition<S>[],
  what: 'order' | 'match',
  from: S,
  to: S,
  actor: Actor,
  guards: MoveOptions['guards'] = {},
  reason?: string,
): Transition<S> {
  const found = findTransition(graph, from, to, actor.kind);
  // A guard the mover did not work out names an arrow this request does not make: asked to move a
  // held order on by hand, or to confirm a held offer, the graph finds the arrow that resumes it,
  // which only the resume request takes (it works RESUMES out). For this request there is no arrow.
  if (!found || (found.guard && guards[found.guard] === undefined))
    throw conflict(`An ${what === 'order' ? 'order' : 'offer'} in state ${from} cannot become ${to}`);
  if (found.by !== actor.kind)
    throw forbidden(`Only ${ACTOR_NAMES[found.by]} may make ${what === 'order' ? 'an order' : 'an offer'} ${to}`);
  if (found.guard && !guards[found.guard]) throw conflict(TRANSITION_GUARDS[found.guard].refused);
  if (found.reasonRequired && !reason?.trim())
    throw badRequest(`Say why the ${what === 'order' ? 'order' : 'offer'} becomes ${to}`, 'body.reason');
  return found;
}

const movedMeanwhile = () => conflict('Someone else changed this order meanwhile; reload it to see the change');

/** The companies that see an order's news: its customer and every facility it went to. */
async function orderAudience(trx: Trx, rfqId: number): Promise<number[]> {
  const row = await trx
    .selectFrom('rfqs as r')
    .select([
      'r.customer_id',
      sql<
        number[]
      >`coalesce((select json_agg(m.facility_id order by m.facility_id) from matches m where m.rfq_id = r.id), '[]'::json)`.as(
        'facilities',
      ),
    ])
    .where('r.id', '=', rfqId)
    .executeTakeFirstOrThrow();
  return [row.customer_id, ...row.facilities];
}

async function record(
  trx: Trx,
  event: { rfqId: number; matchId: number | null; from: string; to: string; actor: Actor; reason?: string },
  audience: number[],
): Promise<void> {
  await trx
    .insertInto('order_events')
    .values({
      rfq_id: event.rfqId,
      match_id: event.matchId,
      from_status: event.from,
      to_status: event.to,
      actor: event.actor.kind,
      actor_user_id: event.actor.kind === 'SYSTEM' ? null : event.actor.userId,
      reason: event.reason ?? null,
    })
    .execute();
  await trx
    .insertInto('event_outbox')
    .values({
      topic: event.matchId === null ? 'order.status' : 'match.status',
      rfq_id: event.rfqId,
      match_id: event.matchId,
      company_ids: audience,
      payload: { from: event.from, to: event.to, actor: event.actor.kind },
    })
    .execute();
}

/** Moves an order from `from` (what the caller read) to `to`. */
export async function moveOrder(
  trx: Trx,
  order: { id: number; status: RfqStatus },
  to: RfqStatus,
  actor: Actor,
  options: MoveOptions = {},
): Promise<void> {
  checkMove(ORDER_TRANSITIONS, 'order', order.status, to, actor, options.guards, options.reason);
  const moved = await trx
    .updateTable('rfqs')
    .set({ status: to, resume_status: resumeStatus(order.status, to) as RfqStatus | null, updated_at: new Date() })
    .where('id', '=', order.id)
    .where('status', '=', order.status)
    .executeTakeFirst();
  if (moved.numUpdatedRows === 0n) throw movedMeanwhile();
  await record(
    trx,
    { rfqId: order.id, matchId: null, from: order.status, to, actor, reason: options.reason },
    await orderAudience(trx, order.id),
  );
  order.status = to;
}

/** Moves a facility's match from `from` (what the caller read) to `to`. */
export async function moveMatch(
  trx: Trx,
  match: { id: number; rfqId: number; facilityId: number; status: MatchStatus },
  to: MatchStatus,
  actor: Actor,
  options: MoveOptions = {},
): Promise<void> {
  checkMove(MATCH_TRANSITIONS, 'match', match.status, to, actor, options.guards, options.reason);
  const moved = await trx
    .updateTable('matches')
    .set({ status: to, resume_status: resumeStatus(match.status, to) as MatchStatus | null, updated_at: new Date() })
    .where('id', '=', match.id)
    .where('status', '=', match.status)
    .executeTakeFirst();
  if (moved.numUpdatedRows === 0n) throw movedMeanwhile();
  const { customer_id } = await trx
    .selectFrom('rfqs')
    .select('customer_id')
    .where('id', '=', match.rfqId)
    .executeTakeFirstOrThrow();
  await record(trx, { rfqId: match.rfqId, matchId: match.id, from: match.status, to, actor, reason: options.reason }, [
    customer_id,
    match.facilityId,
  ]);
  match.status = to;
}
