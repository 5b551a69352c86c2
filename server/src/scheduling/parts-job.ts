/**
 * The parts a plan grouped onto a printer, made a job: the scheduling domain makes every job, so
 * this one is made here, with every rule the job form checks (pieces left to schedule, the
 * material the parts allow, ITAR), as a job the plan created.
 */
import type { PartsJobInput } from '../auto-scheduler/index.js';
import { type BuildScope, materialOf } from '../builds/index.js';
import type { Db, Trx } from '../db/database.js';
import { saveJob } from './service.js';

export async function savePartsAsJob(db: Db | Trx, scope: BuildScope, input: PartsJobInput): Promise<void> {
  const fileIds = input.parts.map((part) => part.rfqFileId);
  const [materialId, files] = await Promise.all([
    materialOf(db, input.equipmentId, fileIds),
    db.selectFrom('rfq_files').select('itar').where('id', 'in', fileIds).execute(),
  ]);
  const byOrder = new Map<number, { rfqCadFileId: number; quantity: number }[]>();
  for (const part of input.parts)
    byOrder.set(part.rfqId, [...(byOrder.get(part.rfqId) ?? []), { rfqCadFileId: part.rfqFileId, quantity: part.quantity }]);
  await saveJob(
    db,
    { facilityId: scope.facilityId, userId: scope.userId, readable: [scope.facilityId], itarAdmin: scope.itarAdmin },
    {
      jobName: input.jobName,
      fromDate: input.fromDate,
      toDate: input.toDate,
      estimatedTime: Math.round(input.hours * 100) / 100,
      equipmentDTO: { id: input.equipmentId },
      materialDTO: { id: materialId },
      jobOrderDTOs: [...byOrder].map(([orderId, fileIds]) => ({ orderId, fileIds })),
      jobCreationType: 'AUTO',
      itar: files.some((file) => file.itar),
    },
  );
}
