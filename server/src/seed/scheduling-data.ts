import type { JobCreationType, JobStatus, JobType, RfqStatus } from 'shared/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

type Trx = Transaction<Database>;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Orders from the customer companies: [facility, customer, title, status, due in days, parts]. */
const ORDERS: {
  facility: 'austin' | 'munich' | 'vendor';
  customer: 'acme' | 'globex';
  title: string;
  status: RfqStatus;
  dueInDays: number;
  parts: { file: string; quantity: number; process: string; materials: string[]; machines: string[]; itar?: boolean }[];
}[] = [
  {
    facility: 'austin',
    customer: 'acme',
    title: 'Gripper fingers — Rev C',
    status: 'IN_MANUFACTURING',
    dueInDays: 2,
    parts: [
      {
        file: 'gripper_finger_left.stl',
        quantity: 40,
        process: 'SELECTIVE_LASER_SINTERING',
        materials: ['PA 2200'],
        machines: ['EOS P 396'],
      },
      {
        file: 'gripper_finger_right.stl',
        quantity: 40,
        process: 'SELECTIVE_LASER_SINTERING',
        materials: ['PA 2200'],
        machines: ['EOS P 396'],
      },
    ],
  },
  {
    facility: 'austin',
    customer: 'acme',
    title: 'Drone arm housings',
    status: 'AGREEMENT_DONE',
    dueInDays: 6,
    parts: [
      {
        file: 'drone_arm_housing.3mf',
        quantity: 120,
        process: 'HPBJ',
        materials: ['HP 3D HR PA 12'],
        machines: ['HP Jet Fusion 5200'],
      },
      { file: 'motor_mount.3mf', quantity: 60, process: 'HPBJ', materials: ['HP 3D HR PA 11'], machines: ['HP Jet Fusion 5200'] },
    ],
  },
  {
    facility: 'austin',
    customer: 'globex',
    title: 'Titanium manifold (export controlled)',
    status: 'BID_ACCEPTED',
    dueInDays: 12,
    parts: [
      {
        file: 'hydraulic_manifold_ti64.stl',
        quantity: 6,
        process: 'DIRECT_METAL_LASER_SINTERING',
        materials: ['EOS Titanium Ti64'],
        machines: ['EOS M 290'],
        itar: true,
      },
      {
        file: 'manifold_cap_ti64.stl',
        quantity: 6,
        process: 'DIRECT_METAL_LASER_SINTERING',
        materials: ['EOS Titanium Ti64'],
        machines: ['EOS M 290'],
        itar: true,
      },
    ],
  },
  {
    facility: 'austin',
    customer: 'globex',
    title: 'Fit-check prototypes',
    status: 'IN_MANUFACTURING',
    dueInDays: 4,
    parts: [
      { file: 'enclosure_top.step', quantity: 5, process: 'SLA', materials: ['Grey Resin V4'], machines: ['Formlabs Form 3L'] },
      {
        file: 'enclosure_bottom.step',
        quantity: 5,
        process: 'SLA',
        materials: ['Grey Resin V4'],
        machines: ['Formlabs Form 3L'],
      },
      {
        file: 'cable_clip.stl',
        quantity: 25,
        process: 'FUSED_DEPOSITION_MODELING',
        materials: ['ABS-M30'],
        machines: ['Stratasys F370'],
      },
    ],
  },
  {
    facility: 'austin',
    customer: 'acme',
    title: 'Sensor brackets (quote stage)',
    status: 'SUBMITTED',
    dueInDays: 20,
    parts: [
      {
        file: 'sensor_bracket.stl',
        quantity: 30,
        process: 'SELECTIVE_LASER_SINTERING',
        materials: ['PA 1101'],
        machines: ['EOS P 396'],
      },
    ],
  },
  {
    facility: 'munich',
    customer: 'acme',
    title: 'Heat exchanger coupons',
    status: 'IN_MANUFACTURING',
    dueInDays: 9,
    parts: [
      {
        file: 'heat_exchanger_coupon.stl',
        quantity: 12,
        process: 'DIRECT_METAL_LASER_SINTERING',
        materials: ['EOS Aluminium AlSi10Mg'],
        machines: ['EOS M 290'],
      },
    ],
  },
  {
    facility: 'vendor',
    customer: 'globex',
    title: 'Northwind display stands',
    status: 'IN_MANUFACTURING',
    dueInDays: 5,
    parts: [
      { file: 'display_stand.stl', quantity: 10, process: 'FFF', materials: ['UltiMaker PLA'], machines: ['UltiMaker S5'] },
    ],
  },
];

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
      parts: [['drone_arm_housing.3mf', 40]],
    },
    {
      machine: 'MJF-01 · HP 5200',
      name: 'MJF-01 batch 78',
      at: 4,
      hours: 16,
      status: 'WAITING',
      material: 'HP 3D HR PA 12',
      parts: [['drone_arm_housing.3mf', 40]],
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
    {
      machine: 'MJF-02 · HP 5200',
      name: 'MJF-02 batch 12',
      at: 30,
      hours: 16,
      status: 'QUEUED',
      material: 'HP 3D HR PA 11',
      parts: [['motor_mount.3mf', 30]],
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
        ['enclosure_top.step', 5],
        ['enclosure_bottom.step', 3],
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

/** Delivery addresses, orders with part files, and jobs around `now` (see SeedJob.at). */
export async function seedScheduling(
  trx: Trx,
  ids: { austin: number; munich: number; vendor: number; acme: number; globex: number },
  now = Date.now(),
): Promise<void> {
  await trx
    .insertInto('delivery_addresses')
    .values([
      {
        company_id: ids.acme,
        label: 'Denver HQ',
        recipient: 'Acme Robotics Receiving',
        line1: '1550 Wewatta St',
        line2: 'Dock 3',
        city: 'Denver',
        region: 'CO',
        postal_code: '80202',
        country_code: 'US',
        phone: '+13035550142',
        is_default: true,
      },
      {
        company_id: ids.acme,
        label: 'Boulder lab',
        recipient: 'Acme Robotics R&D',
        line1: '2400 30th St',
        line2: null,
        city: 'Boulder',
        region: 'CO',
        postal_code: '80301',
        country_code: 'US',
        phone: null,
        is_default: false,
      },
      {
        company_id: ids.austin,
        label: 'Austin plant',
        recipient: 'Demo Additive Shipping',
        line1: '9400 Burnet Rd',
        line2: null,
        city: 'Austin',
        region: 'TX',
        postal_code: '78758',
        country_code: 'US',
        phone: '+15125550100',
        is_default: true,
      },
      {
        company_id: ids.vendor,
        label: 'Northwind Leeds',
        recipient: 'Northwind Goods In',
        line1: '12 Kirkstall Rd',
        line2: null,
        city: 'Leeds',
        region: null,
        postal_code: 'LS3 1HS',
        country_code: 'GB',
        phone: null,
        is_default: true,
      },
    ])
    .execute();

  const byName = <K extends string>(rows: ({ id: number } & Record<K, string>)[], key: K) =>
    new Map(rows.map((r) => [r[key], r.id]));
  const materials = byName(await trx.selectFrom('materials').select(['id', 'name']).execute(), 'name');
  const processes = byName(await trx.selectFrom('am_processes').select(['id', 'code']).execute(), 'code');
  const machines = byName(await trx.selectFrom('machines').select(['id', 'model_name']).execute(), 'model_name');
  const equipment = new Map(
    (await trx.selectFrom('equipment').select(['id', 'display_name', 'facility_id']).execute()).map((e) => [e.display_name, e]),
  );

  // The hour rather than the day's midnight: a job seeded as running at 00:30 runs at 23:30 too.
  const anchor = new Date(now);
  anchor.setMinutes(0, 0, 0);
  const fileIds = new Map<string, number>();
  for (const order of ORDERS) {
    const rfq = await trx
      .insertInto('rfqs')
      .values({
        facility_id: ids[order.facility],
        customer_id: ids[order.customer],
        display_title: order.title,
        status: order.status,
        estimated_delivery_date: new Date(anchor.getTime() + order.dueInDays * DAY),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const part of order.parts) {
      const file = await trx
        .insertInto('rfq_files')
        .values({
          rfq_id: rfq.id,
          original_file_name: part.file,
          preview_url: null,
          quantity: part.quantity,
          am_process_id: processes.get(part.process)!,
          itar: part.itar ?? false,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      fileIds.set(part.file, file.id);
      await trx
        .insertInto('rfq_file_materials')
        .values(part.materials.map((name) => ({ rfq_file_id: file.id, material_id: materials.get(name)! })))
        .execute();
      await trx
        .insertInto('rfq_file_machines')
        .values(part.machines.map((model) => ({ rfq_file_id: file.id, machine_id: machines.get(model)! })))
        .execute();
    }
  }

  for (const [facility, jobs] of Object.entries(SEED_JOBS) as [keyof typeof SEED_JOBS, SeedJob[]][]) {
    for (const job of jobs) {
      const machine = equipment.get(job.machine)!;
      const from = anchor.getTime() + job.at * HOUR;
      const row = await trx
        .insertInto('jobs')
        .values({
          facility_id: ids[facility],
          equipment_id: machine.id,
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
        await trx
          .insertInto('job_files')
          .values(job.parts.map(([file, quantity]) => ({ job_id: row.id, rfq_file_id: fileIds.get(file)!, quantity })))
          .execute();
      }
    }
  }
}
