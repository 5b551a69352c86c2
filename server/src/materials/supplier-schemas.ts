/**
 * What the material suppliers' routes take and answer: a facility's record of whom it buys
 * powder and resin from, whether it may (its approval, since when, and the certificates that
 * show it), and which catalogue materials each supplies.
 */
import { SUPPLIER_APPROVALS } from 'shared/contracts';
import { Type, type Static } from 'typebox';
import { EpochMs, Id, Named, StringEnum } from '../http/schema-helpers.js';

/** A calendar day, 'YYYY-MM-DD': an approval is dated, not timed. */
const Day = (description: string) => Type.String({ format: 'date', description });

const ContactSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
    email: Type.Optional(Type.String({ format: 'email', maxLength: 254 })),
    phone: Type.Optional(Type.String({ minLength: 1, maxLength: 40, pattern: '\\S' })),
  },
  { additionalProperties: false },
);

const Approval = StringEnum(SUPPLIER_APPROVALS, {
  description: 'APPROVED or CONDITIONAL: lots may be received; DISAPPROVED: none is',
});

export const SupplierInputSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S', description: 'Unique in the facility, whatever its case' }),
    contacts: Type.Optional(Type.Array(ContactSchema, { maxItems: 20, description: 'The people to call, in order' })),
    address: Type.Optional(Type.String({ maxLength: 1000 })),
    approval: Approval,
    approvalDate: Day('The day the approval was given or changed'),
    notes: Type.Optional(Type.String({ maxLength: 4000 })),
    materialIds: Type.Optional(
      Type.Array(Id(), { maxItems: 200, uniqueItems: true, description: 'The catalogue materials it supplies' }),
    ),
    evidenceFileIds: Type.Optional(
      Type.Array(Id(), {
        maxItems: 50,
        uniqueItems: true,
        description: 'Files of the facility (uploaded through /api/v1/files) that show the approval: certificates, audits',
      }),
    ),
  },
  { $id: 'MaterialSupplierInput', additionalProperties: false },
);
export type SupplierInput = Static<typeof SupplierInputSchema>;

const Contacts = Type.Array(
  Type.Object({ name: Type.String(), email: Type.Optional(Type.String()), phone: Type.Optional(Type.String()) }),
);

/** A supplier as its list shows it. */
export const SupplierRowSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    contacts: Contacts,
    address: Type.String(),
    approval: Approval,
    approvalDate: Day('YYYY-MM-DD'),
    materials: Type.Array(Named, { description: 'By name' }),
    lots: Type.Integer({ description: 'The lots it has delivered: a supplier with any is not deleted' }),
  },
  { $id: 'MaterialSupplierRow' },
);

export const SupplierListSchema = Type.Object(
  { totalCount: Type.Integer(), rows: Type.Array(Type.Ref('MaterialSupplierRow')) },
  { $id: 'MaterialSupplierList' },
);

export const SupplierSchema = Type.Object(
  {
    ...SupplierRowSchema.properties,
    notes: Type.String(),
    evidence: Type.Array(
      Type.Object({
        id: Type.Integer(),
        fileName: Type.String(),
        fileURL: Type.String({ description: 'A signed download link, valid for FILE_URL_TTL_SECONDS' }),
      }),
    ),
    createdAt: EpochMs(),
    updatedAt: EpochMs(),
  },
  { $id: 'MaterialSupplier' },
);
export type Supplier = Static<typeof SupplierSchema>;

export const SupplierListQuery = Type.Object(
  {
    search: Type.Optional(Type.String({ maxLength: 200, description: 'Part of the name' })),
    approval: Type.Optional(Approval),
    materialId: Type.Optional(Id({ description: 'Only the suppliers of this catalogue material' })),
    offset: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
    limit: Type.Integer({ minimum: 1, maximum: 200, default: 15 }),
  },
  { additionalProperties: false },
);
export type SupplierListFilter = Static<typeof SupplierListQuery>;
