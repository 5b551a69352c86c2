import type { JobCreationType, JobStatus, JobType } from 'shared/contracts';
import type { Transaction } from 'kysely';
import type { DemoTenants } from '../accounts/index.js';
import type { Database } from '../db/schema.js';
import { idsByName } from '../seed/index.js';

const HOUR = 3_600_000;

interface SeedJob {
  machine: string;
  name: string;
  /**
   * Start, in hours from the hour of seeding. Each job keeps its place relative to now,
   * whatever the hour or weekday: running jobs span now, finished ones ended before it,
   * queued ones start after it.
   */
  at: number;
  hours: number;
  status: JobStatus;
  type?: JobType;
  creation?: JobCreationType;
  material?: string;
  notes?: string;
  parts?: [file: string, quantity: number][];
  itar?: boolean;
}

/** Jobs around today, so the schedules and the scheduler show a live plant. */
export const SEED_JOBS: Record<'austin' | 'munich' | 'vendor', SeedJob[]> = {
  austin: [
    {
      machine: 'SLS-01 · EOS P 396',
      name: 'SLS-01 build 1187',
      at: -120,
      hours: 30,
      status: 'COMPLETED',
      material: 'PA 2200',
      parts: [['gripper_finger_left.stl', 20]],
    },
    {
      machine: 'SLS-01 · EOS P 396',
      name: 'SLS-01 build 1188',
      at: -20,
      hours: 34,
      status: 'IN_PROGRESS',
      material: 'PA 2200',
      parts: [['gripper_finger_right.stl', 20]],
      notes: 'Refresh rate 50 %; check the powder level before the night shift and log the bed temperature every two hours.',
    },
    {
      machine: 'SLS-01 · EOS P 396',
      name: 'SLS-01 build 1189',
      at: 20,
      hours: 28,
      status: 'QUEUED',
      material: 'PA 2200',
      parts: [['gripper_finger_left.stl', 10]],
    },
    {
      machine: 'SLS-02 · EOS P 396',
      name: 'SLS-02 build 301',
      at: -70,
      hours: 26,
      status: 'FAILED',
      material: 'PA 1101',
      notes: 'Recoater crash at layer 812: part curl on the left side, restart with adjusted temperature profile.',
    },
    {
      machine: 'SLS-02 · EOS P 396',
      name: 'Laser calibration',
      at: 30,
      hours: 8,
      status: 'QUEUED',
      type: 'DOWNTIME',
      notes: 'Quarterly scanner calibration by EOS service.',
    },
    {
      machine: 'MJF-01 · HP 5200',
      name: 'MJF-01 batch 77',
      at: -40,
      hours: 16,
      status: 'COMPLETED',
      material: 'HP 3D HR PA 12',
      parts: [['drone_arm_housing.stl', 40]],
    },
    {
      machine: 'MJF-01 · HP 5200',
      name: 'MJF-01 batch 78',
      at: 4,
      hours: 16,
      status: 'WAITING',
      material: 'HP 3D HR PA 12',
      parts: [['drone_arm_housing.stl', 40]],
    },
    {
      machine: 'MJF-01 · HP 5200',
      name: 'Printer log: batch 77',
      at: -39,
      hours: 15.5,
      status: 'COMPLETED',
      creation: 'MACHINE_CONNECTIVITY',
      material: 'HP 3D HR PA 12',
    },
    // The auto-scheduler's demo: PA 12 booked between two PA 11 builds (two changeovers), and the
    // drone arms' motor mounts queued behind it past the date Austin promised Acme.
    {
      machine: 'MJF-02 · HP 5200',
      name: 'MJF-02 batch 13',
      at: 30,
      hours: 16,
      status: 'QUEUED',
      material: 'HP 3D HR PA 12',
      notes: 'Jigs and fixtures for the finishing line.',
    },
    {
      machine: 'MJF-02 · HP 5200',
      name: 'MJF-02 batch 12',
      at: 200,
      hours: 16,
      status: 'QUEUED',
      material: 'HP 3D HR PA 11',
      parts: [['motor_mount.stl', 30]],
    },
    {
      machine: 'MJF-02 · HP 5200',
      name: 'MJF-02 batch 11',
      at: -10,
      hours: 12,
      status: 'PAUSED',
      material: 'HP 3D HR PA 11',
      notes: 'Paused: waiting for fusing agent delivery.',
    },
    {
      machine: 'SLA-01 · Form 3L',
      name: 'Enclosure fit check',
      at: -6,
      hours: 9,
      status: 'IN_PROGRESS',
      material: 'Grey Resin V4',
      parts: [
        ['enclosure_top.stl', 5],
        ['enclosure_bottom.stl', 3],
      ],
    },
    {
      machine: 'FDM-01 · F370',
      name: 'Cable clips',
      at: 50,
      hours: 11,
      status: 'QUEUED',
      material: 'ABS-M30',
      parts: [['cable_clip.stl', 25]],
    },
    { machine: 'FDM-01 · F370', name: 'Jig rework (cancelled)', at: 10, hours: 6, status: 'CANCELLED', material: 'ABS-M30' },
    {
      machine: 'DMLS-01 · EOS M 290',
      name: 'Ti64 manifold build',
      at: -30,
      hours: 40,
      status: 'IN_PROGRESS',
      material: 'EOS Titanium Ti64',
      parts: [['hydraulic_manifold_ti64.stl', 2]],
      itar: true,
    },
    {
      machine: 'PP-01 · Powershot S',
      name: 'Blast gripper fingers',
      at: 14,
      hours: 3,
      status: 'QUEUED',
      type: 'POST_PROCESSING_ORDER',
      material: 'PolyShot Blasting Media',
    },
  ],
  munich: [
    { machine: 'SLS-M1 · EOS P 770', name: 'SLS-M1 build 540', at: -30, hours: 40, status: 'IN_PROGRESS', material: 'PA 2200' },
    {
      machine: 'DMLS-M1 · EOS M 290',
      name: 'AlSi10Mg coupons',
      at: 24,
      hours: 20,
      status: 'QUEUED',
      material: 'EOS Aluminium AlSi10Mg',
      parts: [['heat_exchanger_coupon.stl', 12]],
    },
    { machine: 'MJF-M1 · HP 5200', name: 'Print head service', at: 6, hours: 6, status: 'QUEUED', type: 'DOWNTIME' },
  ],
  vendor: [
    {
      machine: 'NW-FFF-1 · UltiMaker S5',
      name: 'Northwind stand batch',
      at: 2,
      hours: 12,
      status: 'QUEUED',
      material: 'UltiMaker PLA',
      parts: [['display_stand.stl', 10]],
    },
  ],
};

