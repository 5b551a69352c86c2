import { isDowntime, jobRules, type JobInput, type JobSource, type JobStatus, type JobType } from 'shared/contracts';
import { sql, type Selectable } from 'kysely';
import { type Db, inTransaction, type Trx } from '../db/database.js';
import type { JobsTable } from '../db/schema.js';
import { badRequest, conflict, forbidden, type HttpError, notFound } from '../http/errors.js';
import { productionStarted } from '../fulfilment/index.js';
import { advancePrinted } from '../workplans/index.js';
import { checkPriorityLabel } from '../catalog/index.js';
import { replaceTags } from '../tags/index.js';
import { checkStartGate, consumeForJob } from '../materials/index.js';
import { checkPartsFit } from './machine-fit.js';
import { scheduledQuantity } from '../job-bookings/index.js';

const EXCLUSION_VIOLATION = '23P01';

/** A part a job makes, as the request gives it, with the field its errors name. */
interface PartEntry {
  rfqCadFileId: number;
  quantity: number;
  completedQuantity?: number;
  field: string;
}

/** Who is scheduling: the caller's facility, the facilities whose jobs it may read, its ITAR clearance. */
export interface FacilityScope {
  facilityId: number;
  /** Who acts: a job's material events name them. */
  userId: number;
  readable: number[];
  /** Holds ITAR_ADMIN: may clear a job for export-controlled parts. */
  itarAdmin: boolean;
}

const when = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/:\d\d\.\d{3}Z$/, ' UTC')
    .replace('T', ' ');

/** Loads a job the caller may change: 404 outside what it may read, 403 for a sister facility's job. */
async function jobForUpdate(trx: Trx | Db, scope: FacilityScope, id: number) {
  // Locked: two saves of one job run one after the other, each checking what the other saved.
  const job = await trx
    .selectFrom('jobs')
    .selectAll()
    .where('id', '=', id)
    .where('active', '=', true)
    .forUpdate()
    .executeTakeFirst();
  if (!job || !scope.readable.includes(job.facility_id)) throw notFound(`No job ${id}`);
  if (job.facility_id !== scope.facilityId) {
    throw forbidden('This job belongs to another facility of the enterprise; switch to that facility to change it');
  }
  return job;
}

/** The equipment a job is booked on: 400 when it does not exist, 403 when it is another facility's. */
async function equipmentOfFacility(trx: Trx | Db, facilityId: number, equipmentId: number, field: string) {
  const equipment = await trx
    .selectFrom('equipment as e')
    .innerJoin('machines as m', 'm.id', 'e.machine_id')
    .innerJoin('am_processes as ap', 'ap.id', 'm.am_process_id')
    .select(['e.id', 'e.facility_id', 'e.display_name', 'm.kind', 'm.am_process_id', 'ap.display_name as process_name'])
    .select(['m.build_x_mm', 'm.build_y_mm', 'm.build_z_mm', 'e.packing_margin_mm'])
    .where('e.id', '=', equipmentId)
    .executeTakeFirst();
  checkEquipmentOwner(equipment?.facility_id, facilityId, equipmentId, field);
  return equipment!;
}

/** 400 for no machine `equipmentId` (its facility undefined), 403 for another facility’s. */
export function checkEquipmentOwner(owner: number | undefined, facilityId: number, equipmentId: number, field: string) {
  if (owner === undefined) throw badRequest(`No equipment ${equipmentId} exists`, field);
  if (owner !== facilityId) throw forbidden(`Equipment ${equipmentId} is not one of this facility’s machines`);
}

async function checkMaterials(trx: Trx, input: JobInput, equipmentId: number, downtime: boolean) {
  const wanted = [
    input.materialDTO?.id,
    input.supportMaterial?.materialDTO.id,
    ...(input.secondaryMaterials ?? []).map((s) => s.materialDTO.id),
  ].filter((id): id is number => id !== undefined);
  const known = wanted.length
    ? new Set((await trx.selectFrom('materials').select('id').where('id', 'in', wanted).execute()).map((m) => m.id))
    : new Set<number>();
  const loadable = await trx
    .selectFrom('equipment_materials as em')
    .innerJoin('materials as x', 'x.id', 'em.material_id')
    .select(['em.material_id', 'em.role', 'x.name'])
    .where('em.equipment_id', '=', equipmentId)
    .execute();
  const check = (id: number | undefined, field: string, roles: string[]) => {
    if (id === undefined) return;
    if (!known.has(id)) throw badRequest(`No material ${id} exists`, field);
    if (!loadable.some((m) => m.material_id === id && roles.includes(m.role))) {
      throw badRequest(`Material ${id} cannot run on this equipment`, field);
    }
  };
  if (!downtime && !input.materialDTO) throw badRequest('Please select a material', 'body.materialDTO');
  check(input.materialDTO?.id, 'body.materialDTO.id', ['PRIMARY']);
  check(input.supportMaterial?.materialDTO.id, 'body.supportMaterial.materialDTO.id', ['SUPPORT']);
  input.secondaryMaterials?.forEach((s, i) =>
    check(s.materialDTO.id, `body.secondaryMaterials.${i}.materialDTO.id`, [
      'PRIMARY',
      'SUPPORT',
      'DETAILING_AGENT',
      'FUSING_AGENT',
    ]),
  );
}

