/** A build as its page reads it: machine, parts with what is left of each, the packing and its estimate, the job. */
import { MILLIMETRES_PER_UNIT, partSizeMm } from 'shared/contracts';
import type { Db } from '../db/database.js';
import { notFound } from '../http/errors.js';
import { estimateOf, type PackingAnswer } from './estimate.js';
import { materialEstimate } from './material.js';
import { type partsToPlan, type printersOf, printersThatFit } from './planning-queries.js';
import { buildParts, findBuild, type listBuilds } from './queries.js';
import type { BuildView } from './schemas.js';

export async function buildView(db: Db, facilityId: number, id: number): Promise<BuildView> {
  const build = await findBuild(db, facilityId, id);
  if (!build) throw notFound(`No build ${id}`);
  const parts = await buildParts(db, id);
  const answer = build.packing_status === 'SUCCESS' ? (build.packing_data as unknown as PackingAnswer) : null;
  const estimate = estimateOf(answer, build);
  const volume: [number, number, number] = [build.build_x_mm!, build.build_y_mm!, build.build_z_mm!];
  return {
    id: build.id,
    name: build.name,
    state: build.state,
    machine: {
      id: build.machine_id,
      modelName: build.model_name,
      volume,
    },
    equipment:
      build.equipment_id === null
        ? null
        : {
            id: build.equipment_id,
            displayName: build.display_name!,
            margin: build.packing_margin_mm!,
            layerMm: build.layer_mm!,
            layerSeconds: build.layer_seconds!,
            secondsPerCm3: build.seconds_per_cm3!,
          },
    spacing: build.spacing_mm,
    parts: parts.map((part) => ({
      rfqFileId: part.rfq_file_id,
      orderId: part.rfq_id,
      orderTitle: part.display_title,
      customerName: part.customer_name,
      fileId: part.file_id,
      fileName: part.original_file_name,
      quantity: part.quantity,
      rotation: part.rotation,
      notScheduled: Math.max(0, part.ordered - Number(part.scheduled)),
      itar: part.itar,
    })),
    packing:
      build.packing_operation_id === null
        ? null
        : {
            operationId: build.packing_operation_id,
            status: build.packing_status!,
            result: answer as Record<string, unknown> | null,
            reason: build.packing_status === 'FAILED' ? String(build.packing_data?.reason ?? '') : null,
            progress: build.packing_status === 'PENDING' ? build.packing_progress : null,
          },
    estimate: estimate && {
      ...estimate,
      material: await materialEstimate(
        db,
        facilityId,
        { ...build, volume },
        answer!,
        parts.map((part) => part.rfq_file_id),
      ),
    },
    job: build.job_id === null ? null : { id: build.job_id, jobName: build.job_name!, jobStatus: build.job_status! },
    groupNestingId: build.group_nesting_id,
    updatedAt: build.updated_at.getTime(),
  };
}

/** A build as the list shows it. */
export const buildRowView = (row: Awaited<ReturnType<typeof listBuilds>>['rows'][number]) => ({
  id: row.id,
  name: row.name,
  state: row.state,
  machine: { id: row.machine_id, modelName: row.model_name, volume: [row.build_x_mm!, row.build_y_mm!, row.build_z_mm!] },
  equipment: row.equipment_id === null ? null : { id: row.equipment_id, displayName: row.display_name! },
  pieces: row.pieces,
  jobId: row.job_id,
  updatedAt: row.updated_at.getTime(),
});

/** A part to plan as the planner's list shows it. */
export function planningPartView(
  row: Awaited<ReturnType<typeof partsToPlan>>['rows'][number],
  printers: Awaited<ReturnType<typeof printersOf>>,
) {
  // The file's measures are in its own units: the planner and the printers read millimetres.
  const scale = MILLIMETRES_PER_UNIT[row.units];
  const box = row.report?.boundingBox;
  const size = box ? partSizeMm(box, row.units) : null;
  return {
    rfqFileId: row.id,
    orderId: row.rfq_id,
    orderTitle: row.display_title,
    customerName: row.company_name,
    dueDate: row.estimated_delivery_date?.getTime() ?? null,
    fileName: row.original_file_name,
    process: row.process_name,
    materials: row.materials,
    quantity: row.quantity,
    notScheduled: Number(row.not_scheduled),
    itar: row.itar,
    volumeMm3: row.report?.volume === undefined ? null : row.report.volume * scale ** 3,
    size,
    fitsPrinters: printersThatFit({ am_process_id: row.am_process_id, size }, printers),
  };
}
