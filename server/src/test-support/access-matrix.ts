import { sql } from 'kysely';
import type { Database } from '../db/schema.js';
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

/** An editor's (spWith's) write that each facility makes in its own: the other tenant's too. */
const EDITOR_IN_EACH = (status: number): Statuses => [401, 403, 403, 403, status, status];
/** An editor's (spWith's) write on one of Austin's: the other tenant finds no such item (404). */
const AUSTINS_EDITOR = (status: number): Statuses => [401, 403, 403, 403, status, 404];

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

/**
 * The id of a seeded row of `table` holding these values (the first the database finds): a row a
 * domain's rows act on, found by what it is rather than by an id the seed may change.
 */
export async function seededId<T extends keyof Database & string>(
  t: TestApp,
  table: T,
  columns: Partial<Record<keyof Database[T] & string, string | number>>,
): Promise<number> {
  const conditions = Object.entries(columns).map(([column, value]) => sql`${sql.ref(column)} = ${value}`);
  const where = sql.join(conditions, sql` and `);
  const { rows } = await sql<{ id: number }>`select id from ${sql.table(table)} where ${where} limit 1`.execute(t.db);
  if (!rows[0]) throw new Error(`no row of ${table} holds ${JSON.stringify(columns)}`);
  return rows[0].id;
}

/** The statuses of a row of a collection, when they are not the usual ones. */
interface CollectionRow {
  expect?: Statuses;
}

/**
 * The rows of a facility's collection at `route` (the list, a new item) and `route/:id` (one
 * item, by `id`), in that order: those given of its list (`url`, `expect`), a new item
 * (`payload`), a change to one of Austin's (`id`, `payload`) and the removal of one (`id`).
 * Unless a row's `expect` says otherwise, only an editor (spWith) writes, each in its own
 * facility: the other tenant creates in its own (201) and finds none of Austin's (404).
 */
export function collectionRows(
  route: string,
  parts: {
    list?: { url?: string; expect: Statuses };
    create?: CollectionRow & { payload: () => object };
    change?: CollectionRow & { id: number; payload: () => object };
    remove?: CollectionRow & { id: number };
  },
): AccessRow[] {
  const { list, create, change, remove } = parts;
  const rows: AccessRow[] = [];
  if (list) rows.push({ method: 'GET', route, ...(list.url ? { url: list.url } : {}), expect: list.expect });
  if (create) {
    const { payload, expect = EDITOR_IN_EACH(201) } = create;
    rows.push({ method: 'POST', route, payload, expect });
  }
  if (change) {
    const { id, payload, expect = AUSTINS_EDITOR(200) } = change;
    rows.push({ method: 'PUT', route: `${route}/:id`, url: `${route}/${id}`, payload, expect });
  }
  if (remove) {
    const { id, expect = AUSTINS_EDITOR(204) } = remove;
    rows.push({ method: 'DELETE', route: `${route}/:id`, url: `${route}/${id}`, expect });
  }
  return rows;
}

/**
 * The rows of a collection a caller browses: its first page at `route`, its filter options
 * (`route/filter-options`, read as the list is) and the item `id` (`route/:id`).
 */
export function browseRows(route: string, { id, list, item }: { id: number; list: Statuses; item: Statuses }): AccessRow[] {
  return [
    { method: 'GET', route, url: `${route}?offset=0&limit=20`, expect: list },
    { method: 'GET', route: `${route}/filter-options`, expect: list },
    { method: 'GET', route: `${route}/:id`, url: `${route}/${id}`, expect: item },
  ];
}
