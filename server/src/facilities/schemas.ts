import { CHOSEN_VENDOR_RELATIONS, VENDOR_RELATIONS } from 'shared/contracts';
import { Type } from 'typebox';
import { Nullable, StringEnum } from '../http/schema-helpers.js';

export const FacilityQuery = Type.Object(
  {
    search: Type.Optional(
      Type.String({
        maxLength: 200,
        description: 'A part of the name or city, a process, machine model, material or certification',
      }),
    ),
    relation: Type.Optional(StringEnum([...VENDOR_RELATIONS, 'NONE'], { description: 'NONE: no relation yet' })),
    offset: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
    limit: Type.Integer({ minimum: 1, maximum: 200, default: 15 }),
  },
  { additionalProperties: false },
);

export const FacilityRowSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    city: Nullable(Type.String()),
    countryCode: Nullable(Type.String()),
    website: Nullable(Type.String()),
    relation: Nullable(StringEnum(VENDOR_RELATIONS, { description: 'The caller’s company’s relation to it; null: none' })),
    processes: Type.Array(Type.String()),
    machines: Type.Array(
      Type.Object({ model: Type.String(), manufacturer: Type.String(), process: Type.String(), count: Type.Integer() }),
      { description: 'Its machines by model of the machine registry' },
    ),
    materials: Type.Array(Type.String(), { description: 'The materials its machines run' }),
    certifications: Type.Array(
      Type.Object({
        name: Type.String(),
        reference: Nullable(Type.String()),
        validUntil: Nullable(Type.String({ format: 'date' })),
      }),
    ),
  },
  { $id: 'FacilityRow' },
);

export const FacilityListSchema = Type.Object(
  { totalCount: Type.Integer(), rows: Type.Array(Type.Ref('FacilityRow')) },
  { $id: 'FacilityList' },
);

export const RelationBody = Type.Object(
  {
    relation: Nullable(
      StringEnum(CHOSEN_VENDOR_RELATIONS, {
        description: 'PRIVATE: approved; MATCHED: found through the network; BLACK_LISTED: never receives the orders; null: none',
      }),
    ),
  },
  { additionalProperties: false },
);
