import type { Job } from 'shared/contracts';
import { seededId } from '../test-support/access-matrix.js';
import { agreedWithAustin } from '../test-support/orders.js';
import { callsAs, createTestApp, logins, type Session, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
let planner: Session;
let admin: Session;
let vendor: Session;
const call = callsAs(() => t);
/** An order of 10 brackets Austin agreed to make. */
let order: { id: number; partId: number };
let sls: { id: number; currentlyUsedMaterialId: number };

beforeAll(async () => {
  t = await createTestApp();
  let engineer: Session;
  [planner, admin, vendor, engineer] = await logins(t.app, 'planner', 'admin', 'vendor', 'engineer');
  order = await agreedWithAustin(t, { engineer, austin: admin }, { quantity: 10, title: 'Brackets from the tray' });
  const id = await seededId(t, 'equipment', { display_name: 'SLS-01 · EOS P 396' });
  sls = (await call(planner, 'GET', `/api/v1/sp/equipments/${id}`)).json();
});
afterAll(() => t.close());

let day = 0;
/** The tray's brackets as a job, on a day of its own far from the seeded bookings. */
function trayJob(pieces: number, extra: Record<string, unknown> = {}) {
  const from = Date.UTC(2032, 0, 5, 8) + day++ * 86_400_000;
  return {
    jobName: 'Brackets from the tray',
    equipmentDTO: { id: sls.id },
    materialDTO: { id: sls.currentlyUsedMaterialId },
    fromDate: from,
    toDate: from + 6 * 3_600_000,
    estimatedTime: 6,
    jobOrderDTOs: [{ orderId: order.id, fileIds: [{ rfqCadFileId: order.partId, quantity: pieces }] }],
    ...extra,
  };
}

const created = async (pieces: number): Promise<Job> => {
  const response = await call(planner, 'POST', '/api/v1/desktop/jobs', trayJob(pieces));
  expect(response.statusCode).toBe(201);
  return response.json();
};

describe('a job made from the desktop tool’s tray', () => {
  it('is the tool’s job, queued, holding the tray’s pieces', async () => {
    const job = await created(2);
    expect(job).toMatchObject({ jobSource: 'GRABCAD', jobStatus: 'QUEUED', jobType: 'ORDER', jobName: 'Brackets from the tray' });
    expect(job.jobOrderDTOs).toEqual([
      expect.objectContaining({
        orderId: order.id,
        fileIds: [expect.objectContaining({ rfqCadFileId: order.partId, quantity: 2 })],
      }),
    ]);
    const listed = (await call(planner, 'GET', `/api/v1/job-scheduling/${job.id}`)).json();
    expect(listed.jobSource).toBe('GRABCAD');
  });

  it('keeps the job form’s rules: no more pieces than are left to schedule', async () => {
    const response = await call(planner, 'POST', '/api/v1/desktop/jobs', trayJob(50));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/^Only \d+ of agreed-bracket\.stl are left to schedule \(asked for 50\)$/);
  });

  it('is the tool’s only: another source, or an id, is refused naming the field', async () => {
    const other = await call(planner, 'POST', '/api/v1/desktop/jobs', trayJob(1, { jobSource: 'BUILD_PLANNING' }));
    expect([other.statusCode, other.json().details[0].field]).toEqual([400, 'body.jobSource']);
    const withId = await call(planner, 'POST', '/api/v1/desktop/jobs', trayJob(1, { id: 5 }));
    expect(withId.statusCode).toBe(400);
    const fromForm = await call(planner, 'POST', '/api/v1/job-scheduling', trayJob(1, { jobSource: 'GRABCAD' }));
    expect(fromForm.statusCode).toBe(400);
  });
});

describe('a job opened from the tray', () => {
  it('opens and saves while it waits in the queue', async () => {
    const job = await created(1);
    const opened = await call(planner, 'GET', `/api/v1/desktop/jobs/${job.id}`);
    expect([opened.statusCode, opened.json().jobNotes]).toEqual([200, job.jobNotes]);
    const saved = await call(planner, 'PUT', `/api/v1/desktop/jobs/${job.id}`, {
      ...opened.json(),
      jobNotes: 'Nested in the tool',
    });
    expect([saved.statusCode, saved.json().jobNotes]).toEqual([200, 'Nested in the tool']);
  });

  it('answers 409 ‘The job is no longer in queue.’ once a colleague has started it, on opening and on saving', async () => {
    const job = await created(1);
    const opened = (await call(planner, 'GET', `/api/v1/desktop/jobs/${job.id}`)).json() as Job;
    const started = await call(admin, 'PUT', '/api/v1/job-scheduling', { ...opened, jobStatus: 'IN_PROGRESS' });
    expect(started.statusCode).toBe(200);
    const reopened = await call(planner, 'GET', `/api/v1/desktop/jobs/${job.id}`);
    expect([reopened.statusCode, reopened.json().message]).toEqual([409, 'The job is no longer in queue.']);
    const saved = await call(planner, 'PUT', `/api/v1/desktop/jobs/${job.id}`, { ...opened, jobNotes: 'Too late' });
    expect([saved.statusCode, saved.json().message]).toEqual([409, 'The job is no longer in queue.']);
    const unchanged = (await call(planner, 'GET', `/api/v1/job-scheduling/${job.id}`)).json();
    expect([unchanged.jobStatus, unchanged.jobNotes]).toEqual(['IN_PROGRESS', opened.jobNotes]);
  });

  it('is the facility’s own: 404 for another facility’s job, and a body naming another job is refused', async () => {
    const job = await created(1);
    expect((await call(vendor, 'GET', `/api/v1/desktop/jobs/${job.id}`)).statusCode).toBe(404);
    const sister = await seededId(t, 'jobs', { job_name: 'Northwind stand batch' });
    expect((await call(planner, 'GET', `/api/v1/desktop/jobs/${sister}`)).statusCode).toBe(404);
    const opened = (await call(planner, 'GET', `/api/v1/desktop/jobs/${job.id}`)).json() as Job;
    const crossed = await call(planner, 'PUT', `/api/v1/desktop/jobs/${sister}`, opened);
    expect(crossed.statusCode).toBe(400);
  });
});
