import { Type } from 'typebox';

/**
 * A string that must be one of `values`, as a JSON-schema `enum`: the 400 then lists the
 * allowed values, and the OpenAPI document shows them.
 */
export const StringEnum = <const T extends readonly string[]>(values: T, options: { description?: string } = {}) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
