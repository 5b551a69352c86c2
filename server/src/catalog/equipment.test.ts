import { createTestApp, login, type Session, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
let admin: Session;
let planner: Session;
let vendor: Session;
/** Catalogue ids by name: machine models and materials. */
const machine: Record<string, number> = {};
const material: Record<string, number> = {};
/** Austin's equipment ids by display name. */
const austin: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin@demo.test');
  planner = await login(t.app, 'planner@demo.test');
  vendor = await login(t.app, 'vendor@demo.test');
  for (const m of await t.db.selectFrom('machines').select(['id', 'model_name']).execute()) machine[m.model_name] = m.id;
  for (const m of await t.db.selectFrom('materials').select(['id', 'name']).execute()) material[m.name] = m.id;
  const own = (await t.app.inject({ method: 'GET', url: '/api/v3/sp/equipments', headers: admin.bearer })).json();
  for (const e of own as { id: number; displayName: string }[]) austin[e.displayName] = e.id;
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST' | 'PUT', url: string, session: Session, payload?: object) =>
  t.app.inject({ method, url, headers: session.bearer, ...(payload ? { payload } : {}) });

let nextName = 0;
/** A valid body: an EOS P 396 running PA 2200 and PA 1101, with PA 2200 loaded. */
const sls = (overrides: object = {}) => ({
  displayName: `SLS-T${++nextName} · EOS P 396`,
  machineId: machine['EOS P 396'],
  materialIds: [material['PA 2200'], material['PA 1101']],
  currentlyUsedMaterialId: material['PA 2200'],
  imageUrl: 'https://example.com/p396.png',
  ...overrides,
});

/** The status and, for a 400, the field it names. */
const outcome = async (response: Awaited<ReturnType<typeof send>>) => ({
  status: response.statusCode,
  field: response.statusCode === 400 ? response.json().details?.[0]?.field : undefined,
});

describe('GET /api/v1/sp/equipments/:id', () => {
  it('returns one equipment of the caller’s facility with its materials by role', async () => {
    const response = await send('GET', `/api/v1/sp/equipments/${austin['MJF-01 · HP 5200']}`, planner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: austin['MJF-01 · HP 5200'],
      displayName: 'MJF-01 · HP 5200',
      facilityName: 'Demo Additive — Austin Plant',
      machine: { modelName: 'HP Jet Fusion 5200', amProcess: 'HPBJ', manufacturer: { name: 'HP' } },
      fusingAgentMaterials: [{ name: 'HP 3D600 Fusing Agent' }],
      detailingAgentMaterials: [{ name: 'HP 3D600 Detailing Agent' }],
      currentlyUsedMaterialId: material['HP 3D HR PA 12'],
    });
  });

  it('answers 404 for another facility’s equipment and for a missing one', async () => {
    const response = await send('GET', `/api/v1/sp/equipments/${austin['SLS-01 · EOS P 396']}`, vendor);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('SLS-01');
    expect((await send('GET', '/api/v1/sp/equipments/999999', planner)).statusCode).toBe(404);
  });
});

