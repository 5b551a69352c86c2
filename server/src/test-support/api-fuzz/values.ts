import type { Random } from './random.js';

/** A JSON Schema as the OpenAPI document holds it: the keywords TypeBox writes. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema | JsonSchema[];
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minProperties?: number;
  maxProperties?: number;
}

export interface ValueContext {
  random: Random;
  /** The document's `components.schemas`, which `$ref`s point into. */
  schemas: Record<string, JsonSchema>;
  /** Ids earlier answers carried for a field or path parameter of this name (the seed's rows). */
  idsFor(name: string): (number | string)[];
  /** The chance that any one value is swapped for a wrong one, or a required field left out. */
  mutation: number;
}

const deeplyNested = (depth: number): unknown => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
};

/** Values no schema field expects: wrong types, extremes, text that breaks parsers, databases and renderers. */
const JUNK: readonly (() => unknown)[] = [
  () => null,
  () => true,
  () => 0,
  () => -1,
  () => 1e300,
  () => -1e300,
  () => 2 ** 53 + 2,
  () => 2 ** 31,
  () => 0.000001,
  () => '',
  () => ' ',
  () => 'NaN',
  () => 'Infinity',
  () => '-1',
  () => '1e300',
  () => '9'.repeat(40),
  () => 'x'.repeat(70_000),
  () => '日本語 ✓ ünïcødé 💥'.repeat(200),
  () => '\u0000nul',
  () => '\uD800 lone surrogate',
  () => "' or 1=1 --",
  () => '<script>alert(1)</script>',
  () => '../../etc/passwd',
  () => '%s%n{{7*7}}${7*7}',
  () => '2030-02-30T25:61:00Z',
  () => '0001-01-01',
  () => '99999-12-31',
  () => ({}),
  () => [],
  () => [null],
  () => ({ id: -1, name: {} }),
  () => deeplyNested(300),
  () => Array.from({ length: 2000 }, (_, i) => i),
];

export const junkValue = (random: Random): unknown => random.pick(JUNK)();

/** Text a field of this name and schema could plausibly hold: the happy path, then its edges. */
function textCandidates(schema: JsonSchema, name: string, ctx: ValueContext): string[] {
  const n = ctx.random.int(1, 99_999);
  const email = `fuzz-${n}@example.test`;
  const url = `https://example.test/fuzz/${n}`;
  const dateTime = new Date(Date.UTC(2030, 0, 1) + n * 3_600_000).toISOString();
  const date = dateTime.slice(0, 10);
  const generic = [
    `Fuzz ${n}`,
    'x',
    'Ünïcødé 日本 ✓',
    email,
    url,
    '#1a2b3c',
    'EUR',
    'en_US',
    'DE',
    String(n),
    dateTime,
    date,
    'price * 2',
    'a'.repeat(schema.maxLength ?? 300),
  ];
  // A field named for a kind of value (a country, a date, a link…) gets one of that kind first.
  const hints: [RegExp, string[]][] = [
    [/country/i, ['DE', 'US']],
    [/currency/i, ['EUR', 'USD']],
    [/phone|mobile|fax/i, ['+49 89 12345678', '+1 512 555 0100']],
    [/language|locale/i, ['en_US', 'de_DE', 'en']],
    [/colou?r/i, ['#1a2b3c']],
    [/date|time|^from$|^to$|until|[a-z](On|At)$/, [dateTime, date]],
    [/url|uri|link|website|endpoint/i, [url]],
    [/email|recipient|username/i, [email]],
  ];
  const hinted = hints.find(([pattern]) => pattern.test(name))?.[1];
  if (hinted) return [...hinted, ...generic];
  const ids = ctx.idsFor(name).map(String);
  return [ctx.random.pick(ids.length ? ids : generic), ...generic];
}

function stringFor(schema: JsonSchema, name: string, ctx: ValueContext): string {
  const n = ctx.random.int(1, 99_999);
  const day = new Date(Date.UTC(2030, 0, 1) + n * 86_400_000).toISOString();
  if (schema.format === 'email') return `fuzz-${n}@example.test`;
  // Now and then a date at the edge of the calendar a database keeps.
  const edge = ctx.random.chance(0.1) ? ctx.random.pick(['0001-01-01T00:00:00.000Z', '9999-12-31T23:59:59.999Z']) : day;
  if (schema.format === 'date') return edge.slice(0, 10);
  if (schema.format === 'date-time') return edge;
  if (schema.format === 'uri') return `https://example.test/fuzz/${n}`;
  const pattern = schema.pattern ? new RegExp(schema.pattern, 'u') : undefined;
  const fits = (text: string) =>
    text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? Infinity) && (!pattern || pattern.test(text));
  const candidates = textCandidates(schema, name, ctx);
  const fitting = candidates.filter(fits);
  // The first candidate is the likeliest; the others, and the longest allowed, now and then.
  if (fitting.length) return ctx.random.chance(0.6) ? fitting[0]! : ctx.random.pick(fitting);
  return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
}

