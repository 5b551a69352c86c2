import { processAndMaterial } from '../test-support/orders.js';
import { createTestApp, login, type Session, type TestApp } from '../test-support/test-app.js';

jest.setTimeout(120_000);

let t: TestApp;
let austin: Session; // Austin's admin: MES_SETTINGS_EDITOR
let operator: Session; // Austin's operator: no editor permission
let northwind: Session; // another tenant's facility
let machines: Record<string, { id: number }>;

beforeAll(async () => {
  t = await createTestApp();
  austin = await login(t.app, 'admin@demo.test');
  operator = await login(t.app, 'operator@demo.test');
  northwind = await login(t.app, 'vendor@demo.test');
  const list = (await t.app.inject({ method: 'GET', url: '/api/v3/sp/equipments', headers: austin.bearer })).json() as {
    displayName: string;
    id: number;
  }[];
  machines = Object.fromEntries(list.map((e) => [e.displayName.split(' ')[0], e]));
});
afterAll(() => t.close());

const call = (session: Session, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: session.bearer, ...(payload === undefined ? {} : { payload: payload as object }) });

describe('work centers and work plan templates', () => {
  it('are kept by the MES settings editors, with every rule named by its field', async () => {
    const made = await call(austin, 'POST', '/api/v1/mes/work-centers', {
      name: ' Dye line ',
      equipmentIds: [machines['PP-01']!.id],
    });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ name: 'Dye line', equipment: [{ id: machines['PP-01']!.id }] });
    const twin = await call(austin, 'POST', '/api/v1/mes/work-centers', { name: 'DYE LINE', equipmentIds: [] });
    expect([twin.statusCode, twin.json().message]).toEqual([409, "A work center named 'DYE LINE' already exists"]);
    const vendorMachine = (
      await t.db.selectFrom('equipment').select('id').where('display_name', 'like', 'NW-%').executeTakeFirstOrThrow()
    ).id;
    const foreign = await call(austin, 'POST', '/api/v1/mes/work-centers', { name: 'Borrowed', equipmentIds: [vendorMachine] });
    expect([foreign.statusCode, foreign.json().details[0].field]).toEqual([400, 'body.equipmentIds']);
    expect((await call(operator, 'POST', '/api/v1/mes/work-centers', { name: 'Mine', equipmentIds: [] })).statusCode).toBe(403);
    expect(
      (await call(northwind, 'PUT', `/api/v1/mes/work-centers/${made.json().id}`, { name: 'Taken', equipmentIds: [] }))
        .statusCode,
    ).toBe(404);

    const mjf = await processAndMaterial(t, 'HPBJ', 'HP 3D HR PA 12');
    const step = (name: string, kind: string, workCenterId: number | null, questions: unknown[] = []) => ({
      name,
      kind,
      workCenterId,
      standardMinutes: 2,
      timeBasis: 'PART',
      questions,
    });
    const template = (steps: unknown[]) => ({
      name: 'MJF PA 12, dyed',
      amProcessId: mjf.amProcessId,
      materialId: mjf.materialId,
      steps,
    });
    const refusal = async (steps: unknown[]) => {
      const response = await call(austin, 'POST', '/api/v1/mes/workplan-templates', template(steps));
      return [response.statusCode, response.json().details?.[0]?.field, response.json().message];
    };
    const dye = made.json().id as number;
    expect(await refusal([step('Dye', 'WORK', dye), step('Print', 'PRINT', null)])).toEqual([
      400,
      'body.steps/1/kind',
      'Printing is the first step of a work plan',
    ]);
    expect(await refusal([step('Print', 'PRINT', null), step('Dye', 'WORK', null)])).toEqual([
      400,
      'body.steps/1/workCenterId',
      "Say where 'Dye' is done",
    ]);
    expect(await refusal([step('Dye', 'WORK', dye, [{ id: 'shade', kind: 'MEASURE', text: 'Shade' }])])).toEqual([
      400,
      'body.steps/0/questions/0/min',
      'A measured value needs a lower or an upper limit',
    ]);
    const saved = await call(
      austin,
      'POST',
      '/api/v1/mes/workplan-templates',
      template([step('Print', 'PRINT', null), step('Dye', 'WORK', dye)]),
    );
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({
      amProcess: { name: 'MJF' },
      material: { name: 'HP 3D HR PA 12' },
      steps: [{ name: 'Print' }, { workCenter: { name: 'Dye line' } }],
    });
    // The demo's awarded MJF parts in PA 12 got it.
    expect(saved.json().partsWithPlan).toBeGreaterThan(0);
    const again = await call(austin, 'POST', '/api/v1/mes/workplan-templates', {
      ...template([step('Print', 'PRINT', null)]),
      name: 'Another',
    });
    expect([again.statusCode, again.json().message]).toEqual([
      409,
      "The work plan 'MJF PA 12, dyed' is already the plan of this process and material",
    ]);
    // A work center a plan sends work to stays.
    const used = await call(austin, 'DELETE', `/api/v1/mes/work-centers/${dye}`);
    expect([used.statusCode, used.json().message]).toEqual([
      409,
      "The work plan 'MJF PA 12, dyed' sends work to this work center",
    ]);
  });
});
