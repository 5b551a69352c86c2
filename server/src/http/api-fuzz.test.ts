import type { LightMyRequestResponse } from 'fastify';
import { FEATURE_FLAG_TYPES } from 'shared/contracts';
import { CALLER_ACCOUNTS, type Caller } from '../test-support/access-matrix.js';
import { seededRandom, seedFor } from '../test-support/api-fuzz/random.js';
import {
  fuzzRequest,
  operationsOf,
  type FuzzRequest,
  type OpenApiDocument,
  type Operation,
} from '../test-support/api-fuzz/requests.js';
import { SeenIds } from '../test-support/api-fuzz/seen-ids.js';
import { createTestApp, login, type TestApp } from '../test-support/test-app.js';

/**
 * Fuzzes every operation of the OpenAPI document (a route added later is fuzzed without a
 * line here) as the authorisation matrix's callers, with paths, queries and bodies drawn from
 * the operation's own schemas: valid ones to reach the service code, and wrong types,
 * extremes, missing fields and odd content types to reach its edges. No answer may be a 5xx
 * or carry a stack trace.
 *
 * CI runs one fixed seed. To try others: `FUZZ_SEED=123 pnpm exec jest src/http/api-fuzz`;
 * FUZZ_REQUESTS sets the requests per operation (12, so the run stays cheap as routes are
 * added; 40 finds more, in over three times the time), and
 * FUZZ_OPERATION='POST /api/v1/orders' fuzzes that operation alone. Each operation draws
 * from a seed of its own, so alone it is sent the requests it was sent in the full run
 * (the rows they meet may differ: earlier operations changed some).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_601);
const REQUESTS_PER_OPERATION = Number(process.env.FUZZ_REQUESTS ?? 12);
const ONLY = process.env.FUZZ_OPERATION;

/**
 * Operations that change who a caller is or what it may reach (sign out, switch role or
 * facility, a new password or email, a member deactivated or their roles changed, single
 * sign-on imposed on the demo domain, a feature switched off): they run after all others.
 */
const RUN_LAST = new Set([
  'GET /api/v1/users/logout',
  'POST /api/v1/users/switch/{role}',
  'POST /api/v1/users/switch-facility/{id}',
  'POST /api/v1/users/password',
  'POST /api/v1/users/email',
  'PUT /api/v1/sp/team/members/{id}',
  'POST /api/v1/sp/team/members/{id}/deactivate',
  'PUT /api/v1/engineer/team/members/{id}',
  'POST /api/v1/engineer/team/members/{id}/deactivate',
  'PUT /api/v1/sp/saml-provider',
  'PUT /api/v1/sp/settings/features/{flag}',
]);
/** Reads first (their answers give the ids later paths and bodies use), then writes, then RUN_LAST. */
const turnOf = (operation: Operation) => (RUN_LAST.has(operation.key) ? 2 : operation.method === 'GET' ? 0 : 1);

const SIGNED_IN = Object.keys(CALLER_ACCOUNTS) as Exclude<Caller, 'anonymous'>[];
/** The callers with most rights reach the most code: they are drawn most often. */
const CALLER_WEIGHTS: Record<Caller, number> = {
  anonymous: 1,
  unverified: 1,
  engineer: 3,
  spWithout: 2,
  spWith: 4,
  otherTenant: 2,
};

/** A stack frame, or a path of our sources or dependencies, in an answer. */
const STACK_TRACE = /\n\s+at .+:\d+:\d+|\.tsx?:\d+|node_modules/;

interface Failure {
  operation: string;
  caller: Caller;
  request: FuzzRequest;
  response: LightMyRequestResponse;
}

let t: TestApp;
/** The server's error log, to show the cause of a failure next to it (matched by request id). */
const serverErrors: string[] = [];
const headers = { anonymous: {} } as Record<Caller, Record<string, string>>;

