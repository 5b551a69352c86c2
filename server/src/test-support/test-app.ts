import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig, type AppConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { DEMO_PASSWORD } from '../accounts/seed.js';
import { openTestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: AppConfig;
  /** The test database's address on PostgreSQL (another server process may open it); undefined on PGlite. */
  databaseUrl: string | undefined;
  close(): Promise<void>;
}

/**
 * The real app on a fresh seeded database; login limits are high and failures slow nothing unless a test says otherwise.
 * It logs nothing unless a test passes a logger (to read the server's side of a failure).
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  { logger = false }: { logger?: FastifyServerOptions['logger'] } = {},
): Promise<TestApp> {
  const handle = await openTestDatabase();
  // Uploaded files go here (the database itself is not in it: openTestDatabase keeps that).
  const dataDir = mkdtempSync(path.join(tmpdir(), 'am-test-data-'));
  const config: AppConfig = {
    ...loadConfig({ NODE_ENV: 'test', APP_SECRET: 'test-secret-'.padEnd(48, 'x'), DATA_DIR: dataDir }),
    loginLimits: { perAccountAndIp: 1000, perIp: 1000, windowSeconds: 900, slowdownMs: 0, slowdownMaxMs: 0 },
    accountEmailLimits: { perAccountPerHour: 3, perIpPerHour: 1000 },
    logLevel: 'silent',
    // Tiny stand-ins for the web builds, so the tests do not depend on a build having run.
    webRoot: path.join(__dirname, 'web-fixture'),
    ...overrides,
  };
  const app = await buildApp(config, handle.db, logger);
  await app.ready();
  return {
    app,
    db: handle.db,
    config,
    databaseUrl: handle.databaseUrl,
    async close() {
      await app.close();
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Cookies a response set, by name. */
export function cookiesOf(
  response: LightMyRequestResponse,
): Record<string, { value: string; httpOnly?: boolean; sameSite?: string; path?: string; secure?: boolean }> {
  return Object.fromEntries(response.cookies.map((c) => [c.name, c]));
}

export interface Session {
  accessToken: string;
  xsrf: string;
  refresh: string;
  /** Headers of a browser: cookies only, plus the cross-site token header. */
  browser: Record<string, string>;
  /** Headers of an API client: the bearer token alone. */
  bearer: Record<string, string>;
}

export async function login(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<Session> {
  const response = await app.inject({ method: 'POST', url: '/api/v1/users/customLogin', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login of ${email} failed: ${response.statusCode} ${response.body}`);
  const cookies = cookiesOf(response);
  const accessToken = cookies.authorization!.value;
  const xsrf = cookies['XSRF-TOKEN']!.value;
  return {
    accessToken,
    xsrf,
    refresh: cookies.refresh_token!.value,
    browser: { cookie: `authorization=${accessToken}; XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
    bearer: { authorization: `Bearer ${accessToken}` },
  };
}

/**
 * Signs in each of the demo accounts `names` (`<name>@demo.test`), in order: a file's callers, as
 * `[admin, operator] = await logins(t.app, 'admin', 'operator')`.
 */
export async function logins<const Names extends string[]>(
  app: FastifyInstance,
  ...names: Names
): Promise<{ [K in keyof Names]: Session }> {
  const sessions: Session[] = [];
  for (const name of names) sessions.push(await login(app, `${name}@demo.test`));
  return sessions as { [K in keyof Names]: Session };
}

/**
 * A file's `call(session, method, url, payload)`: the request of an API client signed in as
 * `session` (its bearer token; none when it is undefined or null), with `payload` as its JSON
 * body when given. `t` is read at each call, so a file makes its `call` before beforeAll opens the app.
 */
export function callsAs(t: () => TestApp) {
  return (
    session: Pick<Session, 'bearer'> | undefined | null,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => t().app.inject({ method, url, headers: session?.bearer ?? {}, ...(payload === undefined ? {} : { payload }) });
}
