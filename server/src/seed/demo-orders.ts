/**
 * The demo orders: both customer companies' orders in every state the two sides bring an order
 * to (orders.ts makes and moves them). Titles and file names are the ones the scheduling seed and
 * the tests find the orders by.
 */
import type { Distribution } from 'shared/contracts';

export type Customer = 'acme' | 'globex' | 'inHouse';
export type Facility = 'austin' | 'munich' | 'vendor';

/**
 * A part: its file (a verified binary STL of the part its name says, `size` mm its bounding box),
 * how many, and how to make it.
 */
export interface DemoPart {
  file: string;
  size: [number, number, number];
  quantity: number;
  process: string | null;
  material: string | null;
}

export interface DemoOrder {
  customer: Customer;
  title: string;
  distribution: Distribution;
  /** Days from the hour of seeding. */
  quoteDueInDays: number;
  deliveryInDays: number;
  parts: DemoPart[];
  itar?: boolean;
  /** Whether the facilities must sign the customer's NDA before they see the files. */
  nda?: boolean;
  notes?: string;
}

/** A facility's quote: a unit price per part (in cents, in the order's order), set-up, lead time. */
export interface DemoQuote {
  unitPricesMinor: number[];
  setupMinor: number;
  leadTimeDays: number;
  notes: string;
}

