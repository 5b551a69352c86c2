/** A job's parts must fit its machine: the rule the job form's part selector shows, checked on save. */
import type { Trx } from '../db/database.js';
import { badRequest } from '../http/errors.js';
import { type BuildVolume, holds, partSizes, sizeText } from '../job-bookings/index.js';

/**
 * Refuses (400 naming the part) a part the machine cannot hold. Only parts new to the job, or
 * all of them when the job moves to this machine, are measured: a job already booked with a part
 * keeps it when the facility later widens the machine's margin, so it can still be started and
 * completed.
 */
export async function checkPartsFit(
  trx: Trx,
  machine: BuildVolume & { display_name: string },
  parts: { rfqCadFileId: number; field: string }[],
  /** The job, when it was already on this machine. */
  keptOn: number | undefined,
): Promise<void> {
  if (parts.length === 0 || machine.build_x_mm === null) return;
  const kept =
    keptOn === undefined
      ? []
      : (await trx.selectFrom('job_files').select('rfq_file_id').where('job_id', '=', keptOn).execute()).map(
          (row) => row.rfq_file_id,
        );
  const added = parts.filter((part) => !kept.includes(part.rfqCadFileId));
  if (added.length === 0) return;
  const files = await trx
    .selectFrom('rfq_files')
    .select(['id', 'file_id', 'units', 'original_file_name'])
    .where(
      'id',
      'in',
      added.map((part) => part.rfqCadFileId),
    )
    .execute();
  const sizes = await partSizes(
    trx,
    files.map((file) => ({ key: file.id, fileId: file.file_id, units: file.units })),
  );
  for (const part of added) {
    const size = sizes.get(part.rfqCadFileId);
    if (holds(machine, size)) continue;
    const name = files.find((file) => file.id === part.rfqCadFileId)!.original_file_name;
    const volume = sizeText([machine.build_x_mm, machine.build_y_mm!, machine.build_z_mm!]);
    throw badRequest(
      `${name} does not fit ${machine.display_name}: it measures ${sizeText(size!)}, and the machine builds ${volume} with ${machine.packing_margin_mm} mm kept clear at every wall`,
      `${part.field}.rfqCadFileId`,
    );
  }
}
