import { sql } from 'kysely';
import { planningCalls } from '../test-support/planning.js';
import { createTestApp, logins, type Session, type TestApp } from '../test-support/test-app.js';

const HOUR = 3_600_000;
let t: TestApp;
let planner: Session;

beforeAll(async () => {
  t = await createTestApp();
  [planner] = await logins(t.app, 'planner');
});
afterAll(() => t.close());

const { call, plan } = planningCalls(
  () => t,
  () => planner,
);

describe('the enterprise’s plan', () => {
  it('plans every internal facility at once for a planner of the whole enterprise, each job on its own plant', async () => {
    const [operator] = await logins(t.app, 'operator');
    const refused = await call('POST', '/api/v1/job-scheduling/plan', { wholeEnterprise: true }, operator);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Planning the whole enterprise needs ENTERPRISE_SCHEDULER_VIEW and the enterprise scheduler',
    );

    const own = await plan();
    expect(own.wholeEnterprise).toBe(false);
    const enterprise = await plan({ wholeEnterprise: true });
    expect(enterprise.wholeEnterprise).toBe(true);
    expect(enterprise.moves.length).toBeGreaterThan(0);
    // Two plants may name a machine alike: each is named with its facility.
    for (const move of enterprise.moves) expect(move.after.equipmentName).toMatch(/\(Demo Additive — (Austin|Munich) Plant\)$/);

    // A colleague in Munich changes its queued coupons: only the plan that read Munich is out of date.
    await t.db.updateTable('jobs').set({ updated_at: new Date() }).where('job_name', '=', 'AlSi10Mg coupons').execute();
    const stale = await call('POST', `/api/v1/job-scheduling/plan/${enterprise.id}/apply`);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().details.changes).toEqual([expect.objectContaining({ jobName: 'AlSi10Mg coupons', change: 'CHANGED' })]);
    await call('POST', `/api/v1/job-scheduling/plan/${own.id}/discard`);
    const again = await plan({ wholeEnterprise: true });
    expect((await call('POST', `/api/v1/job-scheduling/plan/${again.id}/apply`)).json()).toEqual({
      moved: again.moves.length,
      made: 0,
    });
    // Each moved job is told to its own facility.
    const told = await t.db
      .selectFrom('event_outbox as e')
      .innerJoin('jobs as j', (join) => join.on(sql<boolean>`j.id = (e.payload->>'jobId')::int`))
      .select(['e.company_ids', 'j.facility_id'])
      .where('e.topic', '=', 'job.saved')
      .where(sql`e.payload->>'proposalId'`, '=', String(again.id))
      .execute();
    expect(told).toHaveLength(again.moves.length);
    expect(new Set(told.map((event) => event.facility_id)).size).toBe(2);
    for (const event of told) expect(event.company_ids.map(Number)).toEqual([event.facility_id]);
  });

  it('pins and books downtime on another plant’s machines for a planner of the whole enterprise only', async () => {
    const coupons = await t.db
      .selectFrom('jobs')
      .select(['id', 'equipment_id', 'facility_id', 'from_date'])
      .where('job_name', '=', 'AlSi10Mg coupons')
      .executeTakeFirstOrThrow();
    const [operator] = await logins(t.app, 'operator');
    expect((await call('PUT', `/api/v1/job-scheduling/${coupons.id}/pin`, { pinned: true }, operator)).statusCode).toBe(404);
    expect((await call('PUT', `/api/v1/job-scheduling/${coupons.id}/pin`, { pinned: true })).json()).toEqual({
      id: coupons.id,
      pinned: true,
    });
    await call('PUT', `/api/v1/job-scheduling/${coupons.id}/pin`, { pinned: false });

    const fromDate = coupons.from_date.getTime() + 30 * 24 * HOUR;
    const downtime = {
      equipmentId: coupons.equipment_id,
      fromDate,
      toDate: fromDate + 2 * HOUR,
      jobName: 'Munich filter change',
    };
    expect((await call('POST', '/api/v1/job-scheduling/plan', { downtime })).statusCode).toBe(403);
    const repair = await plan({ wholeEnterprise: true, downtime });
    expect((await call('POST', `/api/v1/job-scheduling/plan/${repair.id}/apply`)).statusCode).toBe(200);
    const booked = await t.db
      .selectFrom('jobs')
      .select(['facility_id', 'job_type'])
      .where('job_name', '=', 'Munich filter change')
      .executeTakeFirstOrThrow();
    expect(booked.facility_id).toBe(coupons.facility_id);
  });
});
