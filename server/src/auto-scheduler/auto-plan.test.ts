import type { Job } from 'shared/contracts';
import { planningCalls } from '../test-support/planning.js';
import { createTestApp, logins, type Session, type TestApp } from '../test-support/test-app.js';
import type { PlanProposal } from './plan-schemas.js';

const HOUR = 3_600_000;
let t: TestApp;
let planner: Session;
let vendor: Session;

beforeAll(async () => {
  t = await createTestApp();
  [planner, vendor] = await logins(t.app, 'planner', 'vendor');
});
afterAll(() => t.close());

const { call, plan, jobNamed } = planningCalls(
  () => t,
  () => planner,
);

const moveOf = (proposal: PlanProposal, name: string) => proposal.moves.find((move) => move.jobName === name);

describe('a plan of Austin’s queue', () => {
  it('proposes the late motor mounts earlier and fewer changeovers, and moves nothing yet', async () => {
    const before = await jobNamed('MJF-02 batch 12');
    const proposal = await plan();
    expect(proposal).toMatchObject({ kind: 'PLAN', status: 'OPEN', downtime: null });
    const mounts = moveOf(proposal, 'MJF-02 batch 12')!;
    expect(mounts.before).toMatchObject({ equipmentName: 'MJF-02 · HP 5200', fromDate: before.fromDate });
    expect(mounts.after.toDate).toBeLessThan(before.toDate);
    const drones = proposal.orders.find((order) => order.title === 'Drone arm housings')!;
    expect(drones.latenessBeforeMinutes).toBeGreaterThan(0);
    expect(drones.latenessAfterMinutes).toBe(0);
    const { before: was, after: is } = proposal.totals;
    expect(is.weightedTardinessMinutes).toBeLessThan(was.weightedTardinessMinutes);
    expect(is.changeovers).toBeLessThan(was.changeovers);
    expect(is.finishDate).toBeLessThanOrEqual(was.finishDate);
    // Running, paused and waiting jobs and downtime stay; so does every job until the proposal is applied.
    const names = proposal.moves.map((move) => move.jobName);
    expect(names).not.toEqual(expect.arrayContaining(['SLS-01 build 1188']));
    expect(names).not.toContain('MJF-02 batch 11');
    expect(names).not.toContain('MJF-01 batch 78');
    expect(names).not.toContain('Laser calibration');
    expect((await jobNamed('MJF-02 batch 12')).fromDate).toBe(before.fromDate);
    // Each move keeps its length on a machine as fast as its own, and no two land on one machine at once.
    for (const move of proposal.moves)
      expect(move.after.toDate - move.after.fromDate).toBe(move.before.toDate - move.before.fromDate);
    for (const machine of new Set(proposal.moves.map((move) => move.after.equipmentId))) {
      const on = proposal.moves.filter((move) => move.after.equipmentId === machine);
      const sorted = on.sort((a, b) => a.after.fromDate - b.after.fromDate);
      sorted.slice(1).forEach((move, i) => expect(move.after.fromDate).toBeGreaterThanOrEqual(sorted[i]!.after.toDate));
    }
  });

  it('keeps how far its search went, for the pages told of it', async () => {
    const startedBefore = Date.now();
    await plan();
    const progress = (await call('GET', '/api/v1/job-scheduling/plan-progress')).json();
    expect(progress.startedAt).toBeGreaterThanOrEqual(startedBefore - 60_000);
    expect(progress.budget).toBe(50_000);
    expect(progress.tried).toBeGreaterThanOrEqual(0);
    expect((await call('GET', '/api/v1/job-scheduling/plan-progress', undefined, vendor)).json()).toBeNull();
  });

  it('is the same plan for the same seed and input', async () => {
    const [first, second] = [await plan({ seed: 7 }), await plan({ seed: 7 })];
    expect(second.moves).toEqual(first.moves);
    expect(second.totals).toEqual(first.totals);
  });

  it('refuses a time limit above the maximum, naming the field', async () => {
    const response = await call('POST', '/api/v1/job-scheduling/plan', { timeLimitSeconds: 31 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'The time limit is at most 30 seconds',
      details: [{ field: 'body.timeLimitSeconds' }],
    });
  });

  it('is the facility’s own: another facility reads none of it', async () => {
    const proposal = await plan();
    expect((await call('GET', `/api/v1/job-scheduling/plan/${proposal.id}`)).json().id).toBe(proposal.id);
    expect((await call('GET', `/api/v1/job-scheduling/plan/${proposal.id}`, undefined, vendor)).statusCode).toBe(404);
    expect((await call('POST', `/api/v1/job-scheduling/plan/${proposal.id}/apply`, undefined, vendor)).statusCode).toBe(404);
    const northwind = await plan({}, vendor);
    expect(northwind.moves.map((move) => move.jobName)).not.toContain('MJF-02 batch 12');
  });
});