/**
 * Checks the parts a job makes and locks their rows, so two jobs saved at once cannot both take
 * the last pieces: the second waits for the first and then sees what it took.
 */
async function checkParts(
  trx: Trx,
  facilityId: number,
  input: JobInput,
  job: { id: number | undefined; type: JobType; cancelled: boolean },
  /** What a printing job's machine runs: its parts must be of its process and the job's material. */
  prints: { processId: number; processName: string; materialId: number | undefined } | undefined,
) {
  const { id: jobId, type: jobType, cancelled } = job;
  const entries = (input.jobOrderDTOs ?? []).flatMap((order, o) =>
    order.fileIds.map((file, f) => ({ orderId: order.orderId, ...file, field: `body.jobOrderDTOs.${o}.fileIds.${f}` })),
  );
  if (!entries.length) return [];
  const fileIds = entries.map((e) => e.rfqCadFileId);
  const duplicate = fileIds.find((id, i) => fileIds.indexOf(id) !== i);
  if (duplicate !== undefined) throw badRequest(`Part file ${duplicate} is listed twice`, 'body.jobOrderDTOs');
  const files = await trx
    .selectFrom('rfq_files as f')
    .innerJoin('rfqs as r', 'r.id', 'f.rfq_id')
    .leftJoin('am_processes as ap', 'ap.id', 'f.am_process_id')
    .select([
      'f.id',
      'f.rfq_id',
      'f.quantity',
      'f.itar',
      'f.original_file_name',
      'f.am_process_id',
      'ap.display_name as process_name',
      sql<{ id: number; name: string }[]>`coalesce((select json_agg(json_build_object('id', x.id, 'name', x.name)
        order by x.name) from rfq_file_materials fm join materials x on x.id = fm.material_id
        where fm.rfq_file_id = f.id), '[]'::json)`.as('materials'),
    ])
    .where('f.id', 'in', fileIds)
    .where('r.awarded_facility_id', '=', facilityId)
    .orderBy('f.id')
    .forUpdate('f')
    .execute();
  const taken = await trx
    .selectFrom('rfq_files as f')
    .select([
      'f.id',
      scheduledQuantity(sql.ref('f.id'), { exceptJobId: jobId, postProcessing: jobType === 'POST_PROCESSING_ORDER' }).as(
        'scheduled',
      ),
    ])
    .where('f.id', 'in', fileIds)
    .execute();
  for (const entry of entries) {
    const file = files.find((f) => f.id === entry.rfqCadFileId);
    if (!file || file.rfq_id !== entry.orderId) {
      throw badRequest(
        `No part file ${entry.rfqCadFileId} in order ${entry.orderId} of this facility`,
        `${entry.field}.rfqCadFileId`,
      );
    }
    if (prints && file.am_process_id !== null && file.am_process_id !== prints.processId) {
      throw badRequest(
        `${file.original_file_name} is ordered in ${file.process_name}: this machine prints ${prints.processName}`,
        `${entry.field}.rfqCadFileId`,
      );
    }
    const materials = file.materials;
    if (prints?.materialId !== undefined && materials.length && !materials.some((m) => m.id === prints.materialId)) {
      throw badRequest(
        `${file.original_file_name} is ordered in ${materials.map((m) => m.name).join(' or ')}, not in the job’s material`,
        `${entry.field}.rfqCadFileId`,
      );
    }
    if (file.itar && !input.itar) {
      throw badRequest(
        `${file.original_file_name} is export controlled (ITAR): only an ITAR-cleared job may make it`,
        'body.itar',
      );
    }
    const left = file.quantity - Number(taken.find((t) => t.id === file.id)?.scheduled ?? 0);
    if (!cancelled && entry.quantity > left) {
      throw conflict(
        `Only ${Math.max(0, left)} of ${file.original_file_name} are left to schedule (asked for ${entry.quantity})`,
        {
          field: `${entry.field}.quantity`,
          notScheduled: Math.max(0, left),
        },
      );
    }
  }
  return entries;
}

