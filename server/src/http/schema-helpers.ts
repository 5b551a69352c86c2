import { Type, type Static, type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { LIST_COUNT_CAP } from '../db/capped-count.js';
import { badRequest } from './errors.js';

/**
 * A reference to a named schema (one with an `$id`, registered once with `app.addSchema`),
 * typed as that schema. Named schemas are the components of the OpenAPI document, from which
 * shared/src/contracts/api-schemas.ts is generated: what the clients' types are made of.
 */
export const ref = <T extends TSchema>(schema: T) => {
  const { $id } = schema as { $id?: string };
  if (!$id) throw new Error('ref() takes a schema with an $id');
  return Type.Unsafe<Static<T>>(Type.Ref($id));
};

/**
 * A string that must be one of `values`, as a JSON-schema `enum`: the 400 then lists the
 * allowed values, and the OpenAPI document shows them.
 */
export const StringEnum = <const T extends readonly string[]>(values: T, options: { description?: string } = {}) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });

/** A value or null. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

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

/**
 * The length of a list that can grow without bound (countListUpTo of db/capped-count.ts): the
 * count stops at a cap, so that a first page never costs a count of the whole table.
 */
const cap = LIST_COUNT_CAP.toLocaleString('en');
export const CappedTotal = {
  totalCount: Type.Integer({ description: `The matching rows, counted up to ${cap} or to the end of the page asked` }),
  totalCountCapped: Type.Boolean({ description: `More rows match than totalCount, a lower bound then (${cap}+)` }),
};

/** A row named by its id, as many answers nest them (a job's material, a machine's manufacturer). */
export const NamedSchema = Type.Object({ id: Type.Integer(), name: Type.String() }, { $id: 'Named' });
/** Where an answer nests a named row: a reference to NamedSchema. */
export const Named = ref(NamedSchema);

/**
 * The processes and materials a list's filters offer: those of the rows the caller can see in it,
 * by name, so that no choice leads to an empty list and a customer needs no facility's catalogue.
 */
export const FilterOptionsSchema = Type.Object(
  { processes: Type.Array(Named), materials: Type.Array(Named) },
  { $id: 'FilterOptions' },
);

/** A priority label or tag as a chip shows it, on the job, order or part it is set on. */
export const ChipSchema = Type.Object(
  { id: Type.Integer(), name: Type.String(), color: Type.String({ description: '#rrggbb' }) },
  { $id: 'Chip' },
);
export const Chip = ref(ChipSchema);

/** `?getFromAllFacilities=true` of the v3 and v4 reads that can cover the whole enterprise. */
export const AllFacilitiesQuery = Type.Object(
  {
    getFromAllFacilities: Type.Optional(
      Type.Boolean({
        description:
          'The enterprise’s INTERNAL facilities too (with ENTERPRISE_SCHEDULER_VIEW and the enterprise scheduler; otherwise the caller’s facility only)',
      }),
    ),
  },
  { additionalProperties: false },
);

/** `/:id` of a route about one row. */
export const IdParams = Type.Object({ id: Id() });

interface ValueIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: { requiredProperties?: string[]; additionalProperties?: string[]; allowedValues?: unknown[] };
}

/**
 * `value` as `schema` types it, or the 400 a route's own schema would answer for its first fault,
 * naming the field under `context` (`body.parameters.parts.1.quantity`): for a part of a request
 * whose shape depends on another part of it (a file operation's parameters, by its type).
 */
export function checked<T extends TSchema>(schema: T, value: unknown, context: string): Static<T> {
  const [issue] = [...Value.Errors(schema, value)] as ValueIssue[];
  if (!issue) return value as Static<T>;
  const path = [context, ...issue.instancePath.split('/').filter(Boolean)].join('.');
  const named = issue.params.requiredProperties?.[0] ?? issue.params.additionalProperties?.[0];
  const field = named ? `${path}.${named}` : path;
  const message =
    issue.keyword === 'required'
      ? `${field} is required`
      : issue.keyword === 'additionalProperties'
        ? `${field} is not a known field`
        : issue.keyword === 'enum'
          ? `${field} must be one of: ${(issue.params.allowedValues ?? []).join(', ')}`
          : `${field} ${issue.message ?? 'is invalid'}`;
  throw badRequest(message, field);
}
