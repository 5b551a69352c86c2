/**
 * The one place a quality record changes state: the move must be an arrow of its graph
 * (shared/src/contracts/quality.ts), made by the side the arrow names, with its condition
 * holding. It is a conditional update — a record someone moved meanwhile is refused, never
 * overwritten — and the audit row and the outbox row (live updates, webhooks) are written in the
 * same transaction.
 */
import { findTransition, QUALITY_GUARDS, type QualityGuard, type Transition, type TransitionActor } from 'shared/contracts';
import { recordAudit } from '../audit/index.js';
import type { Trx } from '../db/database.js';
import { badRequest, conflict, forbidden } from '../http/errors.js';

const SIDES: Record<TransitionActor, string> = { CUSTOMER: 'the customer', FACILITY: 'the facility', SYSTEM: 'the platform' };

/** The arrow from → to for `actor`, or the refusal a caller reads. */
export function checkQualityMove<S extends string>(
  graph: readonly Transition<S, QualityGuard>[],
  what: string,
  from: S,
  to: S,
  actor: TransitionActor,
  guards: Partial<Record<QualityGuard, boolean>> = {},
  reason?: string,
): Transition<S, QualityGuard> {
  const found = findTransition(graph, from, to, actor);
  if (!found || (found.guard && guards[found.guard] === undefined))
    throw conflict(`${what} in state ${from} cannot become ${to}`);
  if (found.by !== actor) throw forbidden(`Only ${SIDES[found.by]} may make ${what} ${to}`);
  if (found.guard && !guards[found.guard]) throw conflict(QUALITY_GUARDS[found.guard].refused);
  if (found.reasonRequired && !reason?.trim()) throw badRequest(`Say why ${what} becomes ${to}`, 'body.reason');
  return found;
}

export interface QualityMove<S extends string> {
  table: 'ncrs' | 'capas';
  record: { id: number; facility_id: number; status: S; number: string };
  to: S;
  userId: number;
  reason?: string;
  /** The event's audience besides the facility (the customer of a part NCR's order). */
  alsoTell?: number[];
  rfqId?: number | null;
}

/** Moves a checked record: refused (409) when someone moved it meanwhile. */
export async function moveQualityRecord<S extends string>(trx: Trx, move: QualityMove<S>): Promise<void> {
  const { table, record, to } = move;
  const ended = to === 'CLOSED' || to === 'CANCELLED';
  // The two tables' statuses are different unions; the graph has checked `to` already.
  const moved = await trx
    .updateTable(table)
    .set({
      status: to as never,
      updated_at: new Date(),
      ...(ended ? { closed_at: new Date() } : {}),
      ...(move.reason?.trim() ? { status_reason: move.reason.trim() } : {}),
    })
    .where('id', '=', record.id)
    .where('status', '=', record.status as never)
    .returning('id')
    .executeTakeFirst();
  if (!moved) throw conflict(`Someone else changed ${record.number} meanwhile; reload it to see the change`);
  await recordAudit(trx, {
    facilityId: record.facility_id,
    userId: move.userId,
    entity: table === 'ncrs' ? 'NCR' : 'CAPA',
    entityId: record.id,
    action: 'UPDATE',
    oldValue: { status: record.status },
    newValue: { status: to, ...(move.reason?.trim() ? { reason: move.reason.trim() } : {}) },
  });
  await announceQuality(trx, table, record, move.alsoTell ?? [], move.rfqId ?? null, {
    status: to,
    from: record.status,
    by: move.userId,
  });
}

/** Tells the facility (and whoever else may see the record) that it changed. */
export async function announceQuality(
  trx: Trx,
  table: 'ncrs' | 'capas',
  record: { id: number; facility_id: number; number: string },
  alsoTell: number[],
  rfqId: number | null,
  payload: Record<string, unknown> = {},
): Promise<void> {
  await trx
    .insertInto('event_outbox')
    .values({
      topic: table === 'ncrs' ? 'quality.ncr' : 'quality.capa',
      rfq_id: rfqId,
      match_id: null,
      company_ids: [record.facility_id, ...alsoTell],
      payload: { id: record.id, number: record.number, ...payload },
    })
    .execute();
}
