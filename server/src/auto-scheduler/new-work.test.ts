import { sql } from 'kysely';
import type { Job } from 'shared/contracts';
import { planningCalls } from '../test-support/planning.js';
import { createTestApp, logins, type Session, type TestApp } from '../test-support/test-app.js';

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

describe('saved builds in the plan', () => {
  it('puts a packed build on its machine as a new job, saved as a job there when the proposal is applied', async () => {
    const NESTINGS = '/api/v1/builds/group-nestings';
    const [nesting] = (await call('GET', NESTINGS)).json().rows;
    const [build] = (await call('GET', `${NESTINGS}/${nesting.id}`)).json().builds;
    expect((await call('POST', `${NESTINGS}/${nesting.id}/accept`, { buildIds: [build.id] })).statusCode).toBe(200);

    const proposal = await plan();
    const made = proposal.newJobs.find((job) => job.buildId === build.id)!;
    expect(made).toMatchObject({ jobName: build.name, after: { equipmentId: build.equipment.id } });
    // Accepted alone, it keeps its place; the moves not accepted stay where they are.
    const kept = await plan({ acceptFrom: { proposalId: proposal.id, jobIds: [], buildIds: [build.id] } });
    expect(kept.newJobs).toEqual([made]);
    expect(kept.moves).toEqual([]);
    const unknown = await call('POST', '/api/v1/job-scheduling/plan', {
      acceptFrom: { proposalId: proposal.id, jobIds: [], buildIds: [999_999] },
    });
    expect(unknown.json()).toMatchObject({ details: [{ field: 'body.acceptFrom.buildIds' }] });

    // A colleague changes the build meanwhile: the apply is refused, naming it, and no job is made.
    await t.db.updateTable('builds').set({ updated_at: new Date() }).where('id', '=', build.id).execute();
    const stale = await call('POST', `/api/v1/job-scheduling/plan/${kept.id}/apply`);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().details.changes).toEqual([{ jobId: null, buildId: build.id, jobName: build.name, change: 'CHANGED' }]);
    expect((await call('GET', `/api/v1/builds/${build.id}`)).json().job).toBeNull();

    const again = await plan();
    const slot = again.newJobs.find((job) => job.buildId === build.id)!.after;
    expect((await call('POST', `/api/v1/job-scheduling/plan/${again.id}/apply`)).json()).toEqual({
      moved: again.moves.length,
      made: again.newJobs.length,
    });
    const saved = (await call('GET', `/api/v1/builds/${build.id}`)).json();
    expect(saved).toMatchObject({ state: 'PREPARED', job: { jobName: build.name, jobStatus: 'QUEUED' } });
    const job = (await call('GET', `/api/v1/job-scheduling/${saved.job.id}`)).json() as Job;
    expect([job.equipmentDTO.id, job.fromDate, job.toDate]).toEqual([slot.equipmentId, slot.fromDate, slot.toDate]);
    // A job now, the build is planned as one.
    expect((await plan()).newJobs).toEqual([]);
  });
});