describe('what a planner keeps', () => {
  it('leaves a pinned job where it is', async () => {
    const mounts = await jobNamed('MJF-02 batch 12');
    expect(mounts.pinned).toBe(false);
    expect((await call('PUT', `/api/v1/job-scheduling/${mounts.id}/pin`, { pinned: true })).json()).toEqual({
      id: mounts.id,
      pinned: true,
    });
    expect((await jobNamed('MJF-02 batch 12')).pinned).toBe(true);
    expect(moveOf(await plan(), 'MJF-02 batch 12')).toBeUndefined();
    await call('PUT', `/api/v1/job-scheduling/${mounts.id}/pin`, { pinned: false });
    expect((await call('PUT', `/api/v1/job-scheduling/${mounts.id}/pin`, { pinned: true }, vendor)).statusCode).toBe(404);
  });

  it('accepts some moves: those kept, the other moved jobs left where they are, the rest planned around them', async () => {
    const first = await plan();
    const accepted = moveOf(first, 'MJF-02 batch 12')!;
    const others = first.moves.filter((move) => move.jobId !== accepted.jobId);
    expect(others.length).toBeGreaterThan(0);
    const second = await plan({ acceptFrom: { proposalId: first.id, jobIds: [accepted.jobId] } });
    expect(moveOf(second, 'MJF-02 batch 12')!.after).toEqual(accepted.after);
    for (const other of others) expect(moveOf(second, other.jobName)).toBeUndefined();
    const unknown = await call('POST', '/api/v1/job-scheduling/plan', {
      acceptFrom: { proposalId: first.id, jobIds: [999_999] },
    });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('applying a proposal', () => {
  it('is refused with 409 naming the job a colleague moved since, and moves nothing', async () => {
    const proposal = await plan();
    const clips = await jobNamed('Cable clips');
    const moved = await call('PUT', '/api/v1/job-scheduling', {
      id: clips.id,
      jobName: clips.jobName,
      fromDate: clips.fromDate + HOUR,
      toDate: clips.toDate + HOUR,
      equipmentDTO: { id: clips.equipmentDTO.id },
      materialDTO: { id: clips.materialDTO!.id },
      jobOrderDTOs: clips.jobOrderDTOs.map((o) => ({
        orderId: o.orderId,
        fileIds: o.fileIds.map((f) => ({ rfqCadFileId: f.rfqCadFileId, quantity: f.quantity })),
      })),
    });
    expect(moved.statusCode).toBe(200);
    const mounts = await jobNamed('MJF-02 batch 12');
    const refused = await call('POST', `/api/v1/job-scheduling/plan/${proposal.id}/apply`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The plan changed since this proposal was made: Cable clips was moved. Plan again.');
    expect(refused.json().details.changes).toEqual([{ jobId: clips.id, buildId: null, jobName: 'Cable clips', change: 'MOVED' }]);
    expect((await jobNamed('MJF-02 batch 12')).fromDate).toBe(mounts.fromDate);
  });

  it('moves every job of the proposal at once, and tells the facility', async () => {
    const proposal = await plan();
    const applied = await call('POST', `/api/v1/job-scheduling/plan/${proposal.id}/apply`);
    expect(applied.json()).toEqual({ moved: proposal.moves.length, made: 0 });
    for (const move of proposal.moves) {
      const job = (await call('GET', `/api/v1/job-scheduling/${move.jobId}`)).json() as Job;
      expect([job.equipmentDTO.id, job.fromDate, job.toDate]).toEqual([
        move.after.equipmentId,
        move.after.fromDate,
        move.after.toDate,
      ]);
    }
    const told = await t.db.selectFrom('event_outbox').select('payload').where('topic', '=', 'job.saved').execute();
    expect(told.filter((event) => (event.payload as { proposalId?: number }).proposalId === proposal.id)).toHaveLength(
      proposal.moves.length,
    );
    expect((await call('GET', `/api/v1/job-scheduling/plan/${proposal.id}`)).json().status).toBe('APPLIED');
    expect((await call('POST', `/api/v1/job-scheduling/plan/${proposal.id}/apply`)).statusCode).toBe(409);
    // Applied, the plan has nothing left to gain.
    expect((await plan()).moves).toEqual([]);
  });
});

describe('a repair after a downtime', () => {
  it('moves only the jobs of the machine that the downtime overlaps, and books the downtime on apply', async () => {
    const mounts = await jobNamed('MJF-02 batch 12');
    const downtime = {
      equipmentId: mounts.equipmentDTO.id,
      fromDate: mounts.fromDate + HOUR,
      toDate: mounts.fromDate + 5 * HOUR,
      jobName: 'Recoater blade change',
    };
    const repair = await plan({ downtime });
    expect(repair.kind).toBe('REPAIR_STABLE');
    expect(repair.downtime).toMatchObject({ ...downtime, equipmentName: 'MJF-02 · HP 5200' });
    expect(repair.moves.length).toBeGreaterThan(0);
    for (const move of repair.moves) {
      expect(move.before.equipmentId).toBe(mounts.equipmentDTO.id);
      expect(move.before.toDate).toBeGreaterThan(downtime.fromDate);
    }
    expect(moveOf(repair, 'MJF-02 batch 12')!.after.fromDate).toBeGreaterThanOrEqual(downtime.toDate);
    expect((await call('POST', `/api/v1/job-scheduling/plan/${repair.id}/apply`)).statusCode).toBe(200);
    expect((await jobNamed('Recoater blade change')).jobType).toBe('DOWNTIME');
  });

  it('keeps a queued job whose start has just passed, and the jobs after it, where they are: it is being started', async () => {
    const clips = await jobNamed('Cable clips');
    const length = clips.toDate - clips.fromDate;
    const startAt = async (from: number) =>
      t.db
        .updateTable('jobs')
        .set({ from_date: new Date(from), to_date: new Date(from + length) })
        .where('id', '=', clips.id)
        .execute();
    const from = Date.now() - 10 * 60_000;
    await startAt(from);
    const next = await call('POST', '/api/v1/job-scheduling', {
      jobName: 'Clips, second batch',
      jobType: 'ORDER',
      equipmentDTO: { id: clips.equipmentDTO.id },
      materialDTO: clips.materialDTO,
      fromDate: from + length,
      toDate: from + length + HOUR,
      jobOrderDTOs: [],
    });
    expect(next.statusCode).toBe(201);
    const mounts = await jobNamed('MJF-02 batch 12');
    const downtime = { equipmentId: mounts.equipmentDTO.id, fromDate: from + 60 * 24 * HOUR, toDate: from + 61 * 24 * HOUR };
    const farOff = { downtime: { ...downtime, jobName: 'Far-off service' } };
    const repair = await plan(farOff);
    expect([moveOf(repair, 'Cable clips'), moveOf(repair, 'Clips, second batch')]).toEqual([undefined, undefined]);

    // Two hours past its start and still not started, it starts now: the job after it waits for it.
    await startAt(Date.now() - 2 * HOUR);
    const later = await plan(farOff);
    expect(moveOf(later, 'Cable clips')).toBeUndefined();
    expect(moveOf(later, 'Clips, second batch')!.after.fromDate).toBeGreaterThanOrEqual(Date.now() - 2 * HOUR + length);
  });

  it('names a downtime on another facility’s machine or one that has ended', async () => {
    const northwind = (await call('POST', '/api/v4/job-scheduling/search/lite', { jobName: 'Northwind' }, vendor)).json()[0];
    const theirs = (await call('GET', `/api/v1/job-scheduling/${northwind.id}`, undefined, vendor)).json() as Job;
    const now = Date.now();
    const body = (equipmentId: number, fromDate: number, toDate: number) => ({
      downtime: { equipmentId, fromDate, toDate, jobName: 'x' },
    });
    expect(
      (await call('POST', '/api/v1/job-scheduling/plan', body(theirs.equipmentDTO.id, now + HOUR, now + 2 * HOUR))).statusCode,
    ).toBe(403);
    const ended = await call(
      'POST',
      '/api/v1/job-scheduling/plan',
      body(theirs.equipmentDTO.id + 0, now - 2 * HOUR, now - HOUR),
      vendor,
    );
    expect(ended.json()).toMatchObject({
      message: 'The downtime has ended already',
      details: [{ field: 'body.downtime.toDate' }],
    });
  });
});
