/**
 * The job figures read whole UTC days and months from the machines' stored days. Whatever changes a job, its
 * runs, parts, secondary materials or process NCR, the stored days must read the same as days
 * recomputed from scratch, and as the jobs read directly (a material filter reads every day from
 * the jobs; every job of the day of work is of that material).
 */
import { sql } from 'kysely';
import { seedAnalyticsDay } from '../test-support/analytics-day.js';
import { createTestApp, login, type Session, type TestApp } from '../test-support/test-app.js';

jest.setTimeout(180_000);

let t: TestApp;
let austin: Session;
let mjf: number;
let pa12: number;

const DAY_MS = 86_400_000;
const FIGURES = ['utilisation', 'oee', 'scrap', 'material'];
/** Eleven whole UTC days around the day of work, the same cut mid-day at both ends, and four whole months. */
const WEEKS = { from: Date.UTC(2031, 1, 23), to: Date.UTC(2031, 2, 6) };
const CUT = { from: Date.UTC(2031, 1, 24, 3), to: Date.UTC(2031, 2, 3, 4) };
const MONTHS = { from: Date.UTC(2031, 0, 1), to: Date.UTC(2031, 4, 1) };

async function figures(span: { from: number; to: number }, query: Record<string, number> = {}) {
  const search = new URLSearchParams(
    Object.entries({ ...span, timeZone: 'UTC', ...query }).map(([key, value]) => [key, String(value)]),
  );
  return Promise.all(
    FIGURES.map(async (path) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/v1/analytics/${path}?${search}`, headers: austin.bearer });
      if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode} ${response.body}`);
      return response.json();
    }),
  );
}

/** Forgets every stored day and marks every job's days stale, as if the figures had never been read. */
async function fromScratch() {
  for (const table of ['analytics_machine_days', 'analytics_machine_day_losses', 'analytics_machine_day_materials']) {
    await sql`delete from ${sql.table(table)}`.execute(t.db);
  }
  await sql`select analytics_mark_days(equipment_id, span_from, span_to) from jobs`.execute(t.db);
}

async function expectStoredDaysTrue(machine = mjf) {
  for (const span of [WEEKS, CUT, MONTHS]) {
    const stored = await figures(span, { equipmentId: machine });
    expect(await figures(span, { equipmentId: machine, materialId: pa12 })).toEqual(stored);
    await fromScratch();
    expect(await figures(span, { equipmentId: machine })).toEqual(stored);
  }
}

const jobNamed = async (name: string) =>
  (await t.db.selectFrom('jobs').select('id').where('job_name', '=', name).executeTakeFirstOrThrow()).id;