export const ORDERS = {
  // Acme Robotics: its APPROVED_VENDORS orders reach Austin (its store front) and Northwind.
  gripperFingers: {
    customer: 'acme',
    title: 'Gripper fingers — Rev C',
    distribution: 'APPROVED_VENDORS',
    quoteDueInDays: 1,
    deliveryInDays: 2,
    parts: [
      {
        file: 'gripper_finger_left.stl',
        size: [64, 18, 12],
        quantity: 40,
        process: 'SELECTIVE_LASER_SINTERING',
        material: 'PA 2200',
      },
      {
        file: 'gripper_finger_right.stl',
        size: [64, 18, 12],
        quantity: 40,
        process: 'SELECTIVE_LASER_SINTERING',
        material: 'PA 2200',
      },
    ],
  },
  // LINK3D: every facility that can make it, Munich too.
  droneArmHousings: {
    customer: 'acme',
    title: 'Drone arm housings',
    distribution: 'LINK3D',
    quoteDueInDays: 3,
    deliveryInDays: 6,
    parts: [
      { file: 'drone_arm_housing.stl', size: [180, 42, 36], quantity: 120, process: 'HPBJ', material: 'HP 3D HR PA 12' },
      { file: 'motor_mount.stl', size: [48, 48, 14], quantity: 60, process: 'HPBJ', material: 'HP 3D HR PA 11' },
    ],
  },
  sensorBrackets: {
    customer: 'acme',
    title: 'Sensor brackets (quote stage)',
    distribution: 'APPROVED_VENDORS',
    quoteDueInDays: 10,
    deliveryInDays: 20,
    parts: [
      { file: 'sensor_bracket.stl', size: [40, 30, 22], quantity: 30, process: 'SELECTIVE_LASER_SINTERING', material: 'PA 1101' },
    ],
  },
  heatExchangerCoupons: {
    customer: 'acme',
    title: 'Heat exchanger coupons',
    distribution: 'LINK3D',
    quoteDueInDays: 4,
    deliveryInDays: 9,
    parts: [
      {
        file: 'heat_exchanger_coupon.stl',
        size: [50, 50, 10],
        quantity: 12,
        process: 'DIRECT_METAL_LASER_SINTERING',
        material: 'EOS Aluminium AlSi10Mg',
      },
    ],
  },
  displayStands: {
    customer: 'acme',
    title: 'Northwind display stands',
    distribution: 'APPROVED_VENDORS',
    quoteDueInDays: 2,
    deliveryInDays: 5,
    parts: [{ file: 'display_stand.stl', size: [120, 90, 160], quantity: 10, process: 'FFF', material: 'UltiMaker PLA' }],
  },
  handCovers: {
    customer: 'acme',
    title: 'Hand covers (under NDA)',
    distribution: 'APPROVED_VENDORS',
    nda: true,
    quoteDueInDays: 10,
    deliveryInDays: 24,
    parts: [{ file: 'hand_cover_palm.stl', size: [95, 80, 30], quantity: 20, process: 'SLA', material: 'Tough 2000 Resin' }],
  },
  cameraMounts: {
    customer: 'acme',
    title: 'Camera mount prototypes',
    distribution: 'APPROVED_VENDORS',
    quoteDueInDays: 7,
    deliveryInDays: 16,
    parts: [{ file: 'camera_mount.stl', size: [60, 45, 35], quantity: 16, process: 'SLA', material: 'Clear Resin V4' }],
  },
  gripperPads: {
    customer: 'acme',
    title: 'Spare gripper pads',
    distribution: 'APPROVED_VENDORS',
    quoteDueInDays: 14,
    deliveryInDays: 30,
    // Still a draft: the material is not chosen yet.
    parts: [{ file: 'gripper_pad.stl', size: [30, 20, 4], quantity: 100, process: 'SELECTIVE_LASER_SINTERING', material: null }],
  },
  guideRails: {
    customer: 'acme',
    title: 'Conveyor guide rails and drive gears',
    distribution: 'APPROVED_VENDORS',
    quoteDueInDays: 5,
    deliveryInDays: 12,
    parts: [
      { file: 'guide_rail.stl', size: [300, 30, 20], quantity: 8, process: 'SELECTIVE_LASER_SINTERING', material: 'PA 2200' },
      { file: 'spur_gear.stl', size: [40, 40, 8], quantity: 16, process: 'SELECTIVE_LASER_SINTERING', material: 'PA 2200' },
    ],
  },
  // Agreed and on no job (only Austin runs FDM in ABS): a shop without the platform's jobs moves it by hand.
  fixtureSpacers: {
    customer: 'acme',
    title: 'Fixture spacers',
    distribution: 'APPROVED_VENDORS',
    quoteDueInDays: 2,
    deliveryInDays: 5,
    parts: [
      { file: 'fixture_spacer.stl', size: [40, 40, 8], quantity: 12, process: 'FUSED_DEPOSITION_MODELING', material: 'ABS-M30' },
    ],
  },
  // From award to delivery: made, inspected, shipped in part, delivered; on hold; complete.
  fixturePlates: {
    customer: 'acme',
    title: 'Fixture plates and clamp jaws',
    distribution: 'APPROVED_VENDORS',
    quoteDueInDays: 1,
    deliveryInDays: 3,
    parts: [
      { file: 'fixture_plate.stl', size: [120, 80, 10], quantity: 8, process: 'FUSED_DEPOSITION_MODELING', material: 'ABS-M30' },
      { file: 'clamp_jaw.stl', size: [60, 20, 20], quantity: 16, process: 'FUSED_DEPOSITION_MODELING', material: 'ABS-M30' },
    ],
  },
  bracketBatch: {
    customer: 'acme',
    title: 'Mounting brackets (on hold)',
    distribution: 'APPROVED_VENDORS',
    quoteDueInDays: 2,
    deliveryInDays: 10,
    parts: [
      { file: 'mount_bracket.stl', size: [50, 30, 5], quantity: 24, process: 'SELECTIVE_LASER_SINTERING', material: 'PA 2200' },
    ],
  },
  calibrationCubes: {
    customer: 'acme',
    title: 'Calibration cubes',
    distribution: 'APPROVED_VENDORS',
    quoteDueInDays: 1,
    deliveryInDays: 2,
    parts: [{ file: 'calibration_cube.stl', size: [20, 20, 20], quantity: 10, process: 'SLA', material: 'Grey Resin V4' }],
  },
  // Built on MJF-01 (the material seed's batch 76), the first 40 delivered and 20 to follow: the
  // demo's PA 12 lot traces to an order that reached its customer.
  batteryCovers: {
    customer: 'acme',
    title: 'Drone battery covers',
    distribution: 'APPROVED_VENDORS',
    quoteDueInDays: 1,
    deliveryInDays: 4,
    parts: [{ file: 'battery_cover.stl', size: [110, 64, 16], quantity: 60, process: 'HPBJ', material: 'HP 3D HR PA 12' }],
  },
  // Globex Prototyping: it blacklisted Northwind, so its APPROVED_VENDORS orders reach Austin alone;
  // it has no delivery address and collects its parts.
  titaniumManifold: {
    customer: 'globex',
    title: 'Titanium manifold (export controlled)',
    distribution: 'APPROVED_VENDORS',
    itar: true,
    quoteDueInDays: 5,
    deliveryInDays: 12,
    notes: 'ITAR controlled: US persons only.',
    parts: [
      {
        file: 'hydraulic_manifold_ti64.stl',
        size: [80, 60, 60],
        quantity: 6,
        process: 'DIRECT_METAL_LASER_SINTERING',
        material: 'EOS Titanium Ti64',
      },
      {
        file: 'manifold_cap_ti64.stl',
        size: [60, 60, 12],
        quantity: 6,
        process: 'DIRECT_METAL_LASER_SINTERING',
        material: 'EOS Titanium Ti64',
      },
    ],
  },
  fitCheckPrototypes: {
    customer: 'globex',
    title: 'Fit-check prototypes',
    distribution: 'APPROVED_VENDORS',
    quoteDueInDays: 2,
    deliveryInDays: 4,
    parts: [
      { file: 'enclosure_top.stl', size: [150, 100, 25], quantity: 5, process: 'SLA', material: 'Grey Resin V4' },
      { file: 'enclosure_bottom.stl', size: [150, 100, 40], quantity: 5, process: 'SLA', material: 'Grey Resin V4' },
      { file: 'cable_clip.stl', size: [25, 12, 8], quantity: 25, process: 'FUSED_DEPOSITION_MODELING', material: 'ABS-M30' },
    ],
  },
  // Agreed with Austin: twelve of them share MJF-01's build with Acme's drone arm housings, the
  // other twelve wait in the group nesting's proposal.
  sensorPodHousings: {
    customer: 'globex',
    title: 'Sensor pod housings',
    distribution: 'APPROVED_VENDORS',
    quoteDueInDays: 2,
    deliveryInDays: 12,
    parts: [{ file: 'sensor_pod_housing.stl', size: [90, 60, 40], quantity: 24, process: 'HPBJ', material: 'HP 3D HR PA 12' }],
  },
  // Only Northwind runs PolyJet, and Globex blacklisted it: UNMATCHED, saying so.
  lightGuides: {
    customer: 'globex',
    title: 'Clear light guides',
    distribution: 'APPROVED_VENDORS',
    quoteDueInDays: 6,
    deliveryInDays: 14,
    parts: [{ file: 'light_guide.stl', size: [70, 12, 12], quantity: 4, process: 'POLYJET_3D', material: 'VeroClear' }],
  },
  // Demo Additive Engineering, the enterprise's own engineering (its plants' order history): an
  // internal order to its plants, and one it placed outside, with Northwind (only it runs PolyJet).
  coolantNozzles: {
    customer: 'inHouse',
    title: 'Coolant nozzles for the Munich line',
    distribution: 'INTERNAL_FACILITY',
    quoteDueInDays: 2,
    deliveryInDays: 6,
    parts: [
      { file: 'coolant_nozzle.stl', size: [30, 30, 45], quantity: 12, process: 'SELECTIVE_LASER_SINTERING', material: 'PA 2200' },
    ],
  },
  tradeShowModels: {
    customer: 'inHouse',
    title: 'Trade show display models',
    distribution: 'LINK3D',
    quoteDueInDays: 3,
    deliveryInDays: 10,
    parts: [{ file: 'trade_show_model.stl', size: [100, 80, 60], quantity: 3, process: 'POLYJET_3D', material: 'VeroClear' }],
  },
} satisfies Record<string, DemoOrder>;
