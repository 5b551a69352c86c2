import { type Static, Type } from 'typebox';
import { Nullable } from '../http/schema-helpers.js';

const MaterialRuleSchema = Type.Object(
  {
    material: Type.Object({ id: Type.Integer({ minimum: 1 }), name: Type.Optional(Type.String()) }),
    minVirginPercent: Nullable(
      Type.Number({ minimum: 0, maximum: 100, description: 'Virgin powder a batch must hold at least, in percent' }),
    ),
    maxCycles: Nullable(
      Type.Integer({ minimum: 0, maximum: 100, description: 'The most builds any of a batch’s powder may have been through' }),
    ),
    sieveRequired: Type.Boolean({ description: 'An unsieved batch may not be built on' }),
    reorderPointMg: Nullable(
      Type.Integer({ minimum: 0, maximum: 100_000_000_000_000, description: 'Stock below which to reorder, in milligrams' }),
    ),
  },
  { additionalProperties: false },
);

export const MaterialSettingsSchema = Type.Object(
  {
    massTolerancePercent: Type.Number({
      minimum: 0,
      maximum: 10,
      description: 'The share of an event’s input mass the scale may leave unaccounted for',
    }),
    rules: Type.Array(MaterialRuleSchema, { maxItems: 500 }),
  },
  { $id: 'MaterialSettings', additionalProperties: false },
);
export type MaterialSettings = Static<typeof MaterialSettingsSchema>;
