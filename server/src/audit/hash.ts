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
 * The verifier has the database write and hash each row's text (rowTextSql): both engines write a
 * jsonb value, a string and a number as this file does, and that is most of a long walk's work,
 * done where the rows are, on several cores. A row the database finds not to match is checked again
 * with rowHash, which is the rule: an engine that wrote a text otherwise could slow a walk down,
 * never break a chain.
 */
import { hash } from 'node:crypto';
import { sql } from 'kysely';

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

/** The canonical text of a row, as its hash is made of it. */
export function rowText(row: HashedFields): string {
  // The keys in jsonb's order, so that the text is its own canonical form (the tests check it).
  return (
    `{"at": "${row.at.toISOString()}", "action": ${JSON.stringify(row.action)}, "entity": ${JSON.stringify(row.entity)}, ` +
    `"user_id": ${row.user_id === null ? 'null' : plainNumber(row.user_id)}, "position": ${plainNumber(row.position)}, ` +
    `"entity_id": ${plainNumber(row.entity_id)}, "new_value": ${jsonbText(row.new_value)}, ` +
    `"old_value": ${jsonbText(row.old_value)}, "user_name": ${JSON.stringify(row.user_name)}, ` +
    `"facility_id": ${plainNumber(row.facility_id)}, "previous_hash": ${JSON.stringify(row.previous_hash)}}`
  );
}

/** The hash of a row, its values taken as stored (asStoredJson, or as read from the database). */
export function rowHash(row: HashedFields): string {
  return hash('sha256', rowText(row), 'hex');
}

/**
 * rowText written in SQL, over a row of audit_trail: the verifier has the database write and hash
 * each row's text where the row is, so that a verdict crosses to the server rather than the row,
 * which is most of the cost of a long walk. The engines write a jsonb value, a string (to_json) and
 * an integer as hash.ts does, so the texts are the same (the tests check it on both); where they
 * might not be (a time outside the years 1000 to 9999), the verifier checks the row again with
 * rowHash, which is the rule.
 */
export const rowTextSql = sql<string>`'{"at": "' || to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  || '", "action": ' || to_json(action)::text || ', "entity": ' || to_json(entity)::text
  || ', "user_id": ' || coalesce(user_id::text, 'null') || ', "position": ' || position::text
  || ', "entity_id": ' || entity_id::text || ', "new_value": ' || coalesce(new_value::text, 'null')
  || ', "old_value": ' || coalesce(old_value::text, 'null') || ', "user_name": ' || to_json(user_name)::text
  || ', "facility_id": ' || facility_id::text || ', "previous_hash": ' || to_json(previous_hash)::text || '}'`;
