import { AM_PROCESSES } from 'shared/contracts';
import { createTestApp, login, type Session, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
let planner: Session;
let vendor: Session;
beforeAll(async () => {
  t = await createTestApp();
  planner = await login(t.app, 'planner@demo.test');
  vendor = await login(t.app, 'vendor@demo.test');
});
afterAll(() => t.close());

const get = (url: string, session: Session = planner) =>
  t.app.inject({ method: 'GET', url, headers: session.bearer }).then((r) => r.json());
const names = (list: { displayName?: string; name?: string; modelName?: string }[]) =>
  list.map((x) => x.displayName ?? x.modelName ?? x.name);

describe('reference data', () => {
  it('lists every manufacturing process with its display name', async () => {
    const processes = await get('/api/v1/amprocess');
    expect(processes).toHaveLength(Object.keys(AM_PROCESSES).length);
    expect(processes).toContainEqual({ id: expect.any(Number), name: 'HPBJ', displayName: 'MJF' });
  });

  it('narrows processes, machines and materials to the caller’s facilities, or to the enterprise with INTERNAL_FACILITY', async () => {
    const own = names(await get('/api/v1/machines?filter_by_match_type=true'));
    const enterprise = names(await get('/api/v1/machines?filter_by_match_type=true&matchingType=INTERNAL_FACILITY'));
    expect(own).toContain('EOS P 396');
    expect(own).not.toContain('Carbon M2'); // only in Munich
    expect(enterprise).toContain('Carbon M2');
    expect(enterprise).not.toContain('UltiMaker S5'); // the vendor's, another enterprise
    expect(names(await get('/api/v1/machines'))).toContain('UltiMaker S5');
    const processes = (await get('/api/v1/amprocess?filter_by_match_type=true')).map((p: { name: string }) => p.name);
    expect(processes).toEqual(expect.arrayContaining(['SELECTIVE_LASER_SINTERING', 'HPBJ', 'POST_PROCESSING_MACHINE']));
    expect(processes).not.toContain('DLS');
    expect(names(await get('/api/v1/sp/materials?filter_by_match_type=true'))).not.toContain('EPU 41');
  });

  it('answers 400 for a matchingType without filter_by_match_type, and for an unknown one', async () => {
    const lonely = await t.app.inject({
      method: 'GET',
      url: '/api/v1/machines?matchingType=INTERNAL_FACILITY',
      headers: planner.bearer,
    });
    expect(lonely.statusCode).toBe(400);
    expect(lonely.json().details[0].field).toBe('querystring.matchingType');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/machines?filter_by_match_type=true&matchingType=EVERYONE',
          headers: planner.bearer,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('returns equipment with its machine and its materials by role', async () => {
    const equipment = await get('/api/v1/sp/equipments');
    const mjf = equipment.find((e: { displayName: string }) => e.displayName === 'MJF-01 · HP 5200');
    expect(mjf).toMatchObject({
      facilityName: 'Demo Additive — Austin Plant',
      machineDTO: { model: 'HP Jet Fusion 5200' },
      machine: { modelName: 'HP Jet Fusion 5200', amProcess: 'HPBJ', kind: 'THREED_PRINTER', manufacturer: { name: 'HP' } },
      fusingAgentMaterials: [{ name: 'HP 3D600 Fusing Agent' }],
      detailingAgentMaterials: [{ name: 'HP 3D600 Detailing Agent' }],
    });
    expect(mjf.materials.map((m: { name: string }) => m.name)).toContain('HP 3D HR PA 12');
    expect(mjf.materials.map((m: { id: number }) => m.id)).toContain(mjf.currentlyUsedMaterialId);
    const fdm = equipment.find((e: { displayName: string }) => e.displayName === 'FDM-01 · F370');
    expect(fdm.supportMaterials).toEqual([{ id: expect.any(Number), name: 'QSR Support' }]);
  });

  it('widens equipment and materials to the INTERNAL facilities with getFromAllFacilities, never to another enterprise', async () => {
    const own = await get('/api/v3/sp/equipments');
    const all = await get('/api/v3/sp/equipments?getFromAllFacilities=true');
    expect(new Set(own.map((e: { facilityName: string }) => e.facilityName))).toEqual(new Set(['Demo Additive — Austin Plant']));
    expect(new Set(all.map((e: { facilityName: string }) => e.facilityName))).toEqual(
      new Set(['Demo Additive — Austin Plant', 'Demo Additive — Munich Plant']),
    );
    expect(names(await get('/api/v3/sp/materials?getFromAllFacilities=true'))).toContain('EPU 41');
    const theirs = await get('/api/v3/sp/equipments?getFromAllFacilities=true', vendor);
    expect(new Set(theirs.map((e: { facilityName: string }) => e.facilityName))).toEqual(
      new Set(['Northwind Precision Printing']),
    );
  });

  it('keeps a caller without ENTERPRISE_SCHEDULER_VIEW to its own facility whatever it asks for', async () => {
    const operator = await login(t.app, 'operator@demo.test');
    for (const url of [
      '/api/v3/sp/equipments?getFromAllFacilities=true',
      '/api/v1/sp/equipments?filter_by_match_type=true&matchingType=INTERNAL_FACILITY',
    ]) {
      const facilities = new Set((await get(url, operator)).map((e: { facilityName: string }) => e.facilityName));
      expect([url, facilities]).toEqual([url, new Set(['Demo Additive — Austin Plant'])]);
    }
    expect(names(await get('/api/v3/sp/materials?getFromAllFacilities=true', operator))).not.toContain('EPU 41');
    const models = '/api/v1/machines?filter_by_match_type=true&matchingType=INTERNAL_FACILITY';
    expect(names(await get(models, operator))).not.toContain('Carbon M2');
    const processes = '/api/v1/amprocess?filter_by_match_type=true&matchingType=INTERNAL_FACILITY';
    expect((await get(processes, operator)).map((p: { name: string }) => p.name)).not.toContain('DLS');
  });

  it('maps machine models to the materials they run', async () => {
    const machines = await get('/api/v1/machines');
    const materials = await get('/api/v1/sp/materials');
    const mapping = await get('/api/v1/sp/machineMaterialMapping');
    const f370 = machines.find((m: { modelName: string }) => m.modelName === 'Stratasys F370');
    const ids = mapping.find((m: { machineId: number }) => m.machineId === f370.id).materialIds;
    expect(
      materials
        .filter((m: { id: number }) => ids.includes(m.id))
        .map((m: { name: string }) => m.name)
        .sort(),
    ).toEqual(['ABS-M30', 'ASA', 'PC-ABS', 'QSR Support']);
  });

  it('lists simulation software', async () => {
    expect(names(await get('/api/v1/simulation-software'))).toContain('Ansys Additive');
  });
});

describe('priority labels', () => {
  let admin: Session;
  beforeAll(async () => {
    admin = await login(t.app, 'admin@demo.test');
  });
  /** A change the admin of Austin sends. */
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: admin.bearer, ...(payload === undefined ? {} : { payload }) });

  it('are created, renamed, recoloured and deleted per facility', async () => {
    const created = await send('POST', '/api/v1/priorities', { label: 'Customer waiting', color: '#112233' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ label: 'Customer waiting', color: '#112233', createDate: expect.any(Number) });
    const id = created.json().id;
    const updated = await send('PUT', `/api/v1/priorities/${id}`, { label: 'Customer on site', color: '#445566' });
    expect(updated.json()).toMatchObject({ id, label: 'Customer on site', color: '#445566' });
    expect((await get('/api/v1/priorities', admin)).map((l: { label: string }) => l.label)).toEqual([
      'Rush',
      'High',
      'Normal',
      'Customer on site',
    ]);
    expect((await get('/api/v1/priorities', vendor)).map((l: { label: string }) => l.label)).toEqual(['Urgent']);
    expect((await send('DELETE', `/api/v1/priorities/${id}`)).statusCode).toBe(204);
    expect((await send('DELETE', `/api/v1/priorities/${id}`)).statusCode).toBe(404);
  });

  it('rejects a duplicate name (any case) with 409 and a bad colour with 400', async () => {
    const duplicate = await send('POST', '/api/v1/priorities', { label: 'rush', color: '#000000' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe("A priority label named 'rush' already exists");
    const colour = await send('POST', '/api/v1/priorities', { label: 'Blue', color: 'blue' });
    expect(colour.statusCode).toBe(400);
    expect(colour.json().details[0].field).toBe('body.color');
  });
});
