/**
 * An export-controlled (ITAR) part in build planning: an ITAR administrator plans it like any
 * other; a member without the clearance never sees it in the list, cannot put it in a build, pack
 * its file or have a group nesting propose it.
 */
import type { GroupNestingView } from './group-nesting-schemas.js';
import type { BuildView } from './schemas.js';
import { cube } from '../files/geometry/corpus.js';
import { writeBinaryStl } from '../files/geometry/stl.js';
import { agreedWithAustin } from '../test-support/orders.js';
import { runFileOperation, uploadFile } from '../test-support/part-files.js';
import { callsAs, createTestApp, logins, type Session, type TestApp } from '../test-support/test-app.js';
import { waitFor } from '../test-support/wait-for.js';

let t: TestApp;
let austin: Session;
let operator: Session;
const call = callsAs(() => t);
let sls: number;
let controlled: { partId: number };
let open: { partId: number };
/** Only this file's orders: the others of the test database stay out of its lists and proposals. */
const OURS = 'Controlled planning';

beforeAll(async () => {
  t = await createTestApp();
  let engineer: Session;
  [austin, operator, engineer] = await logins(t.app, 'admin', 'operator', 'engineer');
  const equipment = (await call(austin, 'GET', '/api/v1/sp/equipments')).json() as { id: number; displayName: string }[];
  sls = equipment.find((machine) => machine.displayName === 'SLS-01 · EOS P 396')!.id;
  controlled = await agreedWithAustin(t, { engineer, austin }, { quantity: 2, title: `${OURS} ITAR`, itar: true });
  open = await agreedWithAustin(t, { engineer, austin }, { quantity: 3, title: `${OURS} open` });
});
afterAll(() => t.close());

const listed = async (session: Session) =>
  (
    (await call(session, 'GET', `/api/v1/builds/parts?offset=0&limit=100&search=${encodeURIComponent(OURS)}`)).json() as {
      rows: { rfqFileId: number; itar: boolean }[];
    }
  ).rows.map((row) => [row.rfqFileId, row.itar]);

describe('an export-controlled part in build planning', () => {
  it('is listed to an ITAR administrator only', async () => {
    expect(await listed(austin)).toEqual(
      expect.arrayContaining([
        [controlled.partId, true],
        [open.partId, false],
      ]),
    );
    expect(await listed(operator)).toEqual([[open.partId, false]]);
  });

  it('goes into a build of an ITAR administrator only', async () => {
    const input = (partId: number) => ({ name: `${OURS} build`, equipmentId: sls, parts: [{ rfqFileId: partId, quantity: 1 }] });
    const refused = await call(operator, 'POST', '/api/v1/builds', input(controlled.partId));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('agreed-bracket.stl is export controlled (ITAR): only an ITAR administrator may plan it');
    const made = await call(austin, 'POST', '/api/v1/builds', input(controlled.partId));
    expect(made.statusCode).toBe(201);
    const { id } = made.json() as BuildView;
    // Planned by the administrator, its geometry is still no one else's to pack, move or export.
    const packing = await call(operator, 'POST', `/api/v1/builds/${id}/pack`, { seconds: 5 });
    expect([packing.statusCode, packing.json().message]).toEqual([403, refused.json().message]);
    expect((await call(austin, 'POST', `/api/v1/builds/${id}/pack`, { seconds: 5, attempts: 1 })).statusCode).toBe(200);
    await waitFor(async () => {
      const build = (await call(austin, 'GET', `/api/v1/builds/${id}`)).json() as BuildView;
      return build.packing?.status === 'SUCCESS' ? build : undefined;
    }, 'the controlled build packed');
    const move = { offset: [0, 0, 10], turn: 0 };
    for (const [method, url] of [
      ['POST', `/api/v1/builds/${id}/pieces/0/check`],
      ['PUT', `/api/v1/builds/${id}/pieces/0`],
    ] as const)
      expect((await call(operator, method, url, move)).statusCode).toBe(403);
    expect((await call(operator, 'GET', `/api/v1/builds/${id}/3mf`)).statusCode).toBe(403);
    expect((await call(austin, 'POST', `/api/v1/builds/${id}/pieces/0/check`, move)).statusCode).toBe(200);
    await call(austin, 'DELETE', `/api/v1/builds/${id}`);
  });

  it('is packed (PACK3D) by an ITAR administrator only: to others its file does not exist', async () => {
    const fileId = await uploadFile(t, austin, 'controlled.stl', Buffer.from(writeBinaryStl(cube(10))), { itar: true });
    await runFileOperation(t, austin, 'VERIFY', fileId);
    const parameters = { equipmentId: sls, spacing: 2, seconds: 5, attempts: 1, parts: [{ fileId, quantity: 1 }] };
    const refused = await call(operator, 'POST', '/api/v1/file-operation/PACK3D', { fileId, parameters });
    expect([refused.statusCode, refused.json().message]).toEqual([404, `File ${fileId} not found`]);
    const { status, result } = await runFileOperation(t, austin, 'PACK3D', fileId, parameters);
    expect(status.status).toBe('SUCCESS');
    expect(result.responseData.placements).toHaveLength(1);
  });

  it('is proposed by a group nesting of an ITAR administrator only', async () => {
    const propose = async (session: Session) => {
      const created = await call(session, 'POST', '/api/v1/builds/group-nestings', {
        equipmentIds: [sls],
        spacing: 2,
        search: OURS,
      });
      expect(created.statusCode).toBe(201);
      const { id } = created.json() as GroupNestingView;
      const nesting = await waitFor(async () => {
        const read = (await call(session, 'GET', `/api/v1/builds/group-nestings/${id}`)).json() as GroupNestingView;
        return read.builds.every((build) => build.packing?.status === 'SUCCESS') ? read : undefined;
      }, `group nesting ${id} packed`);
      const parts = await Promise.all(
        nesting.builds.map(
          async (build) => ((await call(session, 'GET', `/api/v1/builds/${build.id}`)).json() as BuildView).parts,
        ),
      );
      await call(session, 'DELETE', `/api/v1/builds/group-nestings/${id}`);
      return parts.flat().map((part) => part.rfqFileId);
    };
    expect(await propose(operator)).toEqual([open.partId]);
    expect((await propose(austin)).sort()).toEqual([controlled.partId, open.partId].sort());
  });
});
