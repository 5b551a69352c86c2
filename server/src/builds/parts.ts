/**
 * The parts a build may hold: parts of orders awarded to the facility, each with its part file,
 * in the machine's process, ITAR parts only for an ITAR administrator, and never more pieces
 * than are left to schedule.
 */
import { AWARDED_RFQ_STATUSES } from 'shared/contracts';
import { sql } from 'kysely';
import type { Trx } from '../db/database.js';
import { badRequest, conflict, forbidden } from '../http/errors.js';
import { scheduledQuantity } from '../job-bookings/index.js';
import type { BuildInput } from './schemas.js';

export interface BuildScope {
  facilityId: number;
  userId: number;
  /** Holds ITAR_ADMIN: may plan export-controlled parts. */
  itarAdmin: boolean;
}

export async function checkBuildParts(
  trx: Trx,
  scope: BuildScope,
  parts: NonNullable<BuildInput['parts']>,
  machine: { am_process_id: number; model_name: string; process_name: string },
): Promise<void> {
  const ids = parts.map((part) => part.rfqFileId);
  const rows = ids.length
    ? await trx
        .selectFrom('rfq_files as f')
        .innerJoin('rfqs as r', 'r.id', 'f.rfq_id')
        .leftJoin('am_processes as ap', 'ap.id', 'f.am_process_id')
        .select([
          'f.id',
          'f.original_file_name',
          'f.file_id',
          'f.itar',
          'f.quantity',
          'f.am_process_id',
          'ap.display_name as process_name',
          scheduledQuantity(sql.ref('f.id')).as('scheduled'),
        ])
        .where('f.id', 'in', ids)
        .where('r.awarded_facility_id', '=', scope.facilityId)
        .where('r.status', 'in', AWARDED_RFQ_STATUSES)
        .execute()
    : [];
  const seen = new Set<number>();
  for (const [index, part] of parts.entries()) {
    const field = `body.parts.${index}`;
    const row = rows.find((candidate) => candidate.id === part.rfqFileId);
    if (!row) throw badRequest(`No part ${part.rfqFileId} of an order awarded to this facility`, `${field}.rfqFileId`);
    if (seen.has(row.id)) throw badRequest(`${row.original_file_name} is in the build twice`, `${field}.rfqFileId`);
    seen.add(row.id);
    if (row.file_id === null) throw badRequest(`${row.original_file_name} has no part file to pack`, `${field}.rfqFileId`);
    refuseControlled(scope, [row]);
    if (row.am_process_id !== null && row.am_process_id !== machine.am_process_id)
      throw badRequest(
        `${row.original_file_name} is ordered in ${row.process_name}: ${machine.model_name} prints ${machine.process_name}`,
        `${field}.rfqFileId`,
      );
    const left = Math.max(0, row.quantity - Number(row.scheduled));
    if (part.quantity > left)
      throw conflict(`Only ${left} of ${row.original_file_name} are left to schedule (asked for ${part.quantity})`, {
        field: `${field}.quantity`,
        notScheduled: left,
      });
  }
}

/** An export-controlled part's geometry is planned (packed, moved, exported) by an ITAR administrator only. */
export function refuseControlled(scope: BuildScope, parts: { itar: boolean; original_file_name: string }[]): void {
  const controlled = scope.itarAdmin ? undefined : parts.find((part) => part.itar);
  if (controlled)
    throw forbidden(`${controlled.original_file_name} is export controlled (ITAR): only an ITAR administrator may plan it`);
}