describe('parts on no job in the plan', () => {
  it('plans the parts it can still make in time however many overdue ones wait, and names those', async () => {
    const [group] = (await plan({ partsOnNoJob: true })).newJobs.filter((job) => job.buildId === null);
    const part = group!.parts[0]!;
    // Over five hundred overdue parts of one order: more than one plan reads of the parts waiting.
    const { id: overdue } = await t.db
      .insertInto('rfqs')
      .columns(['customer_id', 'awarded_facility_id', 'created_by', 'display_title', 'status', 'estimated_delivery_date'])
      .expression((eb) =>
        eb
          .selectFrom('rfqs')
          .select(['customer_id', 'awarded_facility_id', 'created_by', sql.lit('Overdue brackets').as('t'), 'status'])
          .select(sql<Date>`now() - interval '2 days'`.as('due'))
          .where('id', '=', part.rfqId),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`insert into rfq_files (rfq_id, file_id, original_file_name, quantity, am_process_id, units)
      select ${overdue}, f.file_id, 'overdue-' || g || '.stl', 1, f.am_process_id, f.units
      from rfq_files f cross join generate_series(1, 501) g where f.id = ${part.rfqFileId}`.execute(t.db);
    await sql`insert into rfq_file_materials (rfq_file_id, material_id)
      select f.id, m.material_id from rfq_files f cross join rfq_file_materials m
      where f.rfq_id = ${overdue} and m.rfq_file_id = ${part.rfqFileId}`.execute(t.db);

    const proposal = await plan({ partsOnNoJob: true });
    expect(proposal.newJobs.flatMap((job) => job.parts.map((p) => p.rfqFileId))).toContain(part.rfqFileId);
    expect(proposal.unplanned).toContainEqual(expect.objectContaining({ jobId: null, buildId: null, reason: 'DUE_BEFORE_NOW' }));
    await sql`delete from rfq_file_materials where rfq_file_id in (select id from rfq_files where rfq_id = ${overdue})`.execute(
      t.db,
    );
    await t.db.deleteFrom('rfq_files').where('rfq_id', '=', overdue).execute();
    await t.db.deleteFrom('rfqs').where('id', '=', overdue).execute();
  });

  it('groups them as a planner would put them on jobs, only when asked, and saves those jobs when applied', async () => {
    expect((await plan()).newJobs.filter((job) => job.buildId === null)).toEqual([]);
    const proposal = await plan({ partsOnNoJob: true });
    const groups = proposal.newJobs.filter((job) => job.buildId === null);
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) {
      expect(group.parts.length).toBeGreaterThan(0);
      expect(group.estimatedHours).toBeGreaterThan(0);
      expect(group.after.toDate).toBeGreaterThan(group.after.fromDate);
    }
    const applied = await call('POST', `/api/v1/job-scheduling/plan/${proposal.id}/apply`);
    expect(applied.json()).toEqual({ moved: proposal.moves.length, made: proposal.newJobs.length });
    const made: Job[] = [];
    for (const group of groups) {
      const [lite] = (await call('POST', '/api/v4/job-scheduling/search/lite', { jobName: group.jobName })).json();
      const job = (await call('GET', `/api/v1/job-scheduling/${lite.id}`)).json() as Job;
      made.push(job);
      expect([job.equipmentDTO.id, job.fromDate, job.toDate]).toEqual([
        group.after.equipmentId,
        group.after.fromDate,
        group.after.toDate,
      ]);
      const pieces = job.jobOrderDTOs.flatMap((order) => order.fileIds.map((file) => [file.rfqCadFileId, file.quantity]));
      expect(pieces.sort()).toEqual(group.parts.map((part) => [part.rfqFileId, part.quantity]).sort());
    }
    // On jobs now, the parts are no longer work on no job.
    expect((await plan({ partsOnNoJob: true })).newJobs.filter((job) => job.buildId === null)).toEqual([]);
    const remakes = async () => (await call('GET', '/api/v1/job-scheduling/plan-remakes')).json();
    expect(await remakes()).toEqual({ pieces: 0, partCount: 0, parts: [] });

    // Two pieces scrapped at inspection are to be made again: a stable repair puts them on a job and moves nothing.
    const scrapped = groups[0]!.parts[0]!;
    await t.db
      .updateTable('rfq_files')
      .set((eb) => ({ scrapped_quantity: eb('scrapped_quantity', '+', 2) }))
      .where('id', '=', scrapped.rfqFileId)
      .execute();
    expect(await remakes()).toMatchObject({
      pieces: 2,
      partCount: 1,
      parts: [{ rfqFileId: scrapped.rfqFileId, pieces: 2, scrapped: 2, jobs: [] }],
    });
    const repair = await plan({ partsOnNoJob: true, kind: 'REPAIR_STABLE' });
    expect(repair.moves).toEqual([]);
    expect(repair.newJobs.flatMap((job) => job.parts)).toEqual([{ ...scrapped, quantity: 2 }]);

    // A build fails: none of its pieces was made, and all are to be made again, named with it.
    const failing = made.at(-1)!;
    expect((await call('PUT', '/api/v1/job-scheduling', { ...failing, jobStatus: 'FAILED' })).statusCode).toBe(200);
    const lost = failing.jobOrderDTOs.flatMap((order) => order.fileIds.map((file) => [file.rfqCadFileId, file.quantity]));
    const named = (await remakes()).parts.filter((part: { jobs: string[] }) => part.jobs.includes(failing.jobName));
    expect(named.map((part: { rfqFileId: number; pieces: number }) => [part.rfqFileId, part.pieces]).sort()).toEqual(lost.sort());
    const remade = await plan({ partsOnNoJob: true, kind: 'REPAIR_STABLE' });
    expect(remade.moves).toEqual([]);
    const planned = remade.newJobs.flatMap((job) => job.parts).filter((part) => lost.some(([id]) => id === part.rfqFileId));
    expect(planned.map((part) => [part.rfqFileId, part.quantity]).sort()).toEqual(lost.sort());
  });
});