/** The job that holds the slot another booking lost to (after the losing transaction rolled back). */
async function conflictingBooking(
  db: Db,
  equipmentId: number,
  from: number,
  to: number,
  exceptJobId?: number,
): Promise<HttpError> {
  const other = await db
    .selectFrom('jobs as j')
    .innerJoin('equipment as e', 'e.id', 'j.equipment_id')
    .select(['j.id', 'j.job_name', 'j.from_date', 'j.to_date', 'e.display_name'])
    .where('j.equipment_id', '=', equipmentId)
    .where('j.active', '=', true)
    .where('j.job_status', '<>', 'CANCELLED')
    .where('j.job_creation_type', '<>', 'MACHINE_CONNECTIVITY')
    .where(sql<boolean>`tstzrange(j.from_date, j.to_date, '[)') && tstzrange(${new Date(from)}, ${new Date(to)}, '[)')`)
    .$if(exceptJobId !== undefined, (q) => q.where('j.id', '<>', exceptJobId!))
    .orderBy('j.from_date')
    .executeTakeFirst();
  if (!other) return conflict('The machine is already booked at that time');
  return conflict(
    `${other.display_name} is already booked from ${when(other.from_date.getTime())} to ${when(other.to_date.getTime())} by job ${other.id} (${other.job_name})`,
    { conflictingJobId: other.id },
  );
}

/**
 * jobRules for changing an existing job (the machine, the start date, no going back to the queue), against what is
 * saved (not what the client believes).
 */
function checkChange(existing: Selectable<JobsTable>, input: JobInput, equipmentId: number, jobStatus: JobStatus) {
  const saved = {
    id: existing.id,
    jobStatus: existing.job_status,
    jobType: existing.job_type,
    jobSource: existing.job_source,
    jobCreationType: existing.job_creation_type,
  };
  if (existing.equipment_id !== equipmentId && !jobRules.machineEditable(saved)) {
    throw conflict('The machine of this job can no longer change (only queued scheduling jobs can move to another machine)', {
      field: 'body.equipmentDTO.id',
    });
  }
  if (existing.from_date.getTime() !== input.fromDate && jobRules.startLocked(saved)) {
    throw conflict('The start date of a job that is no longer queued cannot change', { field: 'body.fromDate' });
  }
  if (!jobRules.statusChangeAllowed(existing.job_status, jobStatus)) {
    throw conflict(`A job that is ${existing.job_status} cannot go back to ${jobStatus}; plan a new job instead`, {
      field: 'body.jobStatus',
    });
  }
}

/** Jobs of build planning, the desktop tool or a machine connection are made there, not by hand. */
function checkOrigin(input: JobInput, origin: JobOrigin | undefined) {
  if (origin?.machineRun) return;
  if (input.jobSource !== undefined && input.jobSource !== 'SCHEDULING') {
    throw badRequest('Jobs of build planning and the desktop tool are created there', 'body.jobSource');
  }
  if (input.jobCreationType !== undefined && input.jobCreationType !== 'MANUAL' && input.jobCreationType !== 'AUTO') {
    throw badRequest('Machine runs are recorded by the machine connection', 'body.jobCreationType');
  }
}

/**
 * How many of each part a job made, when it says: a job that completes made all its pieces
 * unless the planner counts fewer (a failed build is FAILED, not COMPLETED); a completed job's
 * counts may be corrected later. Other jobs keep what they recorded.
 */
function madeCounts(parts: PartEntry[], status: { completed: boolean; completing: boolean }) {
  return parts.map((part) => {
    const counted = part.completedQuantity;
    if (counted !== undefined && counted > part.quantity) {
      throw badRequest(`A job cannot make more than its ${part.quantity} pieces`, `${part.field}.completedQuantity`);
    }
    if (!status.completed) return undefined;
    if (counted !== undefined && counted > 0) return counted;
    return status.completing ? part.quantity : undefined;
  });
}

/**
 * The job's parts: changed in place, so the completed counts stay; never fewer than completed.
 * A printing job's completed pieces then move on from their parts' print step.
 */
