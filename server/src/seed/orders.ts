/**
 * The demo orders (demo-orders.ts), each made and moved by the demo's people through the service
 * functions (order-actors.ts), so the rows are those the state graphs produce, with their history.
 */
import { ORDERS, type DemoOrder, type DemoQuote, type Facility } from './demo-orders.js';
import { seedActors, type OrdersSeedContext } from './order-actors.js';

const quote = (unitPricesMinor: number[], leadTimeDays: number, notes = ''): DemoQuote => ({
  unitPricesMinor,
  setupMinor: 15_000,
  leadTimeDays,
  notes,
});

/**
 * The demo orders, each made and moved through the services, dated from the hour of seeding. The
 * battery covers are made on a build the material seed records (it runs after the jobs), so their
 * inspection, shipment and delivery are returned, to be run after it.
 */
export async function seedOrders(context: OrdersSeedContext): Promise<() => Promise<void>> {
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
  await agreed(await submitted(ORDERS.sensorPodHousings), 'austin', quote([2_900], 7, 'Bead blasted'));

  await submitted(ORDERS.lightGuides);

  // Made outside the platform's jobs, inspected (two jaws failed and held for an NCR, which the
  // quality area's inbox offers to raise), the plates and ten jaws shipped and delivered; four
  // jaws wait to ship.
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

  // Agreed here; MJF-01's batch 76 makes 40 of the 60 and starts the order, then the 40 pass,
  // ship and arrive: DELIVERED, the other 20 still to make.
  const covers = await submitted(ORDERS.batteryCovers);
  await agreed(covers, 'austin', quote([1_450], 4, 'Bead blasted, dyed black'));
  return async () => {
    await act.inspect(covers, 'austin', 0, { passed: 40, failed: 0 });
    const shipment = await act.ship(covers, 'austin', [[0, 40]], {
      carrier: 'UPS',
      service: 'Ground',
      trackingNumber: '1Z9A41E70367215834',
      daysAgo: 3,
    });
    await act.confirmDelivery(covers, shipment);
  };
}
