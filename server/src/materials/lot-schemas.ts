/** What the lot routes take and answer. */
import { LOT_STATUSES, MATERIAL_UNITS } from 'shared/contracts';
import { type Static, Type } from 'typebox';
import { SignatureInputSchema } from '../signatures/index.js';
import { Id, Named, Nullable, StringEnum } from '../http/schema-helpers.js';

const CalendarDate = (description: string) => Type.String({ format: 'date', description });
const Quantity = Type.String({
  pattern: '^\\d{1,12}(\\.\\d{1,6})?$',
  description: 'A decimal as typed, in the unit: up to 12 digits and 6 decimals',
});

export const LotInputSchema = Type.Object(
  {
    materialId: Id({ description: 'The catalogue material delivered' }),
    supplierId: Id({ description: 'The facility’s supplier who delivered it' }),
    supplierLotNumber: Type.String({ minLength: 1, maxLength: 100, description: 'The supplier’s own lot number' }),
    quantity: Quantity,
    unit: StringEnum(MATERIAL_UNITS, { description: 'A volume converts to mass through the material’s density' }),
    receivedOn: CalendarDate('The day it arrived'),
    expiresOn: Type.Optional(Nullable(CalendarDate('The last day it may be used'))),
    location: Type.Optional(Type.String({ maxLength: 200, description: 'Where it is stored' })),
    certificateFileId: Type.Optional(
      Nullable(Id({ description: 'The certificate of analysis: an uploaded file of the facility' })),
    ),
  },
  { $id: 'LotInput', additionalProperties: false },
);
export type LotInput = Static<typeof LotInputSchema>;

/** What may change on a lot once received: where it is, its expiry and its certificate. */
export const LotChangeSchema = Type.Object(
  {
    expiresOn: Type.Optional(Nullable(CalendarDate('The last day it may be used'))),
    location: Type.Optional(Type.String({ maxLength: 200 })),
    certificateFileId: Type.Optional(Nullable(Id())),
  },
  { $id: 'LotChange', additionalProperties: false },
);
export type LotChange = Static<typeof LotChangeSchema>;

export const LotReleaseSchema = Type.Object({ signature: SignatureInputSchema }, { additionalProperties: false });
export const LotRejectSchema = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: 2000, description: 'Why the lot may not be used' }) },
  { additionalProperties: false },
);

export const LotRowSchema = Type.Object(
  {
    id: Type.Integer(),
    number: Type.String({ description: 'The facility’s own lot number, on its label' }),
    material: Named,
    supplier: Named,
    supplierLotNumber: Type.String(),
    quantity: Type.String({ description: 'As received, in `unit`' }),
    unit: StringEnum(MATERIAL_UNITS),
    massMg: Type.Integer({ description: 'As received, in milligrams' }),
    remainingMg: Type.Integer({ description: 'Not yet taken into a batch, in milligrams' }),
    receivedOn: Type.String({ format: 'date' }),
    expiresOn: Nullable(Type.String({ format: 'date' })),
    location: Type.String(),
    status: StringEnum(LOT_STATUSES, { description: 'EXPIRED from the day after its expiry date, whatever it was' }),
  },
  { $id: 'LotRow' },
);
export type LotRow = Static<typeof LotRowSchema>;

export const LotListSchema = Type.Object(
  { totalCount: Type.Integer(), rows: Type.Array(Type.Ref('LotRow')) },
  { $id: 'LotList' },
);

export const LotSchema = Type.Object(
  {
    ...LotRowSchema.properties,
    certificate: Nullable(Type.Object({ id: Type.Integer(), fileName: Type.String(), fileURL: Type.String() })),
    statusReason: Type.String(),
    release: Nullable(Type.Ref('Signature')),
    signatureMeanings: Type.Array(Type.String(), { description: 'What a release may mean: the facility’s signature meanings' }),
    batches: Type.Array(
      Type.Object({
        id: Type.Integer(),
        number: Type.String(),
        massMg: Type.Integer({ description: 'Of this lot, as the batch was made' }),
      }),
      { description: 'The batches this lot went into directly' },
    ),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'Lot' },
);

export const LotListQuery = Type.Object(
  {
    search: Type.Optional(Type.String({ maxLength: 200, description: 'Our or the supplier’s lot number, material or supplier' })),
    status: Type.Optional(Type.Array(StringEnum(LOT_STATUSES), { maxItems: 5 })),
    materialId: Type.Optional(Id()),
    supplierId: Type.Optional(Id()),
    usable: Type.Optional(Type.Boolean({ description: 'Only released, unexpired lots with powder left' })),
    offset: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
    limit: Type.Integer({ minimum: 1, maximum: 200, default: 15 }),
  },
  { additionalProperties: false },
);
export type LotListFilter = Static<typeof LotListQuery>;
