import type { Job } from 'shared/contracts';
import { planningCalls } from '../test-support/planning.js';
import { createTestApp, logins, type Session, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
let planner: Session;
let admin: Session;
let vendor: Session;

beforeAll(async () => {
  t = await createTestApp();
  [planner, admin, vendor] = await logins(t.app, 'planner', 'admin', 'vendor');
});
afterAll(() => t.close());

const { call, plan, jobNamed } = planningCalls(
  () => t,
  () => planner,
);

describe('what a facility plans with', () => {
  it('names the jobs it cannot start when the working week has no hours, and still answers', async () => {
    const settings = (await call('GET', '/api/v1/job-scheduling/plan-settings')).json();
    expect(settings).toMatchObject({ criteria: ['CHANGEOVERS', 'FINISH'], startInWorkingHours: false, timeZone: 'UTC' });
    const closed = { ...settings, startInWorkingHours: true, workingDays: [] };
    expect((await call('PUT', '/api/v1/job-scheduling/plan-settings', closed)).statusCode).toBe(403);
    expect((await call('PUT', '/api/v1/job-scheduling/plan-settings', closed, admin)).statusCode).toBe(200);
    const proposal = await plan();
    expect(proposal.moves).toEqual([]);
    expect(proposal.unplanned.length).toBeGreaterThan(0);
    expect(new Set(proposal.unplanned.map((job) => job.reason))).toEqual(new Set(['NO_START_IN_HORIZON']));
    const wrong = await call('PUT', '/api/v1/job-scheduling/plan-settings', { ...settings, timeZone: 'Mars/Olympus' }, admin);
    expect(wrong.json()).toMatchObject({ message: 'Mars/Olympus is not a time zone', details: [{ field: 'body.timeZone' }] });
    await call('PUT', '/api/v1/job-scheduling/plan-settings', settings, admin);
  });

  it('promises an order’s date from the plan: no date while no job can start', async () => {
    const match = await t.db
      .selectFrom('matches as m')
      .innerJoin('rfqs as r', 'r.id', 'm.rfq_id')
      .innerJoin('companies as c', 'c.id', 'm.facility_id')
      .select('m.id')
      .where('r.display_title', 'like', 'Sensor brackets%')
      .where('c.company_name', 'like', '%Austin%')
      .executeTakeFirstOrThrow();
    const url = `/api/v1/matches/${match.id}/promise-date`;
    const open = (await call('GET', url)).json();
    expect(open.parts).toEqual([expect.objectContaining({ fileName: 'sensor_bracket.stl' })]);
    expect(open.deliveryDate).toBeGreaterThan(open.parts[0].toDate);
    const settings = (await call('GET', '/api/v1/job-scheduling/plan-settings')).json();
    await call('PUT', '/api/v1/job-scheduling/plan-settings', { ...settings, startInWorkingHours: true, workingDays: [] }, admin);
    const closed = (await call('GET', url)).json();
    expect(closed.parts).toEqual([]);
    expect(closed.unplanned).toEqual([expect.objectContaining({ fileName: 'sensor_bracket.stl' })]);
    await call('PUT', '/api/v1/job-scheduling/plan-settings', settings, admin);
  });

  it('starts jobs inside working hours in the facility’s time zone', async () => {
    const settings = (await call('GET', '/api/v1/job-scheduling/plan-settings')).json();
    const workday = { ...settings, startInWorkingHours: true, workingDays: [1, 2, 3, 4, 5, 6, 7], timeZone: 'America/Chicago' };
    await call('PUT', '/api/v1/job-scheduling/plan-settings', workday, admin);
    const proposal = await plan();
    expect(proposal.moves.length).toBeGreaterThan(0);
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/Chicago',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    for (const move of proposal.moves) {
      const [hour, minute] = local
        .format(move.after.fromDate - move.changeoverMinutes * 60_000)
        .split(':')
        .map(Number);
      expect(hour! * 60 + minute!).toBeGreaterThanOrEqual(settings.dayStartMinute);
      expect(hour! * 60 + minute!).toBeLessThan(settings.dayEndMinute);
    }
    await call('PUT', '/api/v1/job-scheduling/plan-settings', settings, admin);
  });

  it('keeps a machine’s speed and changeover table, refusing a change to the same material', async () => {
    const mounts = await jobNamed('MJF-02 batch 12');
    const url = `/api/v1/equipment/${mounts.equipmentDTO.id}/planning`;
    const table = (await call('GET', url)).json();
    expect(table).toMatchObject({ speedFactor: 1, unattended: true, calendar: null });
    expect(table.changeovers).toHaveLength(2);
    const same = { ...table, speedFactor: 1.5, changeovers: [{ fromMaterialId: 1, toMaterialId: 1, minutes: 5 }] };
    expect((await call('PUT', url, same, admin)).json()).toMatchObject({
      details: [{ field: 'body.changeovers.0.toMaterialId' }],
    });
    expect((await call('PUT', url, { ...table, speedFactor: 2 }, admin)).json().speedFactor).toBe(2);
    expect((await call('GET', url, undefined, vendor)).statusCode).toBe(404);
  });

  it('runs a watched machine’s jobs inside one stretch of its own hours, and names a job too long for them', async () => {
    const mounts = await jobNamed('MJF-02 batch 12');
    const machines = await t.db
      .selectFrom('equipment')
      .select('id')
      .where('facility_id', '=', t.db.selectFrom('jobs').select('facility_id').where('id', '=', mounts.id))
      .execute();
    const urls = machines.map((machine) => `/api/v1/equipment/${machine.id}/planning`);
    const saved = await Promise.all(urls.map(async (url) => (await call('GET', url)).json()));
    expect(saved.every((planning) => planning.unattended && planning.calendar === null)).toBe(true);
    // Every day from 06:00 to 22:00 UTC: sixteen hours in one stretch.
    const calendar = { workingDays: [1, 2, 3, 4, 5, 6, 7], dayStartMinute: 360, dayEndMinute: 1320, closedDays: [] };
    const backwards = await call('PUT', urls[0]!, { ...saved[0], calendar: { ...calendar, dayEndMinute: 300 } }, admin);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({
      message: 'The working day must end after it starts',
      details: [{ field: 'body.calendar.dayEndMinute' }],
    });
    for (const [at, url] of urls.entries()) {
      const answer = await call('PUT', url, { ...saved[at], unattended: false, calendar }, admin);
      expect(answer.json()).toMatchObject({ unattended: false, calendar });
    }
    const proposal = await plan();
    const minuteOfDay = (ms: number) => Math.floor((ms % 86_400_000) / 60_000);
    for (const move of proposal.moves) {
      const start = move.after.fromDate - move.changeoverMinutes * 60_000;
      expect(Math.floor(start / 86_400_000)).toBe(Math.floor((move.after.toDate - 1) / 86_400_000));
      expect(minuteOfDay(start)).toBeGreaterThanOrEqual(360);
      expect(minuteOfDay(move.after.toDate - 1)).toBeLessThan(1320);
    }
    const tooLong = proposal.unplanned.filter((job) => job.reason === 'OUTSIDE_CALENDAR');
    expect(tooLong.length).toBeGreaterThan(0);
    for (const { jobId } of tooLong) {
      const job: Job = (await call('GET', `/api/v1/job-scheduling/${jobId}`)).json();
      expect(job.toDate - job.fromDate).toBeGreaterThan(960 * 60_000);
    }
    expect(proposal.moves.length).toBeGreaterThan(0);
    await Promise.all(urls.map((url, at) => call('PUT', url, saved[at], admin)));
  });

  it('weighs a late minute by the priority label and the customer', async () => {
    const weights = (await call('GET', '/api/v1/job-scheduling/plan-weights')).json();
    expect(weights.customers.map((c: { name: string }) => c.name)).toContain('Acme Robotics');
    const acme = weights.customers.find((c: { name: string }) => c.name === 'Acme Robotics');
    const saved = await call(
      'PUT',
      '/api/v1/job-scheduling/plan-weights',
      { ...weights, customers: [{ ...acme, weight: 5 }] },
      admin,
    );
    expect(saved.json().customers.find((c: { name: string }) => c.name === 'Acme Robotics').weight).toBe(5);
    const bad = await call(
      'PUT',
      '/api/v1/job-scheduling/plan-weights',
      { priorityLabels: [{ id: 999_999, label: 'x', weight: 2 }], customers: [] },
      admin,
    );
    expect(bad.json()).toMatchObject({ details: [{ field: 'body.priorityLabels.0.id' }] });
  });
});
