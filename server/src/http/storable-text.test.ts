import { randomUUID } from 'node:crypto';
import { createTestApp, login, type Session, type TestApp } from '../test-support/test-app.js';

/**
 * Sends a NUL in every string field of every route of the OpenAPI document (body, query,
 * params), each time in an otherwise well-formed request of a caller who may use the route,
 * and checks the answer is a 400 naming that field, never a 5xx.
 */
type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minItems?: number;
  minLength?: number;
  minimum?: number;
  format?: string;
  pattern?: string;
};
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

const NUL = 'nul\u0000here';
let t: TestApp;
let admin: Session;
let engineer: Session;
let document: Document;

/** The caller of a route: the admin holds every permission, but not the roles of a customer company's admins. */
const callerOf = (url: string) => (url.startsWith('/api/v1/engineer/') ? engineer : admin);

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin@demo.test');
  engineer = await login(t.app, 'engineer@demo.test');
  document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
});
afterAll(() => t.close());

const resolve = (schema: Schema): Schema =>
  schema.$ref ? resolve(document.components.schemas[schema.$ref.split('/').pop()!]!) : schema;
const typeOf = (schema: Schema) => [schema.type].flat().find((type) => type !== 'null');

/** A value the schema accepts (as far as a sweep needs): the first choice, the smallest number, one item. */
function sample(raw: Schema): unknown {
  const schema = resolve(raw);
  if (schema.anyOf) return sample(schema.anyOf.find((s) => resolve(s).type !== 'null') ?? schema.anyOf[0]!);
  if (schema.enum) return schema.enum[0];
  switch (typeOf(schema)) {
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((name) => [name, sample(schema.properties![name]!)]));
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () => sample(schema.items ?? {}));
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return false;
    case 'string':
      if (schema.format === 'email') return `sweep-${randomUUID()}@example.com`;
      if (schema.pattern?.includes('#')) return '#123456';
      return 'x'.repeat(Math.max(10, schema.minLength ?? 0));
    default:
      return 'x';
  }
}

/** Every string of a schema: its path below the schema, and the schema of the string. */
function strings(raw: Schema, at: string[] = []): string[][] {
  const schema = resolve(raw);
  if (schema.anyOf) return schema.anyOf.flatMap((s) => strings(s, at));
  switch (typeOf(schema)) {
    case 'string':
      return [at];
    case 'object':
      return Object.entries(schema.properties ?? {}).flatMap(([name, s]) => strings(s, [...at, name]));
    case 'array':
      return strings(schema.items ?? {}, [...at, '0']);
    default:
      return [];
  }
}

/** The sample body with a NUL at one path (objects and arrays on the way made as needed). */
function withNul(schema: Schema, path: string[]): unknown {
  if (path.length === 0) return NUL;
  const resolved = resolve(schema);
  // The branch of a union that holds the whole path (two branches may share its first step).
  const branch = resolved.anyOf?.find((s) => strings(s).some((p) => p.join('.') === path.join('.'))) ?? resolved;
  const value = sample(branch) as Record<string, unknown>;
  const [head, ...rest] = path as [string, ...string[]];
  const child = typeOf(resolve(branch)) === 'array' ? resolve(branch).items! : resolve(branch).properties![head]!;
  value[head] = withNul(child, rest);
  return value;
}

interface Probe {
  method: string;
  url: string;
  payload?: unknown;
  field: string;
}

function probes(): Probe[] {
  const list: Probe[] = [];
  for (const [route, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const parameters = operation.parameters ?? [];
      const url = (nulIn?: Parameter) => {
        const pathPart = route.replace(/\{(\w+)\}/g, (_, name: string) => {
          const parameter = parameters.find((p) => p.in === 'path' && p.name === name)!;
          return encodeURIComponent(parameter === nulIn ? NUL : String(sample(parameter.schema)));
        });
        const query = parameters
          .filter((p) => p.in === 'query' && (p.required || p === nulIn))
          .map((p) => `${p.name}=${encodeURIComponent(p === nulIn ? NUL : String(sample(p.schema)))}`);
        return query.length ? `${pathPart}?${query.join('&')}` : pathPart;
      };
      const body = operation.requestBody?.content['application/json']?.schema;
      const payload = body ? sample(body) : undefined;
      // Path and query parameters; a header (an event stream's Last-Event-ID) is checked by its route's own test.
      const inUrl = parameters.filter((p) => p.in === 'path' || p.in === 'query');
      for (const parameter of inUrl.filter((p) => typeOf(resolve(p.schema)) === 'string')) {
        const context = parameter.in === 'path' ? 'params' : 'querystring';
        list.push({ method, url: url(parameter), payload, field: `${context}.${parameter.name}` });
      }
      for (const path of body ? strings(body) : []) {
        list.push({ method, url: url(), payload: withNul(body!, path), field: ['body', ...path].join('.') });
      }
    }
  }
  return list;
}

describe('text the database cannot store', () => {
  it('answers a NUL in any string field of any route with a 400 naming the field, never a 5xx', async () => {
    const list = probes();
    expect(list.length).toBeGreaterThan(100);
    const answers: string[] = [];
    for (const probe of list) {
      const response = await t.app.inject({
        method: probe.method.toUpperCase() as 'GET',
        url: probe.url,
        headers: callerOf(probe.url).bearer,
        ...(probe.payload === undefined ? {} : { payload: probe.payload as object }),
      });
      const field = response.statusCode === 400 ? response.json().details?.[0]?.field : undefined;
      answers.push(`${probe.method} ${probe.url.split('?')[0]} ${probe.field}: ${response.statusCode} ${field ?? response.body}`);
    }
    expect(answers).toEqual(list.map((p) => `${p.method} ${p.url.split('?')[0]} ${p.field}: 400 ${p.field}`));
  });

  it('names a property name that carries a NUL, and says why', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v4/job-scheduling/search/lite',
      headers: admin.bearer,
      payload: { ['job\u0000Name']: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toEqual({
      field: 'body.job\u0000Name',
      message: expect.stringContaining('cannot be stored'),
    });
  });

  it('refuses half of a surrogate pair, and keeps characters the database stores', async () => {
    const call = (searchString: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v4/job-scheduling/search/lite',
        headers: admin.bearer,
        payload: { searchString },
      });
    expect((await call('build \ud800')).statusCode).toBe(400);
    expect((await call('build \u0001\u001f 🙂 \t')).statusCode).toBe(200);
  });
});