function numberFor(schema: JsonSchema, name: string, ctx: ValueContext, integer: boolean): number {
  const min = schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : 0.001) : (schema.minimum ?? -1e9);
  const max = schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : 0.001) : (schema.maximum ?? 1e9);
  const ids = /id$/i.test(name) ? ctx.idsFor(name).filter((id): id is number => typeof id === 'number') : [];
  const candidates = [
    ...(ids.length ? [ctx.random.pick(ids)] : []),
    min,
    max,
    0,
    1,
    2,
    10,
    min + ctx.random.next() * Math.min(max - min, 1e6),
  ].map((value) => (integer ? Math.round(value) : value));
  const fitting = candidates.filter((value) => value >= min && value <= max);
  return fitting.length ? (ctx.random.chance(0.5) ? fitting[0]! : ctx.random.pick(fitting)) : min;
}

function resolve(schema: JsonSchema, ctx: ValueContext): JsonSchema {
  let resolved = schema;
  for (let hops = 0; resolved.$ref && hops < 10; hops++) {
    const target = ctx.schemas[resolved.$ref.replace('#/components/schemas/', '')];
    if (!target) break;
    resolved = target;
  }
  return resolved;
}

/** A value for the schema: one it accepts, except where the context's mutation rate swaps a part for junk. */
export function valueFor(raw: JsonSchema, ctx: ValueContext, name = '', depth = 0): unknown {
  if (ctx.random.chance(ctx.mutation)) return junkValue(ctx.random);
  const schema = resolve(raw, ctx);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return ctx.random.pick(schema.enum);
  if (schema.anyOf?.length) return valueFor(ctx.random.pick(schema.anyOf), ctx, name, depth + 1);
  const types = [schema.type ?? 'string'].flat();
  // Deep inside a recursive schema, stop where the schema lets us.
  const type =
    depth > 8 && types.includes('null')
      ? 'null'
      : ctx.random.pick(types.length > 1 ? types.filter((t) => t !== 'null').concat('null') : types);
  switch (type) {
    case 'null':
      return null;
    case 'boolean':
      return ctx.random.chance(0.5);
    case 'integer':
      return numberFor(schema, name, ctx, true);
    case 'number':
      return numberFor(schema, name, ctx, false);
    case 'array': {
      const itemSchemas = schema.items;
      if (Array.isArray(itemSchemas)) return itemSchemas.map((item) => valueFor(item, ctx, name, depth + 1));
      const min = schema.minItems ?? 0;
      const max = Math.min(schema.maxItems ?? 4, depth > 4 ? min : min + 4);
      const length = ctx.random.chance(0.1) ? max : ctx.random.int(min, Math.max(min, Math.min(max, min + 2)));
      const singular = name.replace(/s$/, '');
      const items = Array.from({ length }, () => valueFor(itemSchemas ?? {}, ctx, singular, depth + 1));
      if (!schema.uniqueItems || ctx.random.chance(ctx.mutation)) return items;
      return items.filter((item, i) => items.findIndex((other) => JSON.stringify(other) === JSON.stringify(item)) === i);
    }
    case 'object': {
      const value: Record<string, unknown> = {};
      const required = new Set(schema.required ?? []);
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        const include = required.has(key) ? !ctx.random.chance(ctx.mutation / 2) : ctx.random.chance(depth > 4 ? 0.1 : 0.6);
        if (include) value[key] = valueFor(property, ctx, key, depth + 1);
      }
      // At most maxProperties, and at least minProperties, of the optional ones.
      const optional = Object.keys(value).filter((key) => !required.has(key));
      while (Object.keys(value).length > (schema.maxProperties ?? Infinity) && optional.length) delete value[optional.pop()!];
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (Object.keys(value).length >= (schema.minProperties ?? 0)) break;
        value[key] ??= valueFor(property, ctx, key, depth + 1);
      }
      if (typeof schema.additionalProperties === 'object' && ctx.random.chance(0.5)) {
        value[`key${ctx.random.int(1, 9)}`] = valueFor(schema.additionalProperties, ctx, '', depth + 1);
      }
      if (ctx.random.chance(ctx.mutation)) value.unexpectedField = junkValue(ctx.random);
      return value;
    }
    default:
      return stringFor(schema, name, ctx);
  }
}
