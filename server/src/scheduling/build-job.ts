/**
 * A packed build made a job: the scheduling domain makes every job, so the build's is made here,
 * with every rule the job form checks.
 */
import {
  bookedHours,
  type BuildScope,
  claimBuild,
  buildParts,
  estimateOf,
  findBuild,
  materialOf,
  type PackingAnswer,
} from '../builds/index.js';
import type { Db, Trx } from '../db/database.js';
import { conflict, notFound } from '../http/errors.js';
import { saveJob } from './service.js';

/**
 * Saves a packed build as a job of build planning on its machine: the placed pieces of each part
 * in `jobOrderDTOs` (what did not fit stays to schedule), the packing's density as the build
 * plate's utilisation, the estimate as its duration. The job form keeps its machine fixed.
 */
export async function saveBuildAsJob(
  db: Db | Trx,
  scope: BuildScope,
  id: number,
  input: { fromDate: number; updatedAt?: number },
) {
  const build = await findBuild(db, scope.facilityId, id);
  if (!build) throw notFound(`No build ${id}`);
  if (input.updatedAt !== undefined && input.updatedAt !== build.updated_at.getTime())
    throw conflict('Someone else saved this build after you opened it; reload it to see their changes', {
      field: 'body.updatedAt',
    });
  if (build.state !== 'PLANNED') throw conflict('The build is a job already');
  if (build.group_nesting_id !== null)
    throw conflict('The build is a group nesting’s proposal: accept it on Group Nesting before saving it as a job');
  const answer = build.packing_status === 'SUCCESS' ? (build.packing_data as unknown as PackingAnswer) : null;
  if (!answer || build.equipment_id === null) throw conflict('Pack the build before saving it as a job');
  if (answer.placements.length === 0) throw conflict('No part fitted in the build: there is nothing to make');
  const parts = await buildParts(db, id);
  const placed = new Map<number, number>();
  for (const placement of answer.placements) placed.set(placement.part, (placed.get(placement.part) ?? 0) + 1);
  const byOrder = new Map<number, { rfqCadFileId: number; quantity: number }[]>();
  parts.forEach((part, index) => {
    const quantity = placed.get(index);
    if (quantity) byOrder.set(part.rfq_id, [...(byOrder.get(part.rfq_id) ?? []), { rfqCadFileId: part.rfq_file_id, quantity }]);
  });
  const materialId = await materialOf(
    db,
    build.equipment_id,
    parts.map((part) => part.rfq_file_id),
  );
  const estimate = estimateOf(answer, build)!;
  const hours = bookedHours(estimate.hours);
  await saveJob(
    db,
    { facilityId: scope.facilityId, userId: scope.userId, readable: [scope.facilityId], itarAdmin: scope.itarAdmin },
    {
      jobName: build.name,
      fromDate: input.fromDate,
      toDate: input.fromDate + Math.ceil(hours * 3_600_000),
      estimatedTime: Math.round(hours * 100) / 100,
      equipmentDTO: { id: build.equipment_id },
      materialDTO: { id: materialId },
      jobOrderDTOs: [...byOrder].map(([orderId, fileIds]) => ({ orderId, fileIds })),
      buildPlateUtilization: Math.round(estimate.density * 1000) / 10,
      itar: parts.some((part) => part.itar),
    },
    undefined,
    {
      source: 'BUILD_PLANNING',
      // In the job's transaction, and only if the build is as it was read: two saves at once make one job.
      saved: (trx, jobId) =>
        claimBuild(
          trx,
          { id, facilityId: scope.facilityId, updatedAt: build.updated_at },
          { job_id: jobId, on_machine_at: null, on_machine_by: null, unpacked_at: null, unpacked_by: null },
        ),
    },
  );
}