async function writeParts(
  trx: Trx,
  jobId: number,
  parts: PartEntry[],
  job: { jobType: JobType; jobStatus: JobStatus; was: JobStatus | undefined },
) {
  const status = {
    completed: job.jobStatus === 'COMPLETED',
    completing: job.jobStatus === 'COMPLETED' && job.was !== 'COMPLETED',
  };
  const current = await trx
    .selectFrom('job_files')
    .select(['rfq_file_id', 'completed_quantity'])
    .where('job_id', '=', jobId)
    .execute();
  const made = madeCounts(parts, status);
  parts.forEach((part, i) => {
    const completed = made[i] ?? current.find((c) => c.rfq_file_id === part.rfqCadFileId)?.completed_quantity ?? 0;
    if (part.quantity < completed) {
      throw conflict(`${completed} of this part are already made; the quantity cannot go below that`, {
        field: `${part.field}.quantity`,
      });
    }
  });
  const kept = parts.map((p) => p.rfqCadFileId);
  const dropped = current.filter((c) => !kept.includes(c.rfq_file_id));
  if (dropped.some((c) => c.completed_quantity > 0)) {
    throw conflict('A part with made pieces cannot leave its job', { field: 'body.jobOrderDTOs' });
  }
  if (dropped.length) {
    await trx
      .deleteFrom('job_files')
      .where('job_id', '=', jobId)
      .where(
        'rfq_file_id',
        'in',
        dropped.map((c) => c.rfq_file_id),
      )
      .execute();
  }
  for (const [i, part] of parts.entries()) {
    const completed = made[i];
    await trx
      .insertInto('job_files')
      .values({ job_id: jobId, rfq_file_id: part.rfqCadFileId, quantity: part.quantity, completed_quantity: completed ?? 0 })
      .onConflict((oc) =>
        oc.columns(['job_id', 'rfq_file_id']).doUpdateSet((eb) => ({
          quantity: eb.ref('excluded.quantity'),
          ...(completed === undefined ? {} : { completed_quantity: eb.ref('excluded.completed_quantity') }),
        })),
      )
      .execute();
  }
  if (!isDowntime(job.jobType) && job.jobType !== 'POST_PROCESSING_ORDER')
    await advancePrinted(
      trx,
      parts.map((part) => part.rfqCadFileId),
    );
}

/**
 * Where a new job comes from when another domain makes it (a build, a machine's own run), and
 * what it does in the job's transaction.
 */
export interface JobOrigin {
  source: JobSource;
  saved: (trx: Trx, jobId: number) => Promise<void>;
  /** A run a machine reported that nobody planned: a job of creation type MACHINE_CONNECTIVITY. */
  machineRun?: boolean;
}

/**
 * Creates (no id) or updates a job with every rule the job form checks, and jobRules on a change;
 * returns its id. `origin` is for the domains that make jobs of their own (a build). Given a
 * transaction, it saves in it: a plan's apply makes its builds' jobs with its moves.
 */
