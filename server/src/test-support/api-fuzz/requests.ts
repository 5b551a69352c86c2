import { multipartFile, PNG_BYTES, tinyBinaryStl } from '../multipart.js';
import { junkValue, valueFor, type JsonSchema, type ValueContext } from './values.js';

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  summary?: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { description?: string }>;
  security?: object[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, JsonSchema> };
}

export interface Operation {
  /** `POST /api/v1/orders/{id}/submit`, as the document names it. */
  key: string;
  method: string;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
  /** Whether an anonymous caller may call it (the document lists no security). */
  anonymous: boolean;
  /** An endless answer (server-sent events): an injected request would never end. */
  streams: boolean;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.['application/json']?.schema,
        anonymous: !operation.security?.length,
        streams: JSON.stringify(operation.responses?.['200'] ?? {}).includes('text/event-stream'),
      })),
  );
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** A path parameter: mostly an id or name the seed has, sometimes one that cannot exist or cannot be parsed. */
function pathValue(parameter: Parameter, segment: string, ctx: ValueContext): string {
  const { random } = ctx;
  if (random.chance(0.75)) {
    // `{id}` after `orders` names an order; `{matchId}` after `matches` a match.
    const known = [...ctx.idsFor(parameter.name), ...(/^id$|Id$/.test(parameter.name) ? ctx.idsFor(segment) : [])];
    if (known.length && !parameter.schema?.enum && random.chance(0.7)) return String(random.pick(known));
    return String(valueFor(parameter.schema ?? { type: 'string' }, { ...ctx, mutation: 0 }, parameter.name));
  }
  return random.pick([
    '0',
    '-1',
    '2147483648',
    '9223372036854775808',
    '1e300',
    '1.5',
    'NaN',
    'abc',
    '%00',
    '..%2F..%2Fetc',
    encodeURIComponent('日本'),
    'x'.repeat(2_000),
    encodeURIComponent(JSON.stringify(junkValue(random)).slice(0, 200)),
  ]);
}

function queryOf(parameters: Parameter[], ctx: ValueContext): string {
  const query = new URLSearchParams();
  for (const parameter of parameters.filter((p) => p.in === 'query')) {
    if (!parameter.required && !ctx.random.chance(0.5)) continue;
    const value = valueFor(parameter.schema ?? {}, ctx, parameter.name);
    for (const item of [value].flat()) query.append(parameter.name, typeof item === 'string' ? item : JSON.stringify(item));
  }
  if (ctx.random.chance(0.1))
    query.append(ctx.random.pick(['limit', 'offset', 'page', 'sort', 'x']), String(junkValue(ctx.random)));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** A body of the wrong kind: not JSON, not what the content type says, or a file where none is expected. */
function oddBody(ctx: ValueContext): Pick<FuzzRequest, 'headers' | 'payload'> {
  return ctx.random.weighted<() => Pick<FuzzRequest, 'headers' | 'payload'>>([
    [
      2,
      () => ({
        headers: { 'content-type': 'application/json' },
        payload: ctx.random.pick(['{"a":', 'null', '[]', '""', '0', '{}']),
      }),
    ],
    [1, () => ({ headers: { 'content-type': 'application/json' }, payload: JSON.stringify(junkValue(ctx.random)) ?? 'null' })],
    [1, () => ({ headers: { 'content-type': 'text/plain' }, payload: 'plain text' })],
    [1, () => ({ headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1&b[]=2&id=-1' })],
    [
      1,
      () => ({
        headers: { 'content-type': 'image/png' },
        payload: ctx.random.chance(0.5) ? PNG_BYTES : Buffer.from('not an image'),
      }),
    ],
    [
      1,
      () =>
        multipartFile(
          ctx.random.pick(['part.stl', 'logo.png', 'x', '../../x.pdf']),
          ctx.random.chance(0.5) ? tinyBinaryStl() : Buffer.from('junk'),
        ),
    ],
    [1, () => ({ headers: { 'content-type': 'multipart/form-data; boundary=none' }, payload: 'not a form' })],
    [
      1,
      () => {
        const form = multipartFile('part.stl', tinyBinaryStl());
        return { headers: form.headers, payload: form.payload.subarray(0, ctx.random.int(0, form.payload.length - 1)) };
      },
    ],
  ])();
}

function bodyOf(operation: Operation, ctx: ValueContext): Pick<FuzzRequest, 'headers' | 'payload'> {
  const { random } = ctx;
  if (operation.method === 'GET') return { headers: {} };
  if (!operation.body) return random.chance(0.5) ? { headers: {} } : oddBody(ctx);
  return random.weighted<() => Pick<FuzzRequest, 'headers' | 'payload'>>([
    [
      4,
      () => ({
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(valueFor(operation.body!, { ...ctx, mutation: 0 })),
      }),
    ],
    [
      4,
      () => ({
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(valueFor(operation.body!, ctx)) ?? 'null',
      }),
    ],
    [1, () => ({ headers: {} })],
    [2, () => oddBody(ctx)],
  ])();
}

/** One request to the operation: its path, query and body drawn from its schemas, some of them valid and some not. */
export function fuzzRequest(operation: Operation, ctx: ValueContext): FuzzRequest {
  const segments = operation.path.split('/');
  const path = segments
    .map((segment, i) => {
      const name = /^\{(\w+)\}$/.exec(segment)?.[1];
      if (!name) return segment;
      const parameter = operation.parameters.find((p) => p.in === 'path' && p.name === name) ?? { name, in: 'path' as const };
      const value = pathValue(parameter, segments[i - 1] ?? '', ctx);
      return /%[0-9A-F]{2}/i.test(value) ? value : encodeURIComponent(value);
    })
    .join('/');
  const body = bodyOf(operation, ctx);
  const headers = { ...body.headers };
  for (const parameter of operation.parameters.filter((p) => p.in === 'header')) {
    // A header carries printable ASCII only: anything else would fail before it left the client.
    const value = String(valueFor(parameter.schema ?? {}, ctx, parameter.name));
    if (ctx.random.chance(0.5)) headers[parameter.name] = value.replace(/[^\x20-\x7e]/g, '?').slice(0, 500);
  }
  return {
    method: operation.method,
    url: `${path}${queryOf(operation.parameters, ctx)}`,
    headers,
    ...(body.payload === undefined ? {} : { payload: body.payload }),
  };
}