describe('POST /api/v1/sp/equipments', () => {
  it('creates an equipment in the caller’s facility with its materials by role', async () => {
    const body = {
      displayName: '  MJF-03 · HP 5200 ',
      machineId: machine['HP Jet Fusion 5200'],
      materialIds: [material['HP 3D HR PA 12']],
      fusingAgentMaterialIds: [material['HP 3D600 Fusing Agent']],
      detailingAgentMaterialIds: [material['HP 3D600 Detailing Agent']],
      currentlyUsedMaterialId: material['HP 3D HR PA 12'],
    };
    const created = await send('POST', '/api/v1/sp/equipments', admin, body);
    expect(created.statusCode).toBe(201);
    const equipment = created.json();
    expect(equipment).toMatchObject({
      displayName: 'MJF-03 · HP 5200',
      facilityName: 'Demo Additive — Austin Plant',
      machine: { modelName: 'HP Jet Fusion 5200' },
      materials: [{ name: 'HP 3D HR PA 12' }],
      supportMaterials: [],
      fusingAgentMaterials: [{ name: 'HP 3D600 Fusing Agent' }],
      detailingAgentMaterials: [{ name: 'HP 3D600 Detailing Agent' }],
      currentlyUsedMaterialId: material['HP 3D HR PA 12'],
      imageUrl: null,
    });
    expect((await send('GET', `/api/v1/sp/equipments/${equipment.id}`, planner)).json()).toEqual(equipment);
    const listed = (await send('GET', '/api/v3/sp/equipments', planner)).json();
    expect(listed.map((e: { displayName: string }) => e.displayName)).toContain('MJF-03 · HP 5200');
    const theirs = (await send('GET', '/api/v3/sp/equipments', vendor)).json();
    expect(theirs.map((e: { displayName: string }) => e.displayName)).not.toContain('MJF-03 · HP 5200');
  });

  it('rejects a blank or over-long name with 400 naming body.displayName', async () => {
    expect(await outcome(await send('POST', '/api/v1/sp/equipments', admin, sls({ displayName: '   ' })))).toEqual({
      status: 400,
      field: 'body.displayName',
    });
    expect(await outcome(await send('POST', '/api/v1/sp/equipments', admin, sls({ displayName: 'x'.repeat(121) })))).toEqual({
      status: 400,
      field: 'body.displayName',
    });
  });

  it('rejects an unknown machine model with 400 naming body.machineId', async () => {
    const response = await send('POST', '/api/v1/sp/equipments', admin, sls({ machineId: 999999 }));
    expect(await outcome(response)).toEqual({ status: 400, field: 'body.machineId' });
    expect(response.json().message).toBe('Unknown machine model 999999');
  });

  it('rejects a material the model cannot run, or an unknown one, naming its list', async () => {
    const resin = await send('POST', '/api/v1/sp/equipments', admin, sls({ materialIds: [material['Grey Resin V4']] }));
    expect(await outcome(resin)).toEqual({ status: 400, field: 'body.materialIds' });
    expect(resin.json().message).toBe('The EOS P 396 cannot run Grey Resin V4');
    const agent = await send(
      'POST',
      '/api/v1/sp/equipments',
      admin,
      sls({ fusingAgentMaterialIds: [material['HP 3D600 Fusing Agent']] }),
    );
    expect(await outcome(agent)).toEqual({ status: 400, field: 'body.fusingAgentMaterialIds' });
    const unknown = await send('POST', '/api/v1/sp/equipments', admin, sls({ supportMaterialIds: [999999] }));
    expect(await outcome(unknown)).toEqual({ status: 400, field: 'body.supportMaterialIds' });
    expect(unknown.json().message).toBe('Unknown material 999999');
  });

  it('needs at least one primary material', async () => {
    const none = await send('POST', '/api/v1/sp/equipments', admin, sls({ materialIds: [], currentlyUsedMaterialId: null }));
    expect(await outcome(none)).toEqual({ status: 400, field: 'body.materialIds' });
    expect(none.json().message).toBe('Choose at least one primary material');
    const missing = sls();
    delete (missing as { materialIds?: number[] }).materialIds;
    expect(await outcome(await send('POST', '/api/v1/sp/equipments', admin, missing))).toEqual({
      status: 400,
      field: 'body.materialIds',
    });
  });

  it('accepts as the loaded material only one of the equipment’s materials, or null', async () => {
    const elsewhere = await send(
      'POST',
      '/api/v1/sp/equipments',
      admin,
      sls({ materialIds: [material['PA 2200']], currentlyUsedMaterialId: material['PA 1101'] }),
    );
    expect(await outcome(elsewhere)).toEqual({ status: 400, field: 'body.currentlyUsedMaterialId' });
    const empty = await send('POST', '/api/v1/sp/equipments', admin, sls({ currentlyUsedMaterialId: null }));
    expect(empty.statusCode).toBe(201);
    expect(empty.json().currentlyUsedMaterialId).toBeNull();
  });

  it('accepts only an http(s) image URL', async () => {
    for (const imageUrl of ['ftp://example.com/a.png', 'not a url', 'javascript:alert(1)']) {
      expect(await outcome(await send('POST', '/api/v1/sp/equipments', admin, sls({ imageUrl })))).toEqual({
        status: 400,
        field: 'body.imageUrl',
      });
    }
    const plain = await send('POST', '/api/v1/sp/equipments', admin, sls({ imageUrl: 'http://example.com/a.png' }));
    expect(plain.json().imageUrl).toBe('http://example.com/a.png');
  });

  it('rejects a name already used in the facility with 409 naming it, but not one used by another facility', async () => {
    const duplicate = await send('POST', '/api/v1/sp/equipments', admin, sls({ displayName: 'SLS-01 · EOS P 396' }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('Equipment named SLS-01 · EOS P 396 already exists in this facility');
    const munichName = await send('POST', '/api/v1/sp/equipments', admin, sls({ displayName: 'SLS-M1 · EOS P 770' }));
    expect(munichName.statusCode).toBe(201);
  });

  it('is refused to a service provider without MES_SETTINGS_EDITOR', async () => {
    const response = await send('POST', '/api/v1/sp/equipments', planner, sls());
    expect(response.statusCode).toBe(403);
  });

  it('creates in the caller’s own facility only', async () => {
    const body = {
      displayName: 'NW-FFF-2 · UltiMaker S5',
      machineId: machine['UltiMaker S5'],
      materialIds: [material['UltiMaker PLA']],
      supportMaterialIds: [material['UltiMaker Breakaway']],
    };
    const created = await send('POST', '/api/v1/sp/equipments', vendor, body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ facilityName: 'Northwind Precision Printing', currentlyUsedMaterialId: null });
    expect((await send('GET', `/api/v1/sp/equipments/${created.json().id}`, admin)).statusCode).toBe(404);
  });
});

describe('PUT /api/v1/sp/equipments/:id', () => {
  it('replaces the name, model, materials, loaded material and image', async () => {
    const created = (await send('POST', '/api/v1/sp/equipments', admin, sls())).json();
    const response = await send('PUT', `/api/v1/sp/equipments/${created.id}`, admin, {
      displayName: 'SLS-L1 · EOS P 770',
      machineId: machine['EOS P 770'],
      materialIds: [material['PA 1101']],
      currentlyUsedMaterialId: material['PA 1101'],
      imageUrl: null,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: created.id,
      displayName: 'SLS-L1 · EOS P 770',
      machine: { modelName: 'EOS P 770' },
      materials: [{ name: 'PA 1101' }],
      currentlyUsedMaterialId: material['PA 1101'],
      imageUrl: null,
    });
    expect((await send('GET', `/api/v1/sp/equipments/${created.id}`, planner)).json().materials).toEqual([
      { id: material['PA 1101'], name: 'PA 1101' },
    ]);
  });

  it('keeps its own name, but answers 409 for another equipment’s', async () => {
    const created = (await send('POST', '/api/v1/sp/equipments', admin, sls())).json();
    const same = await send('PUT', `/api/v1/sp/equipments/${created.id}`, admin, sls({ displayName: created.displayName }));
    expect(same.statusCode).toBe(200);
    const taken = await send('PUT', `/api/v1/sp/equipments/${created.id}`, admin, sls({ displayName: 'SLS-02 · EOS P 396' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Equipment named SLS-02 · EOS P 396 already exists in this facility');
  });

  it('leaves the equipment as it was when a rule fails', async () => {
    const id = austin['SLS-02 · EOS P 396'];
    const before = (await send('GET', `/api/v1/sp/equipments/${id}`, admin)).json();
    const bad = await send('PUT', `/api/v1/sp/equipments/${id}`, admin, sls({ materialIds: [material['PA 2200'], 999999] }));
    expect(bad.statusCode).toBe(400);
    expect((await send('GET', `/api/v1/sp/equipments/${id}`, admin)).json()).toEqual(before);
  });

  it('answers 404 for another facility’s equipment and leaves it alone', async () => {
    const id = austin['SLS-01 · EOS P 396'];
    const before = (await send('GET', `/api/v1/sp/equipments/${id}`, admin)).json();
    const response = await send('PUT', `/api/v1/sp/equipments/${id}`, vendor, sls({ displayName: 'Taken over' }));
    expect(response.statusCode).toBe(404);
    expect((await send('GET', `/api/v1/sp/equipments/${id}`, admin)).json()).toEqual(before);
    expect((await send('PUT', '/api/v1/sp/equipments/999999', admin, sls())).statusCode).toBe(404);
  });

  it('is refused to a service provider without MES_SETTINGS_EDITOR', async () => {
    const response = await send('PUT', `/api/v1/sp/equipments/${austin['SLS-01 · EOS P 396']}`, planner, sls());
    expect(response.statusCode).toBe(403);
  });
});

describe('the packing figures of POST and PUT /api/v1/sp/equipments', () => {
  const figures = { packingMarginMm: 2.5, layerMm: 0.12, layerSeconds: 9, secondsPerCm3: 1.5 };

  it('gives a new machine the defaults, saves the figures sent and keeps those a later body leaves out', async () => {
    const plain = (await send('POST', '/api/v1/sp/equipments', admin, sls())).json();
    expect(plain).toMatchObject({ packingMarginMm: 5, layerMm: 0.1, layerSeconds: 10, secondsPerCm3: 0 });
    const saved = await send('PUT', `/api/v1/sp/equipments/${plain.id}`, admin, sls({ ...figures }));
    expect(saved.json()).toMatchObject(figures);
    expect((await send('GET', `/api/v1/sp/equipments/${plain.id}`, planner)).json()).toMatchObject(figures);
    const renamed = await send('PUT', `/api/v1/sp/equipments/${plain.id}`, admin, sls());
    expect(renamed.json()).toMatchObject(figures);
    const created = await send('POST', '/api/v1/sp/equipments', admin, sls({ ...figures, layerMm: 2, secondsPerCm3: 0 }));
    expect(created.json()).toMatchObject({ ...figures, layerMm: 2, secondsPerCm3: 0 });
  });

  it('rejects a figure out of the column’s range with 400 naming it, and saves nothing', async () => {
    const id = austin['SLS-02 · EOS P 396'];
    const before = (await send('GET', `/api/v1/sp/equipments/${id}`, admin)).json();
    const outOfRange: [string, number][] = [
      ['packingMarginMm', -1],
      ['packingMarginMm', 100.5],
      ['layerMm', 0],
      ['layerMm', 2.01],
      ['layerSeconds', 3601],
      ['secondsPerCm3', -0.5],
    ];
    for (const [field, value] of outOfRange) {
      const body = sls({ displayName: before.displayName, [field]: value });
      expect(await outcome(await send('PUT', `/api/v1/sp/equipments/${id}`, admin, body))).toEqual({
        status: 400,
        field: `body.${field}`,
      });
    }
    expect(await outcome(await send('POST', '/api/v1/sp/equipments', admin, sls({ layerSeconds: 'slow' })))).toEqual({
      status: 400,
      field: 'body.layerSeconds',
    });
    expect((await send('GET', `/api/v1/sp/equipments/${id}`, admin)).json()).toEqual(before);
  });
});
