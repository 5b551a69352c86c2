import type { MatchStatus, RfqStatus } from 'shared/contracts';
import { idsByName, type DomainSeed } from '../seed/domain-seed.js';

const DAY = 86_400_000;

/** Orders from the customer companies, with their part files: [facility, customer, title, status, due in days, parts]. */
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
    status: 'DISTRIBUTED',
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

/** The facility's match of an order in each seeded state. */
const MATCH_OF: Record<string, MatchStatus> = {
  DISTRIBUTED: 'BID_WAITING',
  BID_ACCEPTED: 'BID_APPROVED',
  AGREEMENT_DONE: 'SP_BID_ACCEPTED',
  IN_MANUFACTURING: 'IN_PROGRESS',
};

/** The demo orders and their part files, due some days after the hour of seeding. */
export const seedOrders: DomainSeed = async (trx, tenants, hour) => {
  const materials = await idsByName(trx.selectFrom('materials').select(['id', 'name']).execute(), 'name');
  const processes = await idsByName(trx.selectFrom('am_processes').select(['id', 'code']).execute(), 'code');
  const machines = await idsByName(trx.selectFrom('machines').select(['id', 'model_name']).execute(), 'model_name');
  for (const order of ORDERS) {
    const rfq = await trx
      .insertInto('rfqs')
      .values({
        awarded_facility_id: order.status === 'DISTRIBUTED' ? null : tenants[order.facility],
        customer_id: tenants[order.customer],
        display_title: order.title,
        status: order.status,
        estimated_delivery_date: new Date(hour + order.dueInDays * DAY),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('matches')
      .values({ rfq_id: rfq.id, facility_id: tenants[order.facility], status: MATCH_OF[order.status]! })
      .execute();
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
};
