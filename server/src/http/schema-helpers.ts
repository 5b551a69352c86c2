import { Type } from 'typebox';

/**
 * A string that must be one of `values`, as a JSON-schema `enum`: the 400 then lists the
 * allowed values, and the OpenAPI document shows them.
 */
export const StringEnum = <const T extends readonly string[]>(values: T, options: { description?: string } = {}) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });

/** A row id: a positive whole number JavaScript and bigint columns both hold exactly. */
export const Id = (options: { description?: string } = {}) =>
  Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, ...options });

/** The latest epoch millisecond a JavaScript Date can hold. */
export const MAX_EPOCH_MS = 8.64e15;

/** A point in time as epoch milliseconds, within what a JavaScript Date can hold. */
export const EpochMs = (description = 'Epoch milliseconds') => Type.Integer({ minimum: 0, maximum: MAX_EPOCH_MS, description });

/** A search term that is a whole number can also name a row by id; -1 names none. */
export const idInText = (text: string): number => {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) && Number.isSafeInteger(Number(trimmed)) ? Number(trimmed) : -1;
};

/** A LIKE pattern matching `text` anywhere, with LIKE's own characters taken literally. */
export const containsPattern = (text: string) => `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