/**
 * What a started job does to its orders: fulfilment's productionStarted, which the demo data hands
 * in. Fulfilment moves the orders, whose promise dates read this domain's next slot: imported
 * here, it would close that cycle.
 */
type JobStarted = (trx: Transaction<Database>, jobId: number, jobType: JobType) => Promise<void>;

/** Jobs around the hour of seeding (see SeedJob.at) on the demo machines, with the order parts they build. */
export async function seedScheduling(
  trx: Transaction<Database>,
  tenants: DemoTenants,
  hour: number,
  jobStarted: JobStarted,
): Promise<void> {
  const materials = await idsByName(trx.selectFrom('materials').select(['id', 'name']).execute(), 'name');
  const equipment = await idsByName(trx.selectFrom('equipment').select(['id', 'display_name']).execute(), 'display_name');
  const fileIds = await idsByName(
    trx.selectFrom('rfq_files').select(['id', 'original_file_name']).execute(),
    'original_file_name',
  );
  for (const [facility, jobs] of Object.entries(SEED_JOBS) as [keyof typeof SEED_JOBS, SeedJob[]][]) {
    for (const job of jobs) {
      const from = hour + job.at * HOUR;
      const row = await trx
        .insertInto('jobs')
        .values({
          facility_id: tenants[facility],
          equipment_id: equipment.get(job.machine)!,
          job_name: job.name,
          job_type: job.type ?? 'ORDER',
          job_source: 'SCHEDULING',
          job_creation_type: job.creation ?? 'MANUAL',
          job_status: job.status,
          from_date: new Date(from),
          to_date: new Date(from + job.hours * HOUR),
          estimated_time: job.hours,
          actual_time: job.status === 'COMPLETED' || job.status === 'FAILED' ? job.hours : 0,
          material_id: job.material ? materials.get(job.material)! : null,
          job_notes: job.notes ?? '',
          itar: job.itar ?? false,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (job.parts) {
        // A completed job made all its pieces, as the job form records by default.
        const completed = job.status === 'COMPLETED';
        await trx
          .insertInto('job_files')
          .values(
            job.parts.map(([file, quantity]) => ({
              job_id: row.id,
              rfq_file_id: fileIds.get(file)!,
              quantity,
              completed_quantity: completed ? quantity : 0,
            })),
          )
          .execute();
        // A job that started moves its orders on, as saving it as started does.
        if (job.status === 'IN_PROGRESS' || completed) await jobStarted(trx, row.id, job.type ?? 'ORDER');
      }
    }
  }
  // Changing an MJF between PA 11 and PA 12 means emptying and cleaning its powder path: three hours.
  const [pa11, pa12] = [materials.get('HP 3D HR PA 11')!, materials.get('HP 3D HR PA 12')!];
  await trx
    .insertInto('equipment_changeovers')
    .values(
      ['MJF-01 · HP 5200', 'MJF-02 · HP 5200'].flatMap((machine) => [
        { equipment_id: equipment.get(machine)!, from_material_id: pa11, to_material_id: pa12, minutes: 180 },
        { equipment_id: equipment.get(machine)!, from_material_id: pa12, to_material_id: pa11, minutes: 180 },
      ]),
    )
    .execute();
}
