import { DEMO_FACILITIES } from '../accounts/seed.js';
import { demoPart } from '../files/index.js';
import { writeBinaryStl } from '../files/geometry/stl.js';
import { addressOf, orderInput, processAndMaterial } from '../test-support/orders.js';
import { runFileOperation, uploadFile } from '../test-support/part-files.js';
import { callsAs, createTestApp, logins, type Session, type TestApp } from '../test-support/test-app.js';

jest.setTimeout(120_000);

let t: TestApp;
let engineer: Session; // Acme Robotics: a LINK3D order reaches Austin (two EOS P 396), Munich (an EOS P 770) and Northwind
let austin: Session;
let address: number;

beforeAll(async () => {
  t = await createTestApp();
  [engineer, austin] = await logins(t.app, 'engineer', 'admin');
  address = await addressOf(t, 'Acme Robotics');
});
afterAll(() => t.close());

const call = callsAs(() => t);

/** A part file of Acme's, `size` (mm) its bounding box, verified sound. */
async function partOfSize(fileName: string, size: [number, number, number]) {
  const fileId = await uploadFile(t, engineer, fileName, Buffer.from(writeBinaryStl(demoPart(fileName, size))));
  const { status } = await runFileOperation(t, engineer, 'VERIFY', fileId);
  expect(status.status).toBe('SUCCESS');
  return fileId;
}

/** Acme's draft of one part in SLS and PA 2200 sent to every facility (LINK3D); its id. */
async function slsDraft(fileId: number) {
  const sls = await processAndMaterial(t, 'SELECTIVE_LASER_SINTERING', 'PA 2200');
  const input = orderInput(Date.now(), { fileId, ...sls }, { deliveryAddressId: address, distribution: 'LINK3D' });
  const created = await call(engineer, 'POST', '/api/v1/orders', input);
  expect(created.statusCode).toBe(201);
  return created.json().id as number;
}

const submit = async (id: number) => (await call(engineer, 'POST', `/api/v1/orders/${id}/submit`, {})).json();

/** The packing margin of the facility's machines whose names start with `prefix`. */
const setMargin = (prefix: string, mm: number) =>
  t.db.updateTable('equipment').set({ packing_margin_mm: mm }).where('display_name', 'like', `${prefix}%`).execute();

describe('matching an order to the facilities whose machines hold its parts', () => {
  it('counts and matches only a facility with a machine of the part’s process and material that holds it', async () => {
    // 350 × 350 × 100 mm: more than an EOS P 396 holds inside its margin (330 × 330 × 590), not an EOS P 770.
    const id = await slsDraft(await partOfSize('wide-tray.stl', [350, 350, 100]));
    const offer = (await call(engineer, 'GET', `/api/v1/orders/offer?distribution=LINK3D&orderId=${id}`)).json();
    expect(offer.facilityCount).toBe(1);
    const order = await submit(id);
    expect(order.status).toBe('DISTRIBUTED');
    expect(order.matches.map((m: { facilityName: string }) => m.facilityName)).toEqual([DEMO_FACILITIES.munich]);
  });

  it('tells the customer when the part is run but no facility’s machine holds it', async () => {
    const order = await submit(await slsDraft(await partOfSize('long-beam.stl', [800, 100, 100])));
    expect([order.status, order.unmatchedReason, order.matches]).toEqual([
      'UNMATCHED',
      'No facility’s machine running PA 2200 on SLS holds a part of 800 × 100 × 100 mm',
      [],
    ]);
  });

  it('plans a part only on the facility’s machines that hold it, and none when none does', async () => {
    // 310 × 310 × 50 mm: an EOS P 396 holds it inside 5 mm at each wall, not inside 25 mm.
    const order = await submit(await slsDraft(await partOfSize('flat-tray.stl', [310, 310, 50])));
    const match = order.matches.find((m: { facilityName: string }) => m.facilityName === DEMO_FACILITIES.austin);
    const plan = async () => (await call(austin, 'GET', `/api/v1/matches/${match.id}/promise-date`)).json();
    try {
      await setMargin('SLS-02', 25);
      expect((await plan()).parts).toEqual([expect.objectContaining({ equipmentName: 'SLS-01 · EOS P 396' })]);
      await setMargin('SLS-01', 25);
      const none = await plan();
      expect([none.parts, none.unplanned]).toEqual([[], [expect.objectContaining({ fileName: 'flat-tray.stl' })]]);
    } finally {
      await setMargin('SLS-0', 5);
    }
  });
});
