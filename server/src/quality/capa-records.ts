/** A CAPA as its services change it: locked, in the states a change needs, and what the signature of its closure binds. */
import type { CapaStatus, RootCauseMethod } from 'shared/contracts';
import type { Db, Trx } from '../db/database.js';
import { conflict, notFound } from '../http/errors.js';
import type { QualityScope } from './ncr-records.js';

/** The CAPA's row, locked for a change; 404 for another facility's. */
export async function lockedCapa(trx: Trx, scope: QualityScope, id: number) {
  const capa = await trx
    .selectFrom('capas')
    .selectAll()
    .where('id', '=', id)
    .where('facility_id', '=', scope.facilityId)
    .forUpdate()
    .executeTakeFirst();
  if (!capa) throw notFound(`CAPA ${id} not found`);
  return capa;
}

/** Refuses a change of a CAPA that is not in one of `states`, saying what it is. */
export function requireState(capa: { number: string; status: CapaStatus }, states: readonly CapaStatus[], what: string): void {
  if (!states.includes(capa.status)) throw conflict(`${capa.number} is ${capa.status}: ${what}`);
}

/** The states in which a CAPA's texts and root cause may still change: every one but the two that end it. */
export const CHANGEABLE: readonly CapaStatus[] = ['OPEN', 'ACTIONS', 'VERIFYING'];
/**
 * The states in which its actions may be planned, changed or done: once it is verified, they are
 * what is checked, and an ineffective check sends it back to ACTIONS.
 */
export const ACTIONABLE: readonly CapaStatus[] = ['OPEN', 'ACTIONS'];

/** A CAPA's actions in the order they were planned. */
export const actionRows = (db: Db, capaId: number) =>
  db
    .selectFrom('capa_actions')
    .select(['id', 'description', 'owner_user_id', 'due_at', 'done_at'])
    .where('capa_id', '=', capaId)
    .orderBy('id')
    .execute();
type ActionRow = Awaited<ReturnType<typeof actionRows>>[number];

interface ClosedCapa {
  id: number;
  number: string;
  problem: string;
  root_cause_method: RootCauseMethod | null;
  root_cause: unknown;
  check_due: Date | null;
  check_criterion: string;
  check_result: string | null;
  check_note: string;
}

/**
 * What the signature of a CAPA's closure binds: its number, problem, root cause, actions and
 * effectiveness check as they are when it is signed. Any later change shows the signature as no
 * longer valid.
 */
export function closureContent(capa: ClosedCapa, actions: readonly ActionRow[]) {
  return {
    capa: capa.number,
    capaId: capa.id,
    problem: capa.problem,
    rootCause: { method: capa.root_cause_method, form: capa.root_cause },
    actions: actions.map((action) => ({
      id: action.id,
      description: action.description,
      owner: action.owner_user_id,
      due: action.due_at,
      done: action.done_at,
    })),
    check: { due: capa.check_due, criterion: capa.check_criterion, result: capa.check_result, note: capa.check_note },
  };
}