beforeAll(async () => {
  t = await createTestApp({}, { logger: { level: 'error', stream: { write: (line: string) => serverErrors.push(line) } } });
  for (const caller of SIGNED_IN) headers[caller] = (await login(t.app, CALLER_ACCOUNTS[caller])).bearer;
  // Every feature on in both tenants' facilities, so the routes behind one are reached too.
  for (const caller of ['spWith', 'otherTenant'] as const) {
    for (const flag of FEATURE_FLAG_TYPES) {
      const url = `/api/v1/sp/settings/features/${flag}`;
      await t.app.inject({ method: 'PUT', url, headers: headers[caller], payload: { enabled: true } });
    }
  }
});
afterAll(() => t.close());

function describeFailure({ operation, caller, request, response }: Failure): string {
  const log = serverErrors.find((line) => line.includes(String(response.headers['x-request-id'])));
  return [
    `FUZZ_SEED=${SEED} FUZZ_OPERATION='${operation}': as ${caller} (${caller === 'anonymous' ? 'no credentials' : CALLER_ACCOUNTS[caller]}), ${response.statusCode}`,
    `  request: ${request.method} ${request.url.slice(0, 1_000)} ${JSON.stringify(request.headers)}`,
    `  body: ${request.payload === undefined ? '(none)' : String(request.payload).slice(0, 1_000)}`,
    `  answer: ${response.body.slice(0, 1_000)}`,
    ...(log ? [`  server: ${log.slice(0, 3_000)}`] : []),
  ].join('\n');
}

describe('API fuzz', () => {
  it('answers every operation without a server error or a stack trace', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDocument>();
    const operations = operationsOf(document).filter((operation) => !ONLY || operation.key === ONLY);
    // An event stream never ends, so an injected request would wait forever; the matrix and the events tests call it over HTTP.
    const fuzzed = operations.filter((operation) => !operation.streams).sort((a, b) => turnOf(a) - turnOf(b));
    const seen = new SeenIds();
    const failures: Failure[] = [];
    const statuses = new Map<number, number>();
    const started = Date.now();

    for (const operation of fuzzed) {
      const random = seededRandom(seedFor(SEED, operation.key));
      const ctx = { random, schemas: document.components.schemas, idsFor: (name: string) => seen.idsFor(name), mutation: 0.15 };
      // A public operation's anonymous callers are as interesting as the signed-in ones.
      let callers = Object.entries(CALLER_WEIGHTS).map(
        ([caller, weight]) => [caller === 'anonymous' && operation.anonymous ? 3 : weight, caller as Caller] as const,
      );
      for (let i = 0; i < REQUESTS_PER_OPERATION; i++) {
        // Every operation is called once without credentials; the rest are drawn.
        const caller = i === 0 ? 'anonymous' : random.weighted(callers);
        const request = fuzzRequest(operation, ctx);
        const response = await t.app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: { ...headers[caller], ...request.headers },
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        });
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        const textual = /json|text|html|xml/.test(String(response.headers['content-type'] ?? 'text'));
        if (response.statusCode >= 500 || (textual && STACK_TRACE.test(response.body))) {
          failures.push({ operation: operation.key, caller, request, response });
        }
        if (response.statusCode < 300 && String(response.headers['content-type']).includes('json')) {
          seen.collect(operation.path, response.json());
        }
        // A caller refused the operation is refused whatever it sends: the rest go to those it lets in.
        if ((response.statusCode === 401 || response.statusCode === 403) && callers.length > 1) {
          callers = callers.filter(([, other]) => other !== caller);
        }
        // A session an operation ended is signed in again (where the account still may).
        if (response.statusCode === 401 && caller !== 'anonymous') {
          headers[caller] = await login(t.app, CALLER_ACCOUNTS[caller]).then(
            (session) => session.bearer,
            () => headers[caller],
          );
        }
      }
    }

    const sent = [...statuses.values()].reduce((sum, n) => sum + n, 0);
    const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
    console.info(
      `API fuzz, seed ${SEED}: ${sent} requests over ${fuzzed.length} operations in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
        `(${operations.length - fuzzed.length} event stream left out): ${byStatus.join(' ')}`,
    );
    // A few failures of each operation are enough to see it; all of them would bury the others.
    const shown = failures.filter(
      (failure, i) => failures.slice(0, i).filter((f) => f.operation === failure.operation).length < 3,
    );
    expect(shown.map(describeFailure)).toEqual([]);
  }, 300_000);
});