beforeAll(async () => {
  t = await createTestApp();
  austin = await login(t.app, 'admin@demo.test');
  mjf = await seedAnalyticsDay(t, { austin, engineer: await login(t.app, 'engineer@demo.test') });
  pa12 = (await t.db.selectFrom('materials').select('id').where('name', '=', 'HP 3D HR PA 12').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

it('reads a whole UTC day from the stored days: planned 12 h, printing 11.5 h', async () => {
  const [utilisation] = await figures({ from: Date.UTC(2031, 2, 2), to: Date.UTC(2031, 2, 3) }, { equipmentId: mjf });
  // Housings 07–11 and brackets 14–22 planned; printing 07–09 (the failed build) and 14–23:30 (brackets, then the walk-up).
  expect(utilisation.rows).toEqual([{ equipmentId: mjf, machine: 'MJF-01 · HP 5200', plannedHours: 12, actualHours: 11.5 }]);
  await expectStoredDaysTrue();
});

it('keeps the stored days true as jobs move, their runs change and they are cancelled', async () => {
  const brackets = await jobNamed('Brackets build');
  await sql`update jobs set from_date = from_date + interval '1 day', to_date = to_date + interval '1 day' where id = ${brackets}`.execute(
    t.db,
  );
  await expectStoredDaysTrue();
  // Its run ends two days later; then the walk-up's run is deleted (its start plus its actual time stands in).
  await sql`update machine_runs set ended_at = ended_at + interval '2 days' where job_id = ${brackets}`.execute(t.db);
  await expectStoredDaysTrue();
  await sql`delete from machine_runs where job_id = ${await jobNamed('Walk-up print')}`.execute(t.db);
  await expectStoredDaysTrue();
  await sql`update jobs set job_status = 'CANCELLED' where id = ${await jobNamed('Housings reprint')}`.execute(t.db);
  await expectStoredDaysTrue();
});

it('keeps the stored days true as a job’s parts, secondary materials and process NCR change', async () => {
  const failed = await jobNamed('Housings build');
  await sql`update job_files set quantity = quantity + 3 where job_id = ${failed}`.execute(t.db);
  await expectStoredDaysTrue();
  await sql`insert into job_secondary_materials (job_id, position, material_id, material_quantity_used)
    values (${await jobNamed('Brackets build')}, 0, ${pa12}, 120)`.execute(t.db);
  await expectStoredDaysTrue();
  await sql`update ncrs set cause = 'MATERIAL_OUT_OF_SPEC' where job_id = ${failed}`.execute(t.db);
  await expectStoredDaysTrue();
  await sql`update jobs set active = false where id = ${failed}`.execute(t.db);
  await expectStoredDaysTrue();
});

it('reads the days of a build still running from its jobs, and stores them once it ends', async () => {
  const austinFacility = await t.db
    .selectFrom('equipment')
    .select(['facility_id', 'machine_id'])
    .where('id', '=', mjf)
    .executeTakeFirstOrThrow();
  const { id: machine } = await t.db
    .insertInto('equipment')
    .values({ facility_id: austinFacility.facility_id, display_name: 'MJF-03 · HP 5200', machine_id: austinFacility.machine_id })
    .returning('id')
    .executeTakeFirstOrThrow();
  const now = Date.now();
  const { id: job } = await t.db
    .insertInto('jobs')
    .values({
      facility_id: austinFacility.facility_id,
      equipment_id: machine,
      job_name: 'Overnight build',
      job_status: 'IN_PROGRESS',
      from_date: new Date(now - 30 * 3_600_000),
      to_date: new Date(now + 2 * 3_600_000),
      estimated_time: 32,
      actual_time: 0,
      material_id: pa12,
      material_quantity_used: 900,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Whole days around today, whole months among them: the running days fall in a stored month, or in days read one by one.
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const days = { from: today - 62 * DAY_MS, to: today + 62 * DAY_MS };
  const printing = async () => (await figures(days, { equipmentId: machine }))[0].rows[0].actualHours;
  // Running to now: 30 hours so far, the running days counted once though a stored day was never written for them.
  expect(await printing()).toBeCloseTo(30, 2);
  await t.db.updateTable('jobs').set({ job_status: 'COMPLETED', actual_time: 29 }).where('id', '=', job).execute();
  expect(await printing()).toBe(29);
  const stored = await figures(days, { equipmentId: machine });
  await fromScratch();
  expect(await figures(days, { equipmentId: machine })).toEqual(stored);
});

// Two writers at once need two connections: PostgreSQL's; the embedded database has one.
const withTwoConnections = process.env.TEST_DATABASE_URL ? it : it.skip;

withTwoConnections('lets two writers mark the same days in opposite orders at once, neither waiting for the other', async () => {
  const [first, second] = ['2040-01-10T12:00Z', '2040-01-20T12:00Z'];
  const signal = () => {
    let done!: () => void;
    return { promise: new Promise<void>((resolve) => (done = resolve)), done: () => done() };
  };
  const oneMarkedFirst = signal();
  const twoMarkedSecond = signal();
  const markAt = (trx: typeof t.db, at: string) =>
    sql`select analytics_mark_days(${mjf}, ${at}::timestamptz, ${at}::timestamptz)`.execute(trx);
  await Promise.all([
    t.db.transaction().execute(async (trx) => {
      await markAt(trx, first);
      oneMarkedFirst.done();
      await twoMarkedSecond.promise;
      await markAt(trx, second);
    }),
    t.db.transaction().execute(async (trx) => {
      await oneMarkedFirst.promise;
      await markAt(trx, second);
      twoMarkedSecond.done();
      await markAt(trx, first);
    }),
  ]);
  const { rows } = await sql<{ day: string }>`select distinct to_char(day, 'YYYY-MM-DD') as day from analytics_stale_days
    where equipment_id = ${mjf} and day >= '2040-01-01' order by 1`.execute(t.db);
  expect(rows.map((row) => row.day)).toEqual(['2040-01-10', '2040-01-20']);
});
