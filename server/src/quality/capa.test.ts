import { DEMO_PASSWORD } from '../accounts/seed.js';
import { createTestApp, login, logins, type Session, type TestApp } from '../test-support/test-app.js';

jest.setTimeout(120_000);

let t: TestApp;
let austin: Session; // admin of the Austin plant
let operator: Session; // Austin's operator, whose role may not sign
let northwind: Session; // another tenant's facility
let planner: number; // a member of Austin, who owns CAPAs and actions
let vendor: number; // Northwind's admin: not a member of Austin

beforeAll(async () => {
  t = await createTestApp();
  [austin, operator, northwind] = await logins(t.app, 'admin', 'operator', 'vendor');
  // Northwind turns its quality area on, to show it never sees Austin's CAPAs.
  expect((await call(northwind, 'PUT', '/api/v1/sp/settings/features/QMS_CONFIG', { enabled: true })).statusCode).toBe(200);
  northwind = await login(t.app, 'vendor@demo.test');
  const idOf = async (email: string) =>
    (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  [planner, vendor] = await Promise.all([idOf('planner@demo.test'), idOf('vendor@demo.test')]);
});
afterAll(() => t.close());

const call = (session: Session, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: session.bearer, ...(payload === undefined ? {} : { payload: payload as object }) });
const refusal = (response: { statusCode: number; json(): { message: string; details?: { field: string }[] } }) => [
  response.statusCode,
  response.json().details?.[0]?.field ?? response.json().message,
];

const processNcr = async (session: Session, title: string) => {
  const raised = await call(session, 'POST', '/api/v1/quality/ncrs', {
    kind: 'PROCESS',
    severity: 'MAJOR',
    defectCode: 'POR',
    title,
    cause: 'MATERIAL_OUT_OF_SPEC',
  });
  expect(raised.statusCode).toBe(201);
  return raised.json() as { id: number; number: string };
};
const raise = async (payload: object) => {
  const raised = await call(austin, 'POST', '/api/v1/quality/capas', payload);
  expect(raised.statusCode).toBe(201);
  return raised.json();
};
const fiveWhys = {
  method: 'FIVE_WHYS',
  problem: 'Porosity in the flanges of three builds',
  whys: ['The melt pool trapped gas', 'The powder held moisture', 'The powder sat open overnight'],
  rootCause: 'No rule for closing the powder bins between builds',
};
const due = Date.UTC(2031, 5, 1);

describe('raising a CAPA', () => {
  it('answers the facility’s own NCRs, numbered in its format, and another facility never finds it', async () => {
    const ncr = await processNcr(austin, 'Porous flanges on SLS-01');
    const foreign = await processNcr(northwind, 'Northwind porosity');
    const input = { type: 'CORRECTIVE', title: 'Porosity keeps coming back', problem: 'Pores in flanges', ncrIds: [ncr.id] };
    expect(refusal(await call(austin, 'POST', '/api/v1/quality/capas', { ...input, ncrIds: [ncr.id, foreign.id] }))).toEqual([
      400,
      'body.ncrIds.1',
    ]);
    expect(refusal(await call(austin, 'POST', '/api/v1/quality/capas', { ...input, ownerUserId: vendor }))).toEqual([
      400,
      'body.ownerUserId',
    ]);
    expect(refusal(await call(austin, 'POST', '/api/v1/quality/capas', { ...input, defectCode: 'NOPE' }))).toEqual([
      400,
      'body.defectCode',
    ]);

    const capa = await raise({ ...input, ownerUserId: planner, defectCode: 'POR' });
    expect(capa).toEqual(
      expect.objectContaining({
        type: 'CORRECTIVE',
        status: 'OPEN',
        problem: 'Pores in flanges',
        owner: { id: planner, name: 'Paula Planner' },
        defectCode: 'POR',
        ncrs: [{ id: ncr.id, number: ncr.number, status: 'OPEN' }],
        rootCause: null,
        actions: [],
        signatures: [],
      }),
    );
    expect(capa.number).toMatch(/^CAPA-\d{4}-\d{3}$/);
    expect(capa.history.map((entry: { action: string }) => entry.action)).toEqual(['CREATE']);

    const changed = await call(austin, 'PATCH', `/api/v1/quality/capas/${capa.id}`, { containment: 'Bins closed by hand' });
    expect([changed.statusCode, changed.json().containment]).toEqual([200, 'Bins closed by hand']);
    expect(refusal(await call(austin, 'PATCH', `/api/v1/quality/capas/${capa.id}`, { ownerUserId: vendor }))).toEqual([
      400,
      'body.ownerUserId',
    ]);

    expect((await call(northwind, 'GET', `/api/v1/quality/capas/${capa.id}`)).statusCode).toBe(404);
    expect((await call(northwind, 'PATCH', `/api/v1/quality/capas/${capa.id}`, { title: 'Mine now' })).statusCode).toBe(404);
    const theirs = await call(northwind, 'GET', `/api/v1/quality/capas?search=${encodeURIComponent(capa.number)}`);
    expect(theirs.json().rows).toEqual([]);
  });
});

