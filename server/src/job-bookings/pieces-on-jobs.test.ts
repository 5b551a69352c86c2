import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { scheduledQuantity } from './index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The parts whose kept pieces on jobs differ from what scheduledQuantity sums from the jobs themselves. */
const drifted = () =>
  t.db
    .selectFrom('rfq_files as f')
    .select(['f.id', 'f.original_file_name', 'f.pieces_on_jobs'])
    .where(sql<boolean>`f.pieces_on_jobs - f.scrapped_quantity <> ${scheduledQuantity(sql.ref('f.id'))}`)
    .execute();

/** A demo job of printing with parts on it, and its first part. */
const printingJob = () =>
  t.db
    .selectFrom('jobs as j')
    .innerJoin('job_files as jf', 'jf.job_id', 'j.id')
    .select(['j.id', 'jf.id as line', 'jf.rfq_file_id'])
    .where('j.active', '=', true)
    .where('j.job_status', '=', 'QUEUED')
    .where('j.job_type', '<>', 'POST_PROCESSING_ORDER')
    .orderBy('j.id')
    .executeTakeFirstOrThrow();

describe('the pieces on jobs the database keeps on each part', () => {
  it('are what the jobs sum, after every kind of change a job and its parts go through', async () => {
    expect(await drifted()).toEqual([]);
    const job = await printingJob();
    const steps = [
      () => t.db.updateTable('job_files').set({ quantity: 7 }).where('id', '=', job.line).execute(),
      // An ended job holds the pieces it made.
      () => t.db.updateTable('jobs').set({ job_status: 'FAILED' }).where('id', '=', job.id).execute(),
      () => t.db.updateTable('job_files').set({ completed_quantity: 5 }).where('id', '=', job.line).execute(),
      () => t.db.updateTable('jobs').set({ job_status: 'COMPLETED' }).where('id', '=', job.id).execute(),
      () => t.db.updateTable('jobs').set({ job_status: 'CANCELLED' }).where('id', '=', job.id).execute(),
      () => t.db.updateTable('jobs').set({ job_status: 'QUEUED', active: false }).where('id', '=', job.id).execute(),
      () => t.db.updateTable('jobs').set({ active: true, job_type: 'POST_PROCESSING_ORDER' }).where('id', '=', job.id).execute(),
      () => t.db.updateTable('jobs').set({ job_type: 'ORDER' }).where('id', '=', job.id).execute(),
      () => t.db.deleteFrom('job_files').where('id', '=', job.line).execute(),
      () => t.db.deleteFrom('jobs').where('id', '=', job.id).execute(),
    ];
    for (const step of steps) {
      await step();
      expect(await drifted()).toEqual([]);
    }
  });
});
