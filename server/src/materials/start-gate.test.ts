import { DEMO_PASSWORD } from '../accounts/seed.js';
import { callsAs, createTestApp, login, logins, type Session, type TestApp } from '../test-support/test-app.js';
import { ruleOf } from './settings.js';
import { brokenRules, type LoadedPowder } from './start-gate.js';
import { virginToAdd } from './top-up.js';

jest.setTimeout(60_000);

const powder: LoadedPowder = {
  batchId: 42,
  materialId: 4,
  materialName: 'HP 3D HR PA 12',
  powderState: 'SIEVED',
  massMg: 3_000_000,
  createdMg: 3_000_000,
  virginMg: 599_999,
  maxCycles: 6,
  unusableLots: [{ id: 7, status: 'EXPIRED' }],
};

describe('the rules a batch breaks', () => {
  it('names each rule with its numbers, a share just under the limit included', () => {
    expect(
      brokenRules(powder, { id: 5, name: 'HP 3D HR PA 11' }, { minVirginPercent: 20, maxCycles: 5, sieveRequired: true }),
    ).toEqual([
      'B-00042 is HP 3D HR PA 12, the job needs HP 3D HR PA 11',
      'B-00042 holds powder through 6 builds; HP 3D HR PA 12 allows at most 5',
      'B-00042 is 19.999 % virgin powder; HP 3D HR PA 12 needs at least 20 %',
      'B-00042 holds LOT-00007, which is expired',
    ]);
  });

  it('lets powder that keeps the rules through, and a material without rules', () => {
    const good = { ...powder, virginMg: 600_000, maxCycles: 5, unusableLots: [] };
    expect(
      brokenRules(good, { id: 4, name: 'HP 3D HR PA 12' }, { minVirginPercent: 20, maxCycles: 5, sieveRequired: true }),
    ).toEqual([]);
    expect(brokenRules({ ...good, powderState: 'UNSIEVED', maxCycles: 40 }, null, undefined)).toEqual([]);
  });
});

it('tops up the least virgin powder that keeps the share, to the milligram', () => {
  // 20 % of (8 kg + x) is x: x is 2 kg.
  expect(virginToAdd(8_000_000, 20)).toBe(2_000_000);
  // 30 % of (7 kg + x): x is 3 kg exactly, not a milligram more.
  expect(virginToAdd(7_000_000, 30)).toBe(3_000_000);
  // 1 mg at 20 %: a quarter of a milligram, rounded up to one.
  expect(virginToAdd(1, 20)).toBe(1);
  expect(virginToAdd(5_000_000, 0)).toBe(0);
});

