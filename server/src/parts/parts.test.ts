import { addressOf, agreedWithAustin, orderInput, processAndMaterial, verifiedPart } from '../test-support/orders.js';
import { multipartFile } from '../test-support/multipart.js';
import { sql } from 'kysely';
import { callsAs, createTestApp, logins, type Session, type TestApp } from '../test-support/test-app.js';
import { cube } from '../files/geometry/corpus.js';
import { writeBinaryStl } from '../files/geometry/stl.js';
import { runFileOperation } from '../test-support/part-files.js';
import { readFileSync } from 'node:fs';
import path from 'node:path';

jest.setTimeout(120_000);

let t: TestApp;
let acme: Session; // Acme's ENG_ADMIN
let globex: Session; // another customer company
let austin: Session; // Austin's admin
let northwind: Session; // another enterprise's facility

beforeAll(async () => {
  t = await createTestApp();
  [acme, globex, austin, northwind] = await logins(t.app, 'engineer', 'thirdparty', 'admin', 'vendor');
});
afterAll(() => t.close());

const call = callsAs(() => t);
const upload = (session: Session, fileName: string, content: Buffer, partId?: number) => {
  const form = multipartFile(fileName, content);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/files${partId === undefined ? '' : `?partId=${partId}`}`,
    headers: { ...session.bearer, ...form.headers },
    payload: form.payload,
  });
};
const cubeStl = (size: number) => Buffer.from(writeBinaryStl(cube(size)));

interface PartRow {
  id: number;
  name: string;
  partNumber: string | null;
  revisions: number;
  process: string | null;
  material: string | null;
  orders: number;
  delivered: number;
  latest: { fileId: number; revision: number; verified: boolean; dimensions: { x: number } | null } | null;
}
const inventory = async (session: Session, side: 'engineer' | 'sp', query = '') => {
  const response = await call(session, 'GET', `/api/v1/${side}/part-inventory?offset=0&limit=50${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as { totalCount: number; more: boolean; rows: PartRow[] };
};
const names = (rows: PartRow[]) => rows.map((row) => row.name);

describe('the part inventory', () => {
  it('makes a part of each uploaded part file, and a revision of a file uploaded to a part', async () => {
    const first = await upload(acme, 'gear-housing.stl', cubeStl(10));
    const fileId = first.json().id;
    const [part] = (await inventory(acme, 'engineer', '&search=gear-housing')).rows;
    expect(part).toEqual(expect.objectContaining({ name: 'gear-housing', revisions: 1, orders: 0, delivered: 0 }));
    expect(part!.latest?.fileId).toBe(fileId);

    const second = await upload(acme, 'gear-housing-v2.stl', cubeStl(12), part!.id);
    expect(second.statusCode).toBe(201);
    await runFileOperation(t, acme, 'VERIFY', second.json().id);
    const details = (await call(acme, 'GET', `/api/v1/engineer/part-inventory/${part!.id}`)).json();
    expect(details.revisions.map((r: { revision: number; fileName: string }) => [r.revision, r.fileName])).toEqual([
      [2, 'gear-housing-v2.stl'],
      [1, 'gear-housing.stl'],
    ]);
    // The measures of the verified revision, to compare with the first.
    expect(details.revisions[0]).toEqual(expect.objectContaining({ verified: true, dimensions: { x: 12, y: 12, z: 12 } }));
    expect(details.revisions[0].volume).toBeCloseTo(1728);

    // Only the company's own part, and only a part file.
    expect((await upload(globex, 'not-yours.stl', cubeStl(10), part!.id)).statusCode).toBe(404);
    const pdf = await upload(acme, 'drawing.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'), part!.id);
    expect([pdf.statusCode, pdf.json().details[0].field]).toEqual([400, 'querystring.partId']);
    expect(names((await inventory(globex, 'engineer')).rows)).not.toContain('gear-housing');
  });

  it('pictures and measures a STEP revision through the STL converted from it', async () => {
    const step = readFileSync(
      path.join(path.dirname(require.resolve('occt-import-js/package.json')), 'test', 'testfiles', 'simple-basic-cube/cube.stp'),
    );
    const uploaded = await upload(acme, 'stepped-cube.stp', step);
    expect(uploaded.statusCode).toBe(201);
    const converted = await runFileOperation(t, acme, 'CONVERT', uploaded.json().id);
    const stl = converted.result.fileDTOs[0].id;
    await runFileOperation(t, acme, 'VERIFY', stl);
    await runFileOperation(t, acme, 'analyze', stl);
    const [part] = (await inventory(acme, 'engineer', '&search=stepped-cube')).rows;
    expect(part!.latest).toMatchObject({ fileName: 'stepped-cube.stp', verified: true, thumbnailUrl: expect.any(String) });
    expect(part!.latest!.dimensions!.x).toBeGreaterThan(0);
  });

  it('shows what a part was last ordered as, and finds it by name, part number, file id, material or process', async () => {
    const fileId = await verifiedPart(t, acme, 'lever-arm.stl');
    const input = orderInput(
      Date.now(),
      { fileId, quantity: 7, partNumber: 'LA-7701', ...(await processAndMaterial(t, 'SELECTIVE_LASER_SINTERING', 'PA 2200')) },
      { deliveryAddressId: await addressOf(t, 'Acme Robotics'), displayTitle: 'Lever arms' },
    );
    const { id } = (await call(acme, 'POST', '/api/v1/orders', input)).json();
    expect((await call(acme, 'POST', `/api/v1/orders/${id}/submit`, {})).statusCode).toBe(200);

    const [part] = (await inventory(acme, 'engineer', '&search=LA-7701')).rows;
    expect(part).toEqual(
      expect.objectContaining({ name: 'lever-arm', partNumber: 'LA-7701', process: 'SLS', material: 'PA 2200', orders: 1 }),
    );
    // The file id finds its part (the same digits may also stand in another part's text).
    expect(names((await inventory(acme, 'engineer', `&search=${fileId}`)).rows)).toContain('lever-arm');
    expect(names((await inventory(acme, 'engineer', '&search=lever')).rows)).toEqual(['lever-arm']);
    expect(names((await inventory(acme, 'engineer', '&search=PA 2200')).rows)).toContain('lever-arm');
    expect(names((await inventory(acme, 'engineer', '&search=sls')).rows)).toContain('lever-arm');
    // A process's name is read as its filter; part of it is still text.
    expect(names((await inventory(acme, 'engineer', '&search=laser_sint')).rows)).toContain('lever-arm');
    expect(names((await inventory(acme, 'engineer', '&search=ABS-M30')).rows)).not.toContain('lever-arm');

    // The demo's fixture plates arrived in part.
    const [plate] = (await inventory(acme, 'engineer', '&search=fixture_plate')).rows;
    expect(plate!.delivered).toBeGreaterThan(0);
  });

  it('offers as filters the processes and materials of the parts the caller sees, each leading to some', async () => {
    type Options = { processes: { id: number; name: string }[]; materials: { id: number; name: string }[] };
    const options = async (session: Session, side: 'engineer' | 'sp') => {
      const response = await call(session, 'GET', `/api/v1/${side}/part-inventory/filter-options`);
      expect(response.statusCode).toBe(200);
      return response.json() as Options;
    };
    const acmes = await options(acme, 'engineer');
    expect(acmes.materials.map((m) => m.name)).toContain('PA 2200');
    expect(acmes.materials.map((m) => m.name)).not.toContain('EOS Titanium Ti64');
    for (const process of acmes.processes) {
      expect((await inventory(acme, 'engineer', `&processId=${process.id}`)).totalCount).toBeGreaterThan(0);
    }
    for (const material of acmes.materials) {
      expect((await inventory(acme, 'engineer', `&materialId=${material.id}`)).totalCount).toBeGreaterThan(0);
    }
    // Globex's own parts are titanium; Acme's materials are not its to see.
    const globexes = await options(globex, 'engineer');
    expect(globexes.materials.map((m) => m.name)).toContain('EOS Titanium Ti64');
    expect(globexes.materials.map((m) => m.name)).not.toContain('PA 2200');
    // A facility's: those of the parts of its awarded orders.
    const austins = await options(austin, 'sp');
    for (const material of austins.materials) {
      expect((await inventory(austin, 'sp', `&materialId=${material.id}`)).totalCount).toBeGreaterThan(0);
    }
  });

  it('shows a facility the parts of the orders awarded to it, and of those orders only', async () => {
    const order = await agreedWithAustin(t, { engineer: acme, austin }, { title: 'Inventory brackets' });
    const facilityRows = (await inventory(austin, 'sp', '&search=agreed-bracket')).rows;
    expect(facilityRows.length).toBeGreaterThan(0);
    const part = facilityRows.find((row) => row.orders > 0)!;
    const details = (await call(austin, 'GET', `/api/v1/sp/part-inventory/${part.id}`)).json();
    expect(details.company).toBe('Acme Robotics');
    expect(details.orders.map((o: { id: number }) => o.id)).toContain(order.id);
    // Acme's other parts, never ordered from Austin, are not Austin's to read.
    expect(names((await inventory(austin, 'sp', '&search=gear-housing')).rows)).toEqual([]);
    expect((await call(northwind, 'GET', `/api/v1/sp/part-inventory/${part.id}`)).statusCode).toBe(404);
  });

  it('leaves a facility’s inventory when the award ends', async () => {
    const order = await agreedWithAustin(t, { engineer: acme, austin }, { title: 'Declined brackets', confirm: false });
    const { part_id: partId } = await t.db
      .selectFrom('rfq_files as rf')
      .innerJoin('files as f', 'f.id', 'rf.file_id')
      .select('f.part_id')
      .where('rf.id', '=', order.partId)
      .executeTakeFirstOrThrow();
    expect((await call(austin, 'GET', `/api/v1/sp/part-inventory/${partId}`)).statusCode).toBe(200);
    const declined = await call(austin, 'POST', `/api/v1/matches/${order.matchId}/decline-award`, { reason: 'No capacity' });
    expect(declined.statusCode).toBe(200);
    expect((await call(austin, 'GET', `/api/v1/sp/part-inventory/${partId}`)).statusCode).toBe(404);
    expect((await call(acme, 'GET', `/api/v1/engineer/part-inventory/${partId}`)).statusCode).toBe(200);
  });

  it('counts up to 1,000 matches and says when there are more', async () => {
    const globexId = (
      await t.db.selectFrom('companies').select('id').where('company_name', '=', 'Globex Prototyping').executeTakeFirstOrThrow()
    ).id;
    await sql`insert into parts (company_id, name, search_text) select ${globexId}, 'many-' || g, 'many-' || g
      from generate_series(1, 1005) g`.execute(t.db);
    const all = await inventory(globex, 'engineer', '&search=many-');
    expect([all.totalCount, all.more, all.rows.length]).toEqual([1_000, true, 50]);
    const few = await inventory(globex, 'engineer', '&search=many-100');
    expect([few.totalCount, few.more]).toEqual([7, false]); // many-100 and many-1000 … many-1005
  });

  it('reorders parts as a draft of their latest revisions as last ordered', async () => {
    const [lever] = (await inventory(acme, 'engineer', '&search=LA-7701')).rows;
    const [gear] = (await inventory(acme, 'engineer', '&search=gear-housing')).rows;
    const reordered = await call(acme, 'POST', '/api/v1/engineer/part-inventory/reorder', { partIds: [lever!.id, gear!.id] });
    expect(reordered.statusCode).toBe(201);
    const draft = (await call(acme, 'GET', `/api/v1/orders/${reordered.json().orderId}`)).json();
    expect(draft.status).toBe('DRAFT');
    expect(draft.displayTitle).toBe('Reorder: lever-arm, gear-housing');
    expect(draft.parts).toEqual([
      expect.objectContaining({
        fileId: lever!.latest!.fileId,
        quantity: 7,
        partNumber: 'LA-7701',
        amProcess: expect.objectContaining({ name: 'SLS' }),
        material: expect.objectContaining({ name: 'PA 2200' }),
      }),
      expect.objectContaining({ fileId: gear!.latest!.fileId, quantity: 1, amProcess: null }),
    ]);
    expect(gear!.latest!.revision).toBe(2);
    const foreign = await call(globex, 'POST', '/api/v1/engineer/part-inventory/reorder', { partIds: [lever!.id] });
    expect([foreign.statusCode, foreign.json().message]).toEqual([404, `Part ${lever!.id} not found`]);
  });
});