describe('a CAPA from its root cause to its signed closure', () => {
  it('needs a root cause and an action, done actions, and an EFFECTIVE check, signed by a role that may sign', async () => {
    const capa = await raise({ type: 'CORRECTIVE', title: 'Moist powder', ncrIds: [(await processNcr(austin, 'Moist')).id] });
    const url = `/api/v1/quality/capas/${capa.id}`;
    const guard = 'Record the root cause and plan at least one action first';
    expect(refusal(await call(austin, 'POST', `${url}/start-actions`))).toEqual([409, guard]);

    // A root cause is its method's form: a missing or malformed field is named.
    const fishbone = { method: 'FISHBONE', causes: [{ category: 'MATERIAL', cause: 'Wet powder' }], rootCause: 'Wet powder' };
    expect(refusal(await call(austin, 'PUT', `${url}/root-cause`, fishbone))).toEqual([400, 'body.effect']);
    const badBone = { ...fishbone, effect: 'Pores', causes: [{ category: 'LUCK', cause: 'Bad day' }] };
    expect(refusal(await call(austin, 'PUT', `${url}/root-cause`, badBone))).toEqual([400, 'body.causes.0.category']);
    const sixWhys = { ...fiveWhys, whys: ['1', '2', '3', '4', '5', '6'] };
    expect(refusal(await call(austin, 'PUT', `${url}/root-cause`, sixWhys))).toEqual([400, 'body.whys']);
    expect(refusal(await call(austin, 'PUT', `${url}/root-cause`, { method: 'EIGHT_D', team: ['Ann'] }))).toEqual([
      400,
      'body.problem',
    ]);
    const found = await call(austin, 'PUT', `${url}/root-cause`, fiveWhys);
    expect([found.statusCode, found.json().rootCause]).toEqual([200, fiveWhys]);
    expect(refusal(await call(austin, 'POST', `${url}/start-actions`))).toEqual([409, guard]);

    const action = { description: 'Close the bins between builds', ownerUserId: vendor, dueAt: due };
    expect(refusal(await call(austin, 'POST', `${url}/actions`, action))).toEqual([400, 'body.ownerUserId']);
    const planned = await call(austin, 'POST', `${url}/actions`, { ...action, ownerUserId: planner });
    expect(planned.statusCode).toBe(201);
    const [first] = planned.json().actions;
    expect(first).toEqual(expect.objectContaining({ owner: { id: planner, name: 'Paula Planner' }, dueAt: due, doneAt: null }));
    expect((await call(austin, 'POST', `${url}/start-actions`)).json().status).toBe('ACTIONS');

    const check = { checkDue: Date.UTC(2031, 8, 1), checkCriterion: 'No porosity in the next ten builds' };
    expect(refusal(await call(austin, 'POST', `${url}/verify`, { checkDue: check.checkDue }))).toEqual([
      400,
      'body.checkCriterion',
    ]);
    expect(refusal(await call(austin, 'POST', `${url}/verify`, check))).toEqual([409, 'An action is not done yet']);
    const done = await call(austin, 'PATCH', `${url}/actions/${first.id}`, { done: true });
    expect(done.json().actions[0].doneAt).toEqual(expect.any(Number));
    const verifying = (await call(austin, 'POST', `${url}/verify`, check)).json();
    expect([verifying.status, verifying.check]).toEqual([
      'VERIFYING',
      expect.objectContaining({ due: check.checkDue, criterion: check.checkCriterion, result: null }),
    ]);
    // Verified actions stay as they were checked.
    expect((await call(austin, 'PATCH', `${url}/actions/${first.id}`, { done: false })).statusCode).toBe(409);

    const signature = { password: DEMO_PASSWORD, meaning: 'APPROVED' };
    const early = await call(austin, 'POST', `${url}/close`, { signature });
    expect(refusal(early)).toEqual([409, 'The effectiveness check has not found the actions effective']);

    // An ineffective check sends it back to its actions, its result cleared for the next check.
    const ineffective = await call(austin, 'POST', `${url}/effectiveness`, { result: 'INEFFECTIVE', note: 'Pores in build 4' });
    expect([ineffective.json().status, ineffective.json().check.result]).toEqual(['ACTIONS', null]);
    expect(refusal(await call(austin, 'POST', `${url}/effectiveness`, { result: 'EFFECTIVE' }))[0]).toBe(409);
    const second = await call(austin, 'POST', `${url}/actions`, {
      ...action,
      ownerUserId: planner,
      description: 'Dry the powder',
    });
    await call(austin, 'PATCH', `${url}/actions/${second.json().actions[1].id}`, { done: true });
    expect((await call(austin, 'POST', `${url}/verify`, check)).json().status).toBe('VERIFYING');
    const effective = await call(austin, 'POST', `${url}/effectiveness`, { result: 'EFFECTIVE', note: 'Ten clean builds' });
    expect([effective.json().status, effective.json().check.result]).toEqual(['VERIFYING', 'EFFECTIVE']);

    expect((await call(operator, 'POST', `${url}/close`, { signature })).statusCode).toBe(403);
    const wrong = await call(austin, 'POST', `${url}/close`, { signature: { ...signature, password: 'not-it' } });
    expect(wrong.statusCode).toBe(401);
    expect((await call(austin, 'GET', url)).json().status).toBe('VERIFYING');
    const closed = await call(austin, 'POST', `${url}/close`, { signature });
    expect(closed.statusCode).toBe(200);
    const record = closed.json();
    expect([record.status, record.closedAt]).toEqual(['CLOSED', expect.any(Number)]);
    expect(record.signatures).toEqual([expect.objectContaining({ meaning: 'APPROVED', valid: true, method: 'PASSWORD' })]);
    expect(refusal(await call(austin, 'POST', `${url}/close`, { signature }))).toEqual([
      409,
      `${capa.number} in state CLOSED cannot become CLOSED`,
    ]);
    expect((await call(austin, 'PATCH', url, { problem: 'Rewritten' })).statusCode).toBe(409);

    // The history holds the CAPA's changes and its actions', in order.
    const trail = record.history.map((entry: { record: string; action: string }) => `${entry.record} ${entry.action}`);
    expect(trail.slice(0, 4)).toEqual(['CAPA CREATE', 'CAPA UPDATE', 'CAPA_ACTION CREATE', 'CAPA UPDATE']);
    expect(trail.filter((entry: string) => entry.startsWith('CAPA_ACTION'))).toHaveLength(4);
    expect((await call(austin, 'GET', '/api/v1/quality/audit/verify')).json()).toEqual(expect.objectContaining({ intact: true }));
  });
});

