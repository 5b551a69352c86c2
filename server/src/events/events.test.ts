import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestApp, login, type Session, type TestApp } from '../test-support/test-app.js';
import { freePort, startServer, stopServer } from '../test-support/server-process.js';

jest.setTimeout(120_000);

interface Received {
  id: number;
  event: string;
  data: Record<string, unknown>;
}

/** Opens the event stream and collects its events until `until` says enough (or the time is up). */
async function collect(
  url: string,
  headers: Record<string, string>,
  until: (events: Received[]) => boolean,
  timeoutMs = 10_000,
): Promise<Received[]> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  const events: Received[] = [];
  try {
    const response = await fetch(url, { headers, signal: abort.signal });
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    while (!until(events)) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const field = (name: string) =>
          block
            .split('\n')
            .find((line) => line.startsWith(`${name}: `))
            ?.slice(name.length + 2);
        if (field('event'))
          events.push({ id: Number(field('id') ?? 0), event: field('event')!, data: JSON.parse(field('data') ?? '{}') });
      }
    }
    return events;
  } catch (error) {
    if ((error as Error).name === 'AbortError') return events;
    throw error;
  } finally {
    clearTimeout(timer);
    abort.abort();
  }
}

/** The seeded order still awaiting Austin's quote, and Austin's match of it. */
async function sensorBrackets(db: TestApp['db']) {
  return db
    .selectFrom('matches as m')
    .innerJoin('rfqs as r', 'r.id', 'm.rfq_id')
    .select(['m.id as matchId', 'r.id as rfqId'])
    .where('r.display_title', '=', 'Sensor brackets (quote stage)')
    .executeTakeFirstOrThrow();
}

describe('the live event stream', () => {
  let t: TestApp;
  let base: string;
  let austin: Session;
  let northwind: Session;
  let acme: Session;

  beforeAll(async () => {
    t = await createTestApp({ eventPollMs: 50 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    base = `http://127.0.0.1:${port}`;
    austin = await login(t.app, 'admin@demo.test');
    northwind = await login(t.app, 'vendor@demo.test');
    acme = await login(t.app, 'engineer@demo.test');
  });
  afterAll(() => t.close());

  it('tells the facility and its customer what happened, never another tenant, and resumes after a given event', async () => {
    const { matchId, rfqId } = await sensorBrackets(t.db);
    const toAustin = collect(`${base}/api/v1/events`, austin.bearer, (events) => events.length >= 1);
    const toAcme = collect(`${base}/api/v1/events`, acme.bearer, (events) => events.length >= 1);
    const toNorthwind = collect(`${base}/api/v1/events`, northwind.bearer, () => false, 2_000);
    // Let the streams open before the change.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const declined = await t.app.inject({
      method: 'POST',
      url: `/api/v1/matches/${matchId}/decline`,
      headers: austin.bearer,
      payload: { reason: 'No SLS capacity this month' },
    });
    expect(declined.statusCode).toBe(200);

    const [seenByAustin] = await toAustin;
    expect(seenByAustin).toMatchObject({
      event: 'match.status',
      data: { rfqId, matchId, from: 'BID_WAITING', to: 'SP_RFQ_REJECTED', actor: 'FACILITY' },
    });
    expect((await toAcme)[0]).toEqual(seenByAustin);
    expect(await toNorthwind).toEqual([]);

    // A browser that reconnects says which event it saw last, and gets those after it.
    const resumed = await collect(
      `${base}/api/v1/events`,
      { ...austin.bearer, 'last-event-id': String(seenByAustin!.id - 1) },
      (events) => events.length >= 1,
    );
    expect(resumed[0]).toEqual(seenByAustin);
  });

  it('tells a deactivated person’s open pages, and only theirs, that the session ended, and ends the stream', async () => {
    const planner = await login(t.app, 'planner@demo.test');
    const plannerId = (
      await t.db.selectFrom('users').select('id').where('email', '=', 'planner@demo.test').executeTakeFirstOrThrow()
    ).id;
    const toPlanner = collect(`${base}/api/v1/events`, planner.bearer, () => false);
    const toAustin = collect(`${base}/api/v1/events`, austin.bearer, (events) => events.some((e) => e.event === 'team.people'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const deactivated = await t.app.inject({
      method: 'POST',
      url: `/api/v1/sp/team/members/${plannerId}/deactivate`,
      headers: austin.bearer,
    });
    expect(deactivated.statusCode).toBe(200);
    // The planner's stream gets the news and ends (well before the collector's time is up).
    const seenByPlanner = await toPlanner;
    expect(seenByPlanner.map((e) => e.event)).toEqual(['session.ended']);
    expect(seenByPlanner[0]!.data).toMatchObject({ userId: plannerId });
    expect((await toAustin).map((e) => e.event)).toEqual(['team.people']);
  });

  it('needs a signed-in user, and an event id to resume after', async () => {
    expect((await fetch(`${base}/api/v1/events`)).status).toBe(401);
    const bad = await fetch(`${base}/api/v1/events`, { headers: { ...austin.bearer, 'last-event-id': 'yesterday' } });
    expect([bad.status, ((await bad.json()) as { details: { field: string }[] }).details[0]!.field]).toEqual([
      400,
      'headers.last-event-id',
    ]);
  });
});

// Two servers on one PostgreSQL: a change made through one reaches a stream of the other.
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;
onPostgres('the live event stream across two servers', () => {
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    t = await createTestApp();
    dataDir = mkdtempSync(path.join(tmpdir(), 'am-events-'));
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('delivers an event made through one server to a browser connected to the other', async () => {
    const env = { DATABASE_URL: t.databaseUrl!, APP_SECRET: t.config.appSecret, EVENT_POLL_MS: '100', FILE_WORKERS: '1' };
    const [one, other] = await Promise.all([
      startServer({ port: await freePort(), dataDir: path.join(dataDir, 'one'), env }),
      startServer({ port: await freePort(), dataDir: path.join(dataDir, 'other'), env }),
    ]);
    try {
      const signIn = async (server: string, email: string) => {
        const response = await fetch(`${server}/api/v1/users/customLogin`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: 'Demo-Password-1' }),
        });
        const { access_token } = (await response.json()) as { access_token: string };
        return { authorization: `Bearer ${access_token}` };
      };
      const { matchId } = await sensorBrackets(t.db);
      const listening = collect(
        `${other.url}/api/v1/events`,
        await signIn(other.url, 'admin@demo.test'),
        (events) => events.length >= 1,
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
      const declined = await fetch(`${one.url}/api/v1/matches/${matchId}/decline`, {
        method: 'POST',
        headers: { ...(await signIn(one.url, 'admin@demo.test')), 'content-type': 'application/json' },
        body: JSON.stringify({ reason: 'Booked out' }),
      });
      expect(declined.status).toBe(200);
      expect((await listening)[0]).toMatchObject({ event: 'match.status', data: { matchId, to: 'SP_RFQ_REJECTED' } });
    } finally {
      await Promise.all([stopServer(one.child), stopServer(other.child)]);
    }
  });
});