export async function saveJob(
  db: Db | Trx,
  scope: FacilityScope,
  input: JobInput,
  existingId?: number,
  origin?: JobOrigin,
): Promise<number> {
  if (input.toDate <= input.fromDate) throw badRequest('The end must be after the start', 'body.toDate');
  if (existingId === undefined) checkOrigin(input, origin);
  try {
    return await inTransaction(db, async (trx) => {
      const existing = existingId === undefined ? undefined : await jobForUpdate(trx, scope, existingId);
      if (existing && input.updatedAt !== undefined && input.updatedAt !== existing.updated_at.getTime()) {
        throw conflict('Someone else saved this job after you opened it; reload it to see their changes', {
          field: 'body.updatedAt',
        });
      }
      const jobType = input.jobType ?? existing?.job_type ?? 'ORDER';
      const jobStatus = input.jobStatus ?? existing?.job_status ?? 'QUEUED';
      const itar = input.itar ?? existing?.itar ?? false;
      if (itar !== (existing?.itar ?? false) && !scope.itarAdmin) {
        throw forbidden('Only an ITAR administrator may clear a job for export-controlled parts or withdraw it');
      }
      const downtime = isDowntime(jobType);

      const equipment = await equipmentOfFacility(trx, scope.facilityId, input.equipmentDTO.id, 'body.equipmentDTO.id');
      if (existing) checkChange(existing, input, equipment.id, jobStatus);
      await checkMaterials(trx, input, equipment.id, downtime);
      if (downtime && input.jobOrderDTOs?.length) throw badRequest('A downtime entry makes no parts', 'body.jobOrderDTOs');
      const parts = await checkParts(
        trx,
        scope.facilityId,
        { ...input, itar },
        {
          id: existing?.id,
          type: jobType,
          cancelled: jobStatus === 'CANCELLED',
        },
        equipment.kind === 'THREED_PRINTER' && jobType !== 'POST_PROCESSING_ORDER'
          ? { processId: equipment.am_process_id, processName: equipment.process_name, materialId: input.materialDTO?.id }
          : undefined,
      );
      await checkPartsFit(trx, equipment, parts, existing?.equipment_id === equipment.id ? existing.id : undefined);
      if (input.simulationSoftwareDTO) {
        const known = await trx
          .selectFrom('simulation_software')
          .select('id')
          .where('id', '=', input.simulationSoftwareDTO.id)
          .executeTakeFirst();
        if (!known)
          throw badRequest(`No simulation software ${input.simulationSoftwareDTO.id} exists`, 'body.simulationSoftwareDTO.id');
      }

      const priorityLabelId =
        input.priorityLabel === undefined ? (existing?.priority_label_id ?? null) : (input.priorityLabel?.id ?? null);
      await checkPriorityLabel(trx, scope.facilityId, priorityLabelId, 'body.priorityLabel.id');

      const values = {
        equipment_id: equipment.id,
        job_name: input.jobName.trim(),
        job_type: jobType,
        job_status: jobStatus,
        from_date: new Date(input.fromDate),
        to_date: new Date(input.toDate),
        estimated_time: input.estimatedTime ?? 0,
        actual_time: input.actualTime ?? 0,
        material_unit: input.materialUnit ?? 'GRAM',
        material_quantity_used: input.materialQuantityUsed ?? 0,
        material_id: input.materialDTO?.id ?? null,
        support_material_id: input.supportMaterial?.materialDTO.id ?? null,
        equipment_type: input.equipmentType ?? equipment.kind,
        job_notes: input.jobNotes ?? '',
        build_plate_utilization: input.buildPlateUtilization ?? null,
        simulation_software_id: input.simulationSoftwareDTO?.id ?? null,
        priority_label_id: priorityLabelId,
        itar,
      };
      let jobId: number;
      if (existing) {
        jobId = existing.id;
        await trx
          .updateTable('jobs')
          .set({ ...values, updated_at: new Date() })
          .where('id', '=', jobId)
          .execute();
        await trx.deleteFrom('job_secondary_materials').where('job_id', '=', jobId).execute();
      } else {
        const row = await trx
          .insertInto('jobs')
          .values({
            ...values,
            facility_id: scope.facilityId,
            job_source: origin?.source ?? 'SCHEDULING',
            job_creation_type: input.jobCreationType ?? 'MANUAL',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        jobId = row.id;
      }
      if (input.secondaryMaterials?.length) {
        await trx
          .insertInto('job_secondary_materials')
          .values(
            input.secondaryMaterials.map((s, position) => ({
              job_id: jobId,
              position,
              material_id: s.materialDTO.id,
              material_quantity_used: s.materialQuantityUsed ?? 0,
            })),
          )
          .execute();
      }
      if (input.tags) {
        const tagIds = [...new Set(input.tags.map((tag) => tag.id))];
        await replaceTags(trx, scope.facilityId, 'JOB', jobId, tagIds, 'body.tags');
      }
      await writeParts(trx, jobId, parts, { jobType, jobStatus, was: existing?.job_status });
      if (jobStatus === 'IN_PROGRESS' && existing?.job_status !== 'IN_PROGRESS' && !downtime) {
        await checkStartGate(trx, scope.facilityId, { ...values, id: jobId });
      }
      if (jobStatus === 'IN_PROGRESS') await productionStarted(trx, jobId, jobType);
      // A build that ends, made or failed, has used its powder.
      const ended = (status: JobStatus | undefined) => status === 'COMPLETED' || status === 'FAILED';
      if (ended(jobStatus) && !ended(existing?.job_status)) {
        await consumeForJob(trx, { facilityId: scope.facilityId, userId: scope.userId }, { ...values, id: jobId });
      }
      await origin?.saved(trx, jobId);
      // For the facility's webhooks (job.*) and its open pages.
      await trx
        .insertInto('event_outbox')
        .values({
          topic: 'job.saved',
          rfq_id: null,
          match_id: null,
          company_ids: [scope.facilityId],
          payload: { jobId, jobName: values.job_name, jobType, from: existing?.job_status ?? null, to: jobStatus },
        })
        .execute();
      return jobId;
    });
  } catch (error) {
    if ((error as { code?: string }).code === EXCLUSION_VIOLATION) {
      throw await conflictingBooking(db, input.equipmentDTO.id, input.fromDate, input.toDate, existingId);
    }
    throw error;
  }
}