describe('the CAPA list', () => {
  it('filters by type, status, owner and creation date, searches number and title, and numbers without gaps', async () => {
    const first = await raise({ type: 'PREVENTIVE', title: 'Recoater blade wear', ownerUserId: planner });
    const second = await raise({ type: 'CORRECTIVE', title: 'Recoater streaks' });
    const sequence = (number: string) => Number(number.split('-').pop());
    expect(sequence(second.number)).toBe(sequence(first.number) + 1);

    expect(refusal(await call(austin, 'POST', `/api/v1/quality/capas/${second.id}/cancel`, { reason: ' ' }))).toEqual([
      400,
      'body.reason',
    ]);
    const cancelled = await call(austin, 'POST', `/api/v1/quality/capas/${second.id}/cancel`, { reason: 'Raised twice' });
    expect([cancelled.json().status, cancelled.json().statusReason]).toEqual(['CANCELLED', 'Raised twice']);

    const numbers = async (query: string) => {
      const list = await call(austin, 'GET', `/api/v1/quality/capas?limit=50&${query}`);
      expect(list.statusCode).toBe(200);
      return list.json().rows.map((row: { number: string }) => row.number) as string[];
    };
    // Each method's form reads back whole, and a later one replaces it.
    const url = `/api/v1/quality/capas/${first.id}/root-cause`;
    const fishbone = {
      method: 'FISHBONE',
      effect: 'Streaks across the bed',
      causes: [
        { category: 'MACHINE', cause: 'Worn blade' },
        { category: 'METHOD', cause: 'No blade check between builds' },
      ],
      rootCause: 'No blade check between builds',
    };
    expect((await call(austin, 'PUT', url, fishbone)).json().rootCause).toEqual(fishbone);
    const eightD = {
      method: 'EIGHT_D',
      team: ['Paula Planner', 'Alex Admin'],
      problem: 'Streaks',
      containment: 'Blades swapped',
      rootCause: 'No wear limit for blades',
      correctiveActions: 'A wear limit',
      implementation: '',
      prevention: '',
      recognition: '',
    };
    expect((await call(austin, 'PUT', url, { ...eightD, problem: '  Streaks ' })).json().rootCause).toEqual(eightD);

    expect(await numbers('search=recoater')).toEqual([second.number, first.number]);
    expect(await numbers(`search=${encodeURIComponent(first.number)}`)).toEqual([first.number]);
    expect(await numbers('search=recoater&type=PREVENTIVE')).toEqual([first.number]);
    expect(await numbers('search=recoater&status=CANCELLED')).toEqual([second.number]);
    expect(await numbers('search=recoater&status=OPEN&status=ACTIONS')).toEqual([first.number]);
    expect(await numbers(`search=recoater&ownerUserId=${planner}`)).toEqual([first.number]);
    expect(await numbers(`search=recoater&createdFrom=${Date.now() + 60_000}`)).toEqual([]);
    expect(await numbers(`search=recoater&createdTo=${Date.now() + 60_000}`)).toHaveLength(2);

    const row = (await call(austin, 'GET', `/api/v1/quality/capas?search=${first.number}`)).json();
    expect(row).toEqual(expect.objectContaining({ totalCount: 1, totalCountCapped: false }));
    expect(row.rows[0]).toEqual(
      expect.objectContaining({
        type: 'PREVENTIVE',
        status: 'OPEN',
        owner: { id: planner, name: 'Paula Planner' },
        openActions: 0,
      }),
    );
    expect((await call(northwind, 'GET', '/api/v1/quality/capas?search=recoater')).json().rows).toEqual([]);
  });
});
