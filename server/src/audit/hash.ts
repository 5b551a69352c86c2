/**
 * The hash of a row of the audit trail: SHA-256 (hex) of a canonical text of every field of its
 * content and the hash of the row before it. The same row must hash the same when it is appended
 * (from the caller's values) and when it is verified (from what the database gives back, on PGlite
 * or PostgreSQL, years later). So the canonical text is the row as one JSON object in the text form
 * PostgreSQL gives a jsonb value, which is defined by what is stored rather than how it was written:
 * keys shortest first (in UTF-8 bytes), then bytewise; ", " between members and ": " after a key;
 * strings escaped as JSON escapes them; numbers in plain decimals (1e21 is 1000000000000000000000);
 * `old_value` and `new_value` as JSON gives them back (Dates as ISO text, no undefined members);
 * `at` as ISO text to the millisecond, all the column keeps.
 *
 * The verifier hashes the text the database gives for a row's values as it is: that is its
 * canonical text (the same on both engines), and re-writing every value in JavaScript would cost
 * several times the hash. Only when a row does not match does it parse the values and write them
 * here, so that a difference of an engine's text never breaks a chain.
 */
import { hash } from 'node:crypto';

/** What a row's hash covers: its stored fields but the id (the table's surrogate key; the position places it). */
export interface HashedFields {
  facility_id: number;
  position: number;
  at: Date;
  user_id: number | null;
  user_name: string;
  entity: string;
  entity_id: number;
  action: string;
  old_value: unknown;
  new_value: unknown;
  previous_hash: string;
}

type RowFields = Omit<HashedFields, 'at' | 'old_value' | 'new_value'>;

/** The previous hash of a facility's first row. */
export const CHAIN_START = '0'.repeat(64);

/**
 * A value as a jsonb column gives it back: Dates become their ISO text, undefined members and
 * functions disappear. undefined and null both become null: both are stored as SQL NULL.
 */
export function asStoredJson(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  const text = JSON.stringify(value);
  return text === undefined ? null : (JSON.parse(text) as unknown);
}

/** jsonb's order of an object's keys: the shorter first, in UTF-8 bytes, then byte by byte. */
function jsonbKeyOrder(a: string, b: string): number {
  const lengths = Buffer.byteLength(a) - Buffer.byteLength(b);
  return lengths !== 0 ? lengths : Buffer.compare(Buffer.from(a), Buffer.from(b));
}

/** A number as numeric keeps it: JavaScript's shortest digits, in plain decimals rather than with an exponent. */
function plainNumber(value: number): string {
  const text = String(value);
  const e = text.indexOf('e');
  if (e < 0) return text;
  const sign = text.startsWith('-') ? '-' : '';
  const mantissa = text.slice(sign.length, e);
  const digits = mantissa.replace('.', '');
  const point = (mantissa.includes('.') ? mantissa.indexOf('.') : mantissa.length) + Number(text.slice(e + 1));
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** The canonical text of a value that has been through JSON (asStoredJson, or parsed from the database). */
export function jsonbText(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      return plainNumber(value);
    case 'boolean':
      return value ? 'true' : 'false';
  }
  if (value === null || typeof value !== 'object') return 'null';
  if (Array.isArray(value)) return `[${value.map(jsonbText).join(', ')}]`;
  const object = value as Record<string, unknown>;
  const members = Object.keys(object)
    .sort(jsonbKeyOrder)
    .map((key) => `${JSON.stringify(key)}: ${jsonbText(object[key])}`);
  return `{${members.join(', ')}}`;
}

/**
 * The canonical text of a row: `at` given as its ISO text, the values as their canonical texts.
 * The keys are written in jsonb's order, so that the text is its own canonical form: one object's
 * text, whichever way it was made (the tests check it).
 */
export function rowText(row: RowFields, at: string, oldValue: string, newValue: string): string {
  return (
    `{"at": "${at}", "action": ${JSON.stringify(row.action)}, "entity": ${JSON.stringify(row.entity)}, ` +
    `"user_id": ${row.user_id === null ? 'null' : plainNumber(row.user_id)}, "position": ${plainNumber(row.position)}, ` +
    `"entity_id": ${plainNumber(row.entity_id)}, "new_value": ${newValue}, "old_value": ${oldValue}, ` +
    `"user_name": ${JSON.stringify(row.user_name)}, "facility_id": ${plainNumber(row.facility_id)}, ` +
    `"previous_hash": ${JSON.stringify(row.previous_hash)}}`
  );
}

/** SHA-256 in hex of a row's canonical text. */
export const sha256 = (text: string): string => hash('sha256', text, 'hex');

/** The hash of a row, its values taken as stored (asStoredJson, or parsed from the database). */
export function rowHash(row: HashedFields): string {
  return sha256(rowText(row, row.at.toISOString(), jsonbText(row.old_value), jsonbText(row.new_value)));
}
