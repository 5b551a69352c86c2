/** An NCR as the quality services change it: locked, and what its decisions have settled. */
import { NEEDS_DESIGN_AUTHORITY } from 'shared/contracts';
import { sql } from 'kysely';
import type { Db, Trx } from '../db/database.js';
import { notFound } from '../http/errors.js';

export interface QualityScope {
  facilityId: number;
  userId: number;
  /** Whether the person may see export-controlled orders (ITAR_ADMIN): an NCR on one exists only for them. */
  itarCleared: boolean;
}

/**
 * The NCR's order (by its column) is not export-controlled: an export-controlled order's NCRs
 * name its parts and pieces, which describe the controlled article as much as its files do, so on
 * the facility's side they exist only for people holding ITAR_ADMIN, as the order itself does.
 */
export const notExportControlled = (rfqColumn: string) =>
  sql<boolean>`not exists (select 1 from rfqs x where x.id = ${sql.ref(rfqColumn)} and x.itar)`;

/** The NCR's row, locked for a change; 404 for another facility's, or an export-controlled order's to someone not cleared. */
export async function lockedNcr(trx: Trx, scope: QualityScope, id: number) {
  const ncr = await trx
    .selectFrom('ncrs as n')
    .leftJoin('rfqs as r', 'r.id', 'n.rfq_id')
    .select([
      'n.id',
      'n.facility_id',
      'n.kind',
      'n.number',
      'n.status',
      'n.quantity',
      'n.rfq_id',
      'n.rfq_file_id',
      'n.severity',
      'n.defect_code',
      'n.inspection_id',
      'r.customer_id',
    ])
    .where('n.id', '=', id)
    .where('n.facility_id', '=', scope.facilityId)
    .$if(!scope.itarCleared, (query) => query.where(notExportControlled('n.rfq_id')))
    .forUpdate('n')
    .executeTakeFirst();
  if (!ncr) throw notFound(`NCR ${id} not found`);
  return ncr;
}
export type LockedNcr = Awaited<ReturnType<typeof lockedNcr>>;

/** Pieces of the NCR a decision has settled: all but those still waiting for, or refused by, the customer. */
export async function settledPieces(trx: Db, ncrId: number): Promise<number> {
  const row = await trx
    .selectFrom('ncr_decision_lines as l')
    .innerJoin('ncr_decisions as d', 'd.id', 'l.decision_id')
    .where('d.ncr_id', '=', ncrId)
    .where((eb) => eb.or([eb('l.disposition', 'not in', NEEDS_DESIGN_AUTHORITY), eb('d.approval', '=', 'APPROVED')]))
    .select(sql<number>`coalesce(sum(l.quantity), 0)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}
