import type { TestApp } from './test-app.js';

/**
 * The authorisation matrix (`http/authorization-matrix.test.ts`) drives every route as six
 * kinds of caller. Each domain contributes the rows of its routes from its `access-rows.ts`,
 * a function of type AccessRows; this file holds what they share: the callers and the usual
 * columns of statuses.
 */
export const CALLERS = ['anonymous', 'unverified', 'engineer', 'spWithout', 'spWith', 'otherTenant'] as const;
export type Caller = (typeof CALLERS)[number];

/** The demo account each signed-in caller logs in as. */
export const CALLER_ACCOUNTS: Record<Exclude<Caller, 'anonymous'>, string> = {
  unverified: 'unverified@demo.test',
  engineer: 'engineer@demo.test',
  spWithout: 'operator@demo.test', // a service provider without the editor/view permissions
  spWith: 'admin@demo.test', // a service provider with every permission (and ROLE_ADMIN)
  otherTenant: 'vendor@demo.test', // SP_SUPER_ADMIN of a facility of another enterprise
};

/** The status each caller gets, in the order of CALLERS. */
export type Statuses = [
  anonymous: number,
  unverified: number,
  engineer: number,
  spWithout: number,
  spWith: number,
  otherTenant: number,
];
export const ALL = (status: number): Statuses => [status, status, status, status, status, status];
/** Any signed-in user whose email is verified. */
export const VERIFIED_USER: Statuses = [401, 403, 200, 200, 200, 200];
/** A service provider on its own facility's data. */
export const SP_MEMBER: Statuses = [401, 403, 403, 200, 200, 200];
/** A service provider holding the route's permission. */
export const SP_PERMISSION: Statuses = [401, 403, 403, 403, 200, 200];

/** One route, called once by each caller. */
export interface AccessRow {
  method: string;
  /** The route as registered. */
  route: string;
  /** The URL to call (route params filled in). */
  url?: string;
  payload?: () => object;
  /** A body with its content-type header, instead of a JSON payload (uploads: a multipart form, an image). */
  form?: () => { payload: Buffer; headers: Record<string, string> };
  expect: Statuses;
  /** Runs after every other row (a row that ends the callers' sessions). */
  runsLast?: true;
  /** The answer is an endless stream (server-sent events): called over HTTP and closed after its first bytes. */
  stream?: true;
}

/** What every domain's rows may use: the app on the seeded database, and the callers' headers once signed in. */
export interface AccessFixtures {
  t: TestApp;
  headers: Record<Caller, Record<string, string>>;
  /** The id of the Austin plant, the facility of spWithout and spWith. */
  austin: number;
}

/** A domain's rows (its `access-rows.ts`): it looks up the fixtures it needs, then names a row for each of its routes. */
export type AccessRows = (fixtures: AccessFixtures) => Promise<AccessRow[]>;
