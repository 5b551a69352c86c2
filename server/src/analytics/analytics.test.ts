/** Each analytics figure against the small day of work of test-support/analytics-day.ts, computed by hand. */
import { seedAnalyticsDay } from '../test-support/analytics-day.js';
import { createTestApp, login, type Session, type TestApp } from '../test-support/test-app.js';

jest.setTimeout(120_000);

let t: TestApp;
let austin: Session;
let mjf: number;

const HOUR = 3_600_000;
/** 2 March 2031 in Chicago: 06:00 UTC to 06:00 UTC the next day. */
const DAY = { from: Date.UTC(2031, 2, 2, 6), to: Date.UTC(2031, 2, 3, 6), timeZone: 'America/Chicago' };

const figure = async (path: string, query: Record<string, string | number> = {}) => {
  const search = new URLSearchParams(Object.entries({ ...DAY, ...query }).map(([key, value]) => [key, String(value)]));
  const response = await t.app.inject({ method: 'GET', url: `/api/v1/analytics/${path}?${search}`, headers: austin.bearer });
  if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode} ${response.body}`);
  return response.json();
};

beforeAll(async () => {
  t = await createTestApp();
  austin = await login(t.app, 'admin@demo.test');
  mjf = await seedAnalyticsDay(t, { austin, engineer: await login(t.app, 'engineer@demo.test') });
});
afterAll(() => t.close());

it('measures a machine’s day: planned 16 h, printing 11.5 h of 24, overlapping runs counted once', async () => {
  const { spanHours, rows } = await figure('utilisation');
  expect(spanHours).toBe(24);
  expect(rows.find((row: { equipmentId: number }) => row.equipmentId === mjf)).toEqual({
    equipmentId: mjf,
    machine: 'MJF-01 · HP 5200',
    plannedHours: 16,
    actualHours: 11.5,
  });
  // A machine filter keeps that machine alone.
  expect((await figure('utilisation', { equipmentId: mjf })).rows).toHaveLength(1);
});

it('computes OEE as availability × performance × quality', async () => {
  const { rows } = await figure('oee', { equipmentId: mjf });
  // Availability 11.5 / 16; performance (8 + 1.5) / (9 + 1.5); quality: 15 made, 5 on the failed build and 2 at inspection lost.
  expect(rows).toEqual([
    {
      equipmentId: mjf,
      machine: 'MJF-01 · HP 5200',
      plannedHours: 16,
      runHours: 11.5,
      idealHours: 9.5,
      completedRunHours: 10.5,
      piecesMade: 15,
      piecesGood: 8,
      availability: 0.7188,
      performance: 0.9048,
      quality: 0.5333,
      oee: 0.3468,
    },
  ]);
});

it('counts shipments on time by the days of the reader’s zone', async () => {
  expect(await figure('on-time-delivery')).toEqual({
    shipments: 2,
    onTime: 1,
    periods: [{ period: '2031-03-02', shipments: 2, onTime: 1 }],
  });
  // In UTC the day holds the first shipment only.
  const utc = await figure('on-time-delivery', { from: Date.UTC(2031, 2, 2), to: Date.UTC(2031, 2, 3), timeZone: 'UTC' });
  expect([utc.shipments, utc.onTime]).toEqual([1, 1]);
  // Another customer's orders: none.
  const globex = await t.db
    .selectFrom('companies')
    .select('id')
    .where('company_name', 'like', 'Globex%')
    .executeTakeFirstOrThrow();
  expect((await figure('on-time-delivery', { customerId: globex.id })).shipments).toBe(0);
});

it('counts quotes won and lost and how soon they went out, and the days from award to shipment', async () => {
  // 3, 6 and 9 hours to quote; two awarded, one lost to another facility.
  expect(await figure('quotes')).toEqual({
    quoted: 3,
    won: 2,
    lost: 1,
    leadHours: 6,
    periods: [{ period: '2031-03-02', quoted: 3, won: 2, lost: 1, leadHours: 6 }],
  });
  // Awarded 20 Feb 20:00 and 27 Feb 03:00 UTC, shipped 10 and 4 days later.
  expect(await figure('lead-time')).toEqual({
    shipments: 2,
    meanDays: 7,
    maxDays: 10,
    periods: [{ period: '2031-03-02', shipments: 2, meanDays: 7, maxDays: 10 }],
  });
});

it('ranks the lost pieces by cause and sums the material the completed jobs used', async () => {
  expect(await figure('scrap')).toEqual({
    made: 15,
    scrapped: 7,
    causes: [
      { kind: 'PROCESS', code: 'MACHINE_FAULT', description: '', pieces: 5 },
      { kind: 'DEFECT', code: 'POR', description: 'Porosity', pieces: 2 },
    ],
  });
  expect(await figure('material')).toEqual({
    rows: [{ materialId: expect.any(Number), material: 'HP 3D HR PA 12', unit: 'GRAM', quantity: 5250, jobs: 2 }],
  });
});

it('refuses a span that ends before it starts, one too long, and an unknown time zone, naming the field', async () => {
  const refused = async (query: Record<string, string | number>) => {
    const search = new URLSearchParams(Object.entries({ ...DAY, ...query }).map(([key, value]) => [key, String(value)]));
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/analytics/oee?${search}`, headers: austin.bearer });
    return [response.statusCode, response.json().details?.[0]?.field];
  };
  expect(await refused({ to: DAY.from })).toEqual([400, 'querystring.to']);
  expect(await refused({ from: DAY.to - 800 * 24 * HOUR })).toEqual([400, 'querystring.from']);
  expect(await refused({ timeZone: 'Mars/Olympus' })).toEqual([400, 'querystring.timeZone']);
});
