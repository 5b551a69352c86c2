import { createHash } from 'node:crypto';

/**
 * `content` as one canonical JSON text (RFC 8785's rules): object keys sorted by their UTF-16
 * code units, no whitespace, numbers and strings as JSON.stringify writes them, a value's
 * `toJSON` used first (a Date is its ISO text in UTC), undefined members left out. The same
 * content gives the same text whatever order its keys were built in and whichever engine read it.
 * What JSON cannot say plainly is refused rather than guessed: NaN and the infinities, bigints,
 * Maps, Sets and other class instances without a `toJSON`.
 */
export function canonicalJson(content: unknown): string {
  const text = canonical(content, '$');
  if (text === undefined) throw new TypeError('Signed content cannot be undefined');
  return text;
}

/** The SHA-256 (hex) of `content`'s canonical JSON: what a signature binds itself to. */
export function contentHash(content: unknown): string {
  return createHash('sha256').update(canonicalJson(content), 'utf8').digest('hex');
}

function canonical(input: unknown, path: string): string | undefined {
  const value =
    input !== null && typeof input === 'object' && typeof (input as { toJSON?: unknown }).toJSON === 'function'
      ? (input as { toJSON(): unknown }).toJSON()
      : input;
  switch (typeof value) {
    case 'undefined':
    case 'function':
    case 'symbol':
      return undefined;
    case 'boolean':
    case 'string':
      return JSON.stringify(value);
    case 'number':
      if (!Number.isFinite(value)) throw new TypeError(`Signed content cannot hold ${value} (at ${path})`);
      return JSON.stringify(value);
    case 'bigint':
      throw new TypeError(`Signed content cannot hold a bigint (at ${path}): give it as a number or a string`);
  }
  if (value === null || typeof value !== 'object') return 'null';
  if (Array.isArray(value)) return `[${value.map((item, i) => canonical(item, `${path}[${i}]`) ?? 'null').join(',')}]`;
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null)
    throw new TypeError(`Signed content cannot hold a ${value.constructor?.name ?? 'class instance'} (at ${path})`);
  const members: string[] = [];
  for (const key of Object.keys(value).sort()) {
    const member = canonical((value as Record<string, unknown>)[key], `${path}.${key}`);
    if (member !== undefined) members.push(`${JSON.stringify(key)}:${member}`);
  }
  return `{${members.join(',')}}`;
}