describe('starting a job on the demo’s MJF-01', () => {
  let t: TestApp;
  let admin: Session;
  let operator: Session;
  const call = callsAs(() => t);
  beforeAll(async () => {
    t = await createTestApp();
    [admin, operator] = await logins(t.app, 'admin', 'operator');
  });
  afterAll(() => t.close());

  const jobNamed = async (name: string) =>
    (await t.db.selectFrom('jobs').select('id').where('job_name', '=', name).executeTakeFirstOrThrow()).id;
  const start = async (id: number) => {
    const job = (await call(admin, 'GET', `/api/v1/job-scheduling/${id}`)).json();
    return call(admin, 'PUT', '/api/v1/job-scheduling', { ...job, jobStatus: 'IN_PROGRESS' });
  };

  it('refuses the reclaimed powder until a quality manager signs an override, which stays on the job', async () => {
    const next = await jobNamed('MJF-01 batch 78');
    const before = (await call(admin, 'GET', `/api/v1/materials/jobs/${next}/powder`)).json();
    // Its drone arm housings weigh their volume at PA 12's density; what comes back will be through
    // six builds, more than PA 12 allows, which no virgin powder mends.
    expect(before.topUp).toEqual(
      expect.objectContaining({
        batch: before.loaded,
        afterJob: expect.objectContaining({ maxCycles: 6, virginThousandths: 0 }),
        beyondRules: [`${before.loaded.number} will hold powder through 6 builds; HP 3D HR PA 12 allows at most 5`],
      }),
    );
    expect(before.topUp.partsMg).toBeGreaterThan(0);
    expect(before.topUp.topUpMg).toBe(Math.ceil(before.topUp.afterJob.massMg / 4));
    expect(before.brokenRules).toEqual([
      `${before.loaded.number} is 0 % virgin powder; HP 3D HR PA 12 needs at least 20 %`,
      `${before.loaded.number} is unsieved; HP 3D HR PA 12 is sieved before a build`,
    ]);
    const refused = await start(next);
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      `The job cannot start on this powder: ${before.brokenRules.join('; ')}`,
    ]);

    const override = `/api/v1/materials/jobs/${next}/start-override`;
    const body = {
      reason: 'Customer accepted re-used powder for these prototypes',
      signature: { password: DEMO_PASSWORD, meaning: 'APPROVED' },
    };
    expect((await call(operator, 'POST', override, body)).statusCode).toBe(403);
    expect(
      (await call(admin, 'POST', override, { ...body, signature: { ...body.signature, password: 'wrong' } })).statusCode,
    ).toBe(401);
    const signed = (await call(admin, 'POST', override, body)).json();
    expect(signed.overrides).toEqual([
      expect.objectContaining({
        rules: before.brokenRules,
        reason: body.reason,
        signature: expect.objectContaining({ meaning: 'APPROVED', valid: true }),
      }),
    ]);
    expect((await start(next)).statusCode).toBe(200);
  });

  it('shows what a completed build drew from its batch', async () => {
    const built = (await call(admin, 'GET', `/api/v1/materials/jobs/${await jobNamed('MJF-01 batch 77')}/powder`)).json();
    expect(built).toEqual(
      expect.objectContaining({ drawn: [expect.objectContaining({ massMg: 1_850_000 })], loaded: null, brokenRules: [] }),
    );
  });

  it('keeps a facility that never saved its rules to 20 % virgin and 5 builds for PA 12 on MJF, until it saves its own', async () => {
    let northwind = (await logins(t.app, 'vendor'))[0]!;
    const on = await call(northwind, 'PUT', '/api/v1/sp/settings/features/MATERIAL_MANAGEMENT_CONFIG', { enabled: true });
    expect(on.statusCode).toBe(200);
    northwind = await login(t.app, 'vendor@demo.test');
    const { id: facilityId } = await t.db
      .selectFrom('companies')
      .select('id')
      .where('company_name', '=', 'Northwind Precision Printing')
      .executeTakeFirstOrThrow();
    const idOf = async (name: string) =>
      (await t.db.selectFrom('materials').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
    const [pa12, pa2200] = [await idOf('HP 3D HR PA 12'), await idOf('PA 2200')];
    const DEFAULT = { minVirginPercent: 20, maxCycles: 5, sieveRequired: false, reorderPointMg: null };

    expect((await call(northwind, 'GET', '/api/v1/materials/settings')).json()).toEqual({
      massTolerancePercent: 1,
      rules: [{ material: { id: pa12, name: 'HP 3D HR PA 12' }, ...DEFAULT }],
    });
    expect(await ruleOf(t.db, facilityId, pa12)).toEqual(DEFAULT);
    // EOS's PA 2200 is a polyamide 12 too, but for laser sintering: no default.
    expect(await ruleOf(t.db, facilityId, pa2200)).toBeUndefined();

    // Saved without rules, the facility has none, the default included.
    const saved = await call(northwind, 'PUT', '/api/v1/materials/settings', { massTolerancePercent: 2, rules: [] });
    expect([saved.statusCode, saved.json()]).toEqual([200, { massTolerancePercent: 2, rules: [] }]);
    expect(await ruleOf(t.db, facilityId, pa12)).toBeUndefined();
  });
});
