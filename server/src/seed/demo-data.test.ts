import { sql } from 'kysely';
import { MATCH_TRANSITIONS, ORDER_TRANSITIONS, findTransition, type Transition } from 'shared/contracts';
import { createTestApp, login, type TestApp } from '../test-support/test-app.js';
import { waitFor } from '../test-support/wait-for.js';
import { DEMO_ACCOUNTS } from '../accounts/seed.js';
import { openFileStore } from '../files/file-store.js';
import { clearDemoData, isDatabaseEmpty, seedDemoData } from './demo-data.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * Where each record's history goes wrong, or nothing: it starts where the graph starts, every
 * event moves from the state the one before it reached along an arrow of the graph, and the
 * last reaches the record's status.
 */
function historyProblems<S extends string>(
  graph: readonly Transition<S>[],
  initial: S,
  records: { id: number; status: string }[],
  events: { key: number; from: string | null; to: string }[],
): string[] {
  return records.flatMap(({ id, status }) => {
    const history = events.filter((e) => e.key === id);
    let at: string | null = null;
    for (const { from, to } of history) {
      const fits = at === null ? from === null && to === initial : from === at && findTransition(graph, from as S, to as S);
      if (!fits) return [`${id}: ${from} → ${to} after ${at}`];
      at = to;
    }
    return at === status ? [] : [`${id}: history ends at ${at}, status is ${status}`];
  });
}

describe('demo data', () => {
  it('lets every demo account log in', async () => {
    for (const account of DEMO_ACCOUNTS) await expect(login(t.app, account.email)).resolves.toBeDefined();
  });

  it('holds only orders and offers the state graphs lead to, in every state up to the agreement', async () => {
    const orders = await t.db.selectFrom('rfqs').select(['id', 'status']).execute();
    const matches = await t.db.selectFrom('matches').select(['id', 'status']).execute();
    const events = await t.db
      .selectFrom('order_events')
      .select(['rfq_id', 'match_id', 'from_status', 'to_status'])
      .orderBy('id')
      .execute();
    const orderEvents = events
      .filter((e) => e.match_id === null)
      .map((e) => ({ key: e.rfq_id, from: e.from_status, to: e.to_status }));
    const matchEvents = events
      .filter((e) => e.match_id !== null)
      .map((e) => ({ key: e.match_id!, from: e.from_status, to: e.to_status }));
    expect(historyProblems(ORDER_TRANSITIONS, 'DRAFT', orders, orderEvents)).toEqual([]);
    expect(historyProblems(MATCH_TRANSITIONS, 'CREATED', matches, matchEvents)).toEqual([]);

    const orderStates = new Set(orders.map((o) => o.status));
    for (const state of ['DRAFT', 'UNMATCHED', 'DISTRIBUTED', 'BID_ACCEPTED', 'AGREEMENT_DONE', 'WITHDRAWN'])
      expect(orderStates).toContain(state);
    const matchStates = new Set(matches.map((m) => m.status));
    for (const state of [
      'NDA_VERIFICATION_PENDING',
      'BID_WAITING',
      'BID_SUBMITTED',
      'BID_LOST',
      'SP_RFQ_REJECTED',
      'SP_BID_ACCEPTED',
    ])
      expect(matchStates).toContain(state);
  });

  it('holds part files a plant makes, not one cube under many names: each its own, sound, thousands of facets, pictured', async () => {
    const parts = await t.db
      .selectFrom('files as f')
      .select([
        'f.file_name',
        'f.sha256',
        sql<{ facets: number; closedManifold: boolean } | null>`(select o.response_data from file_operations o
          where o.file_id = f.id and o.operation_type = 'VERIFY' and o.status = 'SUCCESS' order by o.id desc limit 1)`.as(
          'report',
        ),
        sql<number>`(select count(*) from files t where t.original_file_id = f.id and t.extension = 'png')::int`.as('thumbnails'),
      ])
      .where('f.extension', '=', 'stl')
      .where('f.original_file_id', 'is', null)
      .execute();
    expect(parts.length).toBeGreaterThan(20);
    expect(new Set(parts.map((part) => part.sha256)).size).toBe(parts.length);
    const unlike = parts.filter((part) => !part.report?.closedManifold || part.report.facets < 2_000 || part.thumbnails !== 1);
    expect(unlike.map(({ file_name, report, thumbnails }) => ({ file_name, facets: report?.facets, thumbnails }))).toEqual([]);
  });

  it('is re-created by a reset: changes are gone, ids start over, and the part files are in the store', async () => {
    await t.app.inject({ method: 'POST', url: '/api/v1/users/forgotPassword', payload: { email: 'planner@demo.test' } });
    // The request is handled in the background: its email is written before the reset, not after it.
    const resetMail = await waitFor(
      async () =>
        await t.db.selectFrom('emails').select('subject').where('to_address', '=', 'planner@demo.test').executeTakeFirst(),
      'the reset email',
    );
    // A quality record written meanwhile leaves rows in the append-only audit trail: the reset empties it too.
    const raised = await t.app.inject({
      method: 'POST',
      url: '/api/v1/quality/ncrs',
      headers: (await login(t.app, 'admin@demo.test')).bearer,
      payload: { kind: 'PROCESS', severity: 'MINOR', defectCode: 'DIM', title: 'Before the reset', cause: 'MACHINE_FAULT' },
    });
    expect(raised.statusCode).toBe(201);
    const before = await t.db.selectFrom('companies').select(['id', 'company_name']).orderBy('id').execute();
    await clearDemoData(t.db);
    expect(await isDatabaseEmpty(t.db)).toBe(true);
    expect(await t.db.selectFrom('audit_trail').select('id').execute()).toEqual([]);
    // Into the store this app serves files from.
    await seedDemoData(t.db, await openFileStore(t.config));
    expect(await t.db.selectFrom('companies').select(['id', 'company_name']).orderBy('id').execute()).toEqual(before);
    // (The running app may mail about the orders as the seed makes them: the reset's mail is what must be gone.)
    expect(await t.db.selectFrom('emails').select('id').where('subject', '=', resetMail.subject).execute()).toEqual([]);
    await expect(login(t.app, 'admin@demo.test')).resolves.toBeDefined();

    const part = await t.db
      .selectFrom('files')
      .select(['id', 'size'])
      .where('file_name', '=', 'gripper_finger_left.stl')
      .executeTakeFirstOrThrow();
    const engineer = await login(t.app, 'engineer@demo.test');
    const details = await t.app.inject({ method: 'GET', url: `/api/v1/files/${part.id}`, headers: engineer.bearer });
    expect(details.json()).toMatchObject({ verified: true });
    const download = await t.app.inject({ method: 'GET', url: details.json().downloadUrl });
    expect([download.statusCode, download.rawPayload.length]).toEqual([200, part.size]);
    // Its thumbnail, as the order page and the part inventory show it.
    const thumbnail = await t.app.inject({ method: 'GET', url: details.json().pngFileDTO.fileURL });
    expect([thumbnail.statusCode, thumbnail.rawPayload.subarray(1, 4).toString('latin1')]).toEqual([200, 'PNG']);
    // Seeding the whole demo again beside the running app, its builds packed, takes about a minute
    // and a half on an idle machine (the app's background work shares the one embedded connection),
    // and more beside other test files: the limit leaves room for both.
  }, 300_000);
});
