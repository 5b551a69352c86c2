import { claimBuild } from './changes.js';
import type { BuildView } from './schemas.js';
import { agreedWithAustin } from '../test-support/orders.js';
import { callsAs, createTestApp, logins, type Session, type TestApp } from '../test-support/test-app.js';
import { waitFor } from '../test-support/wait-for.js';

let t: TestApp;
let austin: Session;
let engineer: Session;
let vendor: Session;
const call = callsAs(() => t);

beforeAll(async () => {
  t = await createTestApp();
  [austin, engineer, vendor] = await logins(t.app, 'admin', 'engineer', 'vendor');
});
afterAll(() => t.close());

interface Answer {
  placements: { matrix: number[]; pinned: boolean }[];
  height: number;
  density: number;
  massDensity: number;
}
const answerOf = (build: BuildView) => build.packing!.result as unknown as Answer;

/** A build of two 10 mm cubes on SLS-01, packed. */
async function twoCubes(title: string) {
  const order = await agreedWithAustin(t, { engineer, austin }, { quantity: 2, title });
  const equipment = (await call(austin, 'GET', '/api/v1/sp/equipments')).json() as { id: number; displayName: string }[];
  const sls = equipment.find((machine) => machine.displayName === 'SLS-01 · EOS P 396')!.id;
  const { id } = (
    await call(austin, 'POST', '/api/v1/builds', {
      name: title,
      equipmentId: sls,
      spacing: 2,
      parts: [{ rfqFileId: order.partId, quantity: 2, rotation: 'none' }],
    })
  ).json() as BuildView;
  return id;
}

const packed = async (id: number) =>
  waitFor(async () => {
    const build = (await call(austin, 'GET', `/api/v1/builds/${id}`)).json() as BuildView;
    return build.packing?.status === 'SUCCESS' ? build : undefined;
  }, `build ${id} packed`);

describe('a piece moved by hand', () => {
  it('is refused inside another piece or outside the volume, and kept, pinned, where nothing breaks', async () => {
    const id = await twoCubes('Cubes moved by hand');
    const url = `/api/v1/builds/${id}/pieces/1`;
    expect((await call(austin, 'POST', `${url}/check`, { offset: [0, 0, 0], turn: 0 })).json().message).toBe(
      'Pack the build before moving its pieces',
    );
    await call(austin, 'POST', `/api/v1/builds/${id}/pack`, { seconds: 5 });
    const build = await packed(id);
    const [first, second] = answerOf(build).placements;
    // Onto the first cube: the two would overlap.
    const onto = [12, 13, 14].map((at) => first!.matrix[at]! - second!.matrix[at]!);
    const check = (await call(austin, 'POST', `${url}/check`, { offset: onto, turn: 90 })).json();
    expect(check.violations).toEqual([
      expect.objectContaining({
        placements: [0, 1],
        message: expect.stringMatching(/^agreed-bracket.stl and agreed-bracket.stl: /),
      }),
    ]);
    const refused = await call(austin, 'PUT', url, { offset: onto, turn: 90 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(check.violations[0].message);
    const outside = (await call(austin, 'POST', `${url}/check`, { offset: [0, 0, 1000], turn: 0 })).json();
    expect(outside.violations).toEqual([expect.objectContaining({ kind: 'OUTSIDE_VOLUME', placements: [1] })]);

    // 40 mm along y and 20 mm up: clear of the first, inside the volume.
    const clear = (await call(austin, 'POST', `${url}/check`, { offset: [0, 40, 20], turn: 0 })).json();
    expect(clear.violations).toEqual([]);
    const moved = await call(austin, 'PUT', url, { offset: [0, 40, 20], turn: 0 });
    expect(moved.statusCode).toBe(200);
    const after = answerOf(moved.json() as BuildView);
    expect(after.placements[1]).toMatchObject({ pinned: true, matrix: clear.matrix });
    expect(after.placements[1]!.matrix[13]).toBeCloseTo(second!.matrix[13]! + 40, 6);
    expect(after.height).toBeCloseTo(answerOf(build).height + 20, 6);
    expect(after.density).toBeCloseTo((answerOf(build).density * answerOf(build).height) / after.height, 9);
    expect(after.massDensity).toBeCloseTo((answerOf(build).massDensity * answerOf(build).height) / after.height, 9);
    expect(after.placements[0]).toEqual(first);

    // Re-packed around it, the moved piece stays; a new packing is read as it comes.
    await call(austin, 'POST', `/api/v1/builds/${id}/pack`, {
      seconds: 5,
      pinned: [{ placement: 1, matrix: after.placements[1]!.matrix }],
    });
    const repacked = await waitFor(async () => {
      const next = (await call(austin, 'GET', `/api/v1/builds/${id}`)).json() as BuildView;
      return next.packing?.status === 'SUCCESS' && next.packing.operationId !== build.packing!.operationId ? next : undefined;
    }, 'the build packed again');
    const pinned = answerOf(repacked).placements.find((placement) => placement.pinned)!;
    pinned.matrix.forEach((value, index) => expect(value).toBeCloseTo(after.placements[1]!.matrix[index]!, 6));
  });

  it('names a piece the packing does not have, and is the facility’s own', async () => {
    const id = await twoCubes('Cubes asked of');
    await call(austin, 'POST', `/api/v1/builds/${id}/pack`, { seconds: 5 });
    await packed(id);
    const missing = await call(austin, 'POST', `/api/v1/builds/${id}/pieces/7/check`, { offset: [0, 0, 0], turn: 0 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('The packing has no piece 7');
    expect((await call(vendor, 'PUT', `/api/v1/builds/${id}/pieces/0`, { offset: [0, 0, 0], turn: 0 })).statusCode).toBe(404);
    expect((await call(austin, 'PUT', `/api/v1/builds/${id}/pieces/0`, { offset: [0, 0, 0], turn: 45 })).statusCode).toBe(400);
  });
});

describe('a change to a build', () => {
  it('is made only to the build as it was read: a second change from the same reading is refused, not lost', async () => {
    const equipment = (await call(austin, 'GET', '/api/v1/sp/equipments')).json() as { id: number; displayName: string }[];
    const sls = equipment.find((machine) => machine.displayName === 'SLS-01 · EOS P 396')!.id;
    const { id } = (await call(austin, 'POST', '/api/v1/builds', { name: 'Read once', equipmentId: sls })).json() as BuildView;
    const read = await t.db
      .selectFrom('builds')
      .select(['facility_id', 'updated_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const change = (name: string) =>
      t.db
        .transaction()
        .execute((trx) => claimBuild(trx, { id, facilityId: read.facility_id, updatedAt: read.updated_at }, { name }));
    await change('First');
    await expect(change('Second')).rejects.toMatchObject({
      statusCode: 409,
      message: 'Someone else changed this build meanwhile; reload it to see their changes',
    });
    expect((await call(austin, 'GET', `/api/v1/builds/${id}`)).json().name).toBe('First');
  });
});
