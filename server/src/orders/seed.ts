/**
 * The demo orders: both customer companies' orders in every state the two sides bring an order
 * to, each made by the demo's people through the service functions (seed-actors.ts), so the
 * rows are those the state graphs produce, with their history. Titles and file names are the
 * ones the scheduling seed and the tests find the orders by.
 */
import { seedActors, type DemoOrder, type DemoQuote, type Facility, type OrdersSeedContext } from './seed-actors.js';

const ORDERS = {
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

const quote = (unitPricesMinor: number[], leadTimeDays: number, notes = ''): DemoQuote => ({
  unitPricesMinor,
  setupMinor: 15_000,
  leadTimeDays,
  notes,
});

/** The demo orders, each made and moved through the services, dated from the hour of seeding. */
export async function seedOrders(context: OrdersSeedContext): Promise<void> {
  const act = await seedActors(context);
  const submitted = async (order: DemoOrder) => {
    const id = await act.draft(order);
    await act.submit(id);
    return id;
  };
  /** The facility quotes, the customer accepts, the facility confirms: AGREEMENT_DONE. */
  const agreed = async (id: number, facility: Facility, offer: DemoQuote) => {
    await act.quote(id, facility, offer);
    await act.accept(id, facility);
    await act.confirm(id, facility);
  };

  const gripperFingers = await submitted(ORDERS.gripperFingers);
  await agreed(gripperFingers, 'austin', quote([1_850, 1_850], 6, 'Bead blasted, dyed black'));
  const blasting = await act.say(
    gripperFingers,
    'austin',
    'customer',
    'Please keep the grip faces within ±0.2 mm after blasting.',
  );
  await act.read(gripperFingers, 'austin', 'facility', blasting);
  // Acme has not read the answer yet.
  await act.say(gripperFingers, 'austin', 'facility', 'Will do: we mask the grip faces and measure ten of each side.');

  const droneArms = await submitted(ORDERS.droneArmHousings);
  await act.decline(droneArms, 'munich', 'Our Jet Fusion is booked with internal builds for six weeks');
  await agreed(droneArms, 'austin', quote([2_400, 900], 8, 'Vapour smoothed'));

  const sensorBrackets = await submitted(ORDERS.sensorBrackets);
  await act.assign(sensorBrackets, 'austin', 'planner@demo.test');

  // Both plants quote; Acme takes Munich's, so Austin's bid is lost.
  const coupons = await submitted(ORDERS.heatExchangerCoupons);
  await act.quote(coupons, 'austin', quote([9_500], 9));
  await agreed(coupons, 'munich', quote([8_200], 7, 'Stress relieved, supports removed'));

  const displayStands = await submitted(ORDERS.displayStands);
  await agreed(displayStands, 'vendor', quote([1_200], 4));
  // Northwind printed them before it planned in the platform, and they are on their way.
  await act.makeByHand(displayStands, 'vendor', 'Printed on the UltiMaker before the job was entered');
  await act.inspect(displayStands, 'vendor', 0, { passed: 10, failed: 0 });
  await act.ship(displayStands, 'vendor', [[0, 10]], { carrier: 'DHL', trackingNumber: 'JD014600006281230712', daysAgo: 1 });

  // Austin signed the NDA, Acme approved it and Austin quoted; Northwind's signed NDA awaits Acme's review.
  const handCovers = await submitted(ORDERS.handCovers);
  await act.sendNda(handCovers, 'austin');
  await act.approveNda(handCovers, 'austin');
  await act.quote(handCovers, 'austin', quote([4_200], 10));
  await act.sendNda(handCovers, 'vendor');

  // Two bids to compare, and a conversation with each facility; Austin has not read Acme's question.
  const cameraMounts = await submitted(ORDERS.cameraMounts);
  await act.quote(cameraMounts, 'austin', quote([3_100], 9));
  await act.quote(cameraMounts, 'vendor', quote([2_750], 12, 'Lens window polished clear'));
  const clarity = await act.say(cameraMounts, 'vendor', 'customer', 'Can you polish the lens window to optical clarity?');
  await act.read(cameraMounts, 'vendor', 'facility', clarity);
  const polished = await act.say(cameraMounts, 'vendor', 'facility', 'Yes: wet sanded and clear coated, it is in our quote.');
  await act.read(cameraMounts, 'vendor', 'customer', polished);
  await act.say(cameraMounts, 'austin', 'customer', 'Could you deliver in 7 days instead of 9?');

  await act.draft(ORDERS.gripperPads);
  const guideRails = await submitted(ORDERS.guideRails);
  await act.withdraw(guideRails, 'Design changed: the rails will be machined in aluminium');

  const manifold = await submitted(ORDERS.titaniumManifold);
  await act.quote(manifold, 'austin', quote([68_000, 21_000], 10, 'HIP and CT scan included'));
  await act.accept(manifold, 'austin');

  await agreed(await submitted(ORDERS.fitCheckPrototypes), 'austin', quote([5_500, 6_200, 150], 3));

  await submitted(ORDERS.lightGuides);

  // Made outside the platform's jobs, inspected (two jaws scrapped for an NCR), the plates and ten
  // jaws shipped and delivered; four jaws wait to ship, two are to be made again.
  const fixtures = await submitted(ORDERS.fixturePlates);
  await agreed(fixtures, 'austin', quote([2_800, 950], 3));
  await act.makeByHand(fixtures, 'austin', 'Printed on FDM-01 over the weekend, before the job was planned here');
  await act.inspect(fixtures, 'austin', 0, { passed: 8, failed: 0 });
  await act.inspect(fixtures, 'austin', 1, {
    passed: 14,
    failed: 2,
    ncrRequested: true,
    note: 'Layer separation at the hinge on two jaws',
  });
  const delivered = await act.ship(
    fixtures,
    'austin',
    [
      [0, 8],
      [1, 10],
    ],
    { carrier: 'UPS', service: 'Ground', trackingNumber: '1Z4F29W80312345678', daysAgo: 2 },
  );
  await act.confirmDelivery(fixtures, delivered);

  await agreed(await submitted(ORDERS.fixtureSpacers), 'austin', quote([380], 2));

  const brackets = await submitted(ORDERS.bracketBatch);
  await agreed(brackets, 'austin', quote([640], 6));
  await act.hold(brackets, 'austin', 'Acme asked us to wait for drawing revision D');

  // Complete: made, inspected, shipped, delivered and paid.
  const cubes = await submitted(ORDERS.calibrationCubes);
  await agreed(cubes, 'austin', quote([450], 2));
  await act.makeByHand(cubes, 'austin', 'Printed with the weekly calibration build');
  await act.inspect(cubes, 'austin', 0, { passed: 10, failed: 0 });
  await act.confirmDelivery(
    cubes,
    await act.ship(cubes, 'austin', [[0, 10]], { carrier: 'FedEx', trackingNumber: '794698220330', daysAgo: 3 }),
  );
  await act.recordPayment(cubes, 'austin', 'Invoice 2026-0142, paid by card');

  // The enterprise's own orders: made at Austin and on its way to Munich (INTERNAL_SHIPPED);
  // the show models placed with Northwind and agreed.
  const nozzles = await submitted(ORDERS.coolantNozzles);
  await agreed(nozzles, 'austin', quote([1_100], 4));
  await act.makeByHand(nozzles, 'austin', 'Printed in the nightly SLS build');
  await act.inspect(nozzles, 'austin', 0, { passed: 12, failed: 0 });
  await act.ship(nozzles, 'austin', [[0, 12]], { carrier: 'Internal courier', trackingNumber: 'DA-AUS-MUC-0412', daysAgo: 1 });
  await agreed(await submitted(ORDERS.tradeShowModels), 'vendor', quote([18_500], 8, 'Clear parts, polished'));
}
