import {
  DISPOSITIONS,
  NAMED_ROLES,
  NCR_FOUND_AT,
  NCR_KINDS,
  NCR_SEVERITIES,
  NCR_STATUSES,
  PROCESS_NCR_CAUSES,
} from 'shared/contracts';
import { Type, type Static } from 'typebox';
import { CappedTotal, EpochMs, Id, Nullable, ref, StringEnum } from '../http/schema-helpers.js';
import { SignatureInputSchema, SignatureSchema } from '../signatures/index.js';

const Text = (maxLength: number, description?: string) => Type.String({ maxLength, ...(description ? { description } : {}) });
const Code = Type.String({ minLength: 1, maxLength: 40, pattern: '\\S' });

export const QualitySettingsSchema = Type.Object(
  {
    defectCodes: Type.Array(Type.Object({ code: Code, description: Text(200) }, { additionalProperties: false }), {
      minItems: 1,
      maxItems: 200,
      description: 'The defect codes an NCR is filed under; the first is what an NCR opened from the inbox starts with',
    }),
    severityMeanings: Type.Object(
      { MINOR: Text(500), MAJOR: Text(500), CRITICAL: Text(500) },
      { additionalProperties: false, description: 'What each severity means in this facility' },
    ),
    dispositions: Type.Array(StringEnum(DISPOSITIONS), {
      minItems: 1,
      uniqueItems: true,
      description: 'The dispositions the material review board may choose',
    }),
    signatureMeanings: Type.Array(Type.String({ minLength: 1, maxLength: 60, pattern: '\\S' }), {
      minItems: 1,
      maxItems: 20,
      uniqueItems: true,
      description: 'What a signature may mean (REVIEWED, APPROVED, RESPONSIBLE…)',
    }),
    dispositionSigners: Type.Array(StringEnum(NAMED_ROLES), {
      minItems: 1,
      uniqueItems: true,
      description: 'The facility roles whose holders may sign a disposition or close a CAPA',
    }),
    ncrFormat: Type.String({
      minLength: 1,
      maxLength: 40,
      pattern: '\\{#+\\}',
      description: 'An NCR number’s format: {YYYY} the year, a run of # in braces the sequence, padded (NCR-{YYYY}-{####})',
    }),
    capaFormat: Type.String({ minLength: 1, maxLength: 40, pattern: '\\{#+\\}', description: 'A CAPA number’s format' }),
    trendWindowDays: Type.Integer({ minimum: 1, maximum: 365, description: 'The rolling window a defect code is counted over' }),
    trendThreshold: Type.Integer({
      minimum: 1,
      maximum: 10_000,
      description: 'A defect code counted this often within the window proposes a CAPA',
    }),
    reminderDaysBefore: Type.Integer({
      minimum: 0,
      maximum: 30,
      description: 'How many days before a CAPA action is due its owner is reminded (0: on the day)',
    }),
    reminderHourUtc: Type.Integer({
      minimum: 0,
      maximum: 23,
      description: 'The hour (UTC) reminders of CAPA actions go out, before the due date and once it has passed',
    }),
  },
  { $id: 'QualitySettings', additionalProperties: false },
);
export type QualitySettings = Static<typeof QualitySettingsSchema>;

const Person = Nullable(Type.Object({ id: Type.Integer(), name: Type.String() }));
const Party = Type.Object({ id: Type.Integer(), name: Type.String() });

export const NcrInboxEntrySchema = Type.Object(
  {
    inspectionId: Type.Integer(),
    orderId: Type.Integer(),
    orderTitle: Type.String(),
    customerName: Type.String(),
    rfqFileId: Type.Integer(),
    fileName: Type.String(),
    partNumber: Nullable(Type.String()),
    failedQuantity: Type.Integer({ minimum: 1 }),
    note: Type.String(),
    inspectorName: Nullable(Type.String()),
    inspectedAt: EpochMs(),
  },
  { $id: 'NcrInboxEntry' },
);

/** An NCR as its list shows it. */
export const NcrRowSchema = Type.Object(
  {
    id: Type.Integer(),
    number: Type.String(),
    kind: StringEnum(NCR_KINDS),
    status: StringEnum(NCR_STATUSES),
    severity: StringEnum(NCR_SEVERITIES),
    defectCode: Type.String(),
    title: Type.String(),
    order: Nullable(Type.Object({ id: Type.Integer(), title: Type.String(), customerName: Type.String() })),
    part: Nullable(Type.Object({ rfqFileId: Type.Integer(), fileName: Type.String() })),
    quantity: Nullable(Type.Integer()),
    machine: Nullable(Party),
    material: Nullable(Party),
    assignee: Person,
    createdAt: EpochMs(),
  },
  { $id: 'NcrRow' },
);

export const NcrListSchema = Type.Object({ ...CappedTotal, rows: Type.Array(ref(NcrRowSchema)) }, { $id: 'NcrList' });

export const DecisionSchema = Type.Object(
  {
    id: Type.Integer({ description: 'The board’s decision (QMS_NCR_MRB)' }),
    lines: Type.Array(Type.Object({ disposition: StringEnum(DISPOSITIONS), quantity: Type.Integer({ minimum: 1 }) })),
    note: Type.String(),
    decidedBy: Type.String(),
    decidedAt: EpochMs(),
    approval: Nullable(StringEnum(['REQUESTED', 'APPROVED', 'REFUSED'] as const)),
    approvalReason: Type.String(),
    superseded: Type.Boolean({ description: 'The customer refused it and the board decided again' }),
    signatures: Type.Array(ref(SignatureSchema)),
  },
  { $id: 'NcrDecision' },
);

export const NcrSchema = Type.Object(
  {
    ...NcrRowSchema.properties,
    description: Type.String(),
    internalNotes: Type.String({ description: 'The facility’s own notes; the customer never sees them' }),
    foundAt: Nullable(StringEnum(NCR_FOUND_AT)),
    cause: Nullable(StringEnum(PROCESS_NCR_CAUSES)),
    job: Nullable(Party),
    inspectionId: Nullable(Type.Integer()),
    startedAt: Nullable(EpochMs()),
    endedAt: Nullable(EpochMs()),
    processNcr: Nullable(Type.Object({ id: Type.Integer(), number: Type.String() })),
    partNcrs: Type.Array(Type.Object({ id: Type.Integer(), number: Type.String(), status: StringEnum(NCR_STATUSES) })),
    evidence: Type.Array(Type.Object({ id: Type.Integer(), fileName: Type.String(), fileURL: Type.String() })),
    decisions: Type.Array(ref(DecisionSchema)),
    /** Pieces the board has still to decide on. */
    undecided: Type.Integer({ minimum: 0, description: 'Pieces no standing decision covers yet' }),
    statusReason: Type.String(),
    closedAt: Nullable(EpochMs()),
    history: Type.Array(
      Type.Object({
        at: Type.String({ format: 'date-time' }),
        who: Type.String(),
        action: Type.String(),
        changes: Type.Array(Type.Object({ field: Type.String(), from: Type.Unknown(), to: Type.Unknown() })),
      }),
    ),
  },
  { $id: 'Ncr' },
);

export const NcrFromInspectionBody = Type.Object(
  {
    severity: Type.Optional(StringEnum(NCR_SEVERITIES)),
    defectCode: Type.Optional(Code),
    title: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  },
  { additionalProperties: false },
);

export const PartNcrsOfJobBody = Type.Object(
  {
    severity: Type.Optional(StringEnum(NCR_SEVERITIES, { description: 'The process NCR’s, unless given' })),
    defectCode: Type.Optional(Code),
  },
  { additionalProperties: false },
);

export const NcrInputSchema = Type.Object(
  {
    kind: StringEnum(NCR_KINDS),
    severity: StringEnum(NCR_SEVERITIES),
    defectCode: Code,
    title: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
    description: Type.Optional(Text(4000)),
    internalNotes: Type.Optional(Text(4000)),
    rfqFileId: Type.Optional(Id({ description: 'A part NCR’s part of an order the facility makes' })),
    quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
    foundAt: Type.Optional(StringEnum(NCR_FOUND_AT)),
    cause: Type.Optional(StringEnum(PROCESS_NCR_CAUSES)),
    jobId: Type.Optional(Id()),
    equipmentId: Type.Optional(Id()),
    materialId: Type.Optional(Id()),
    startedAt: Type.Optional(EpochMs()),
    endedAt: Type.Optional(EpochMs()),
    processNcrId: Type.Optional(Id({ description: 'The process NCR that caused this part NCR' })),
    assignedUserId: Type.Optional(Nullable(Id())),
    evidenceFileIds: Type.Optional(Type.Array(Id(), { maxItems: 20 })),
  },
  { $id: 'NcrInput', additionalProperties: false },
);
export type NcrInput = Static<typeof NcrInputSchema>;

export const NcrChangeSchema = Type.Object(
  {
    severity: Type.Optional(StringEnum(NCR_SEVERITIES)),
    defectCode: Type.Optional(Code),
    title: Type.Optional(Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' })),
    description: Type.Optional(Text(4000)),
    internalNotes: Type.Optional(Text(4000)),
    assignedUserId: Type.Optional(Nullable(Id())),
    evidenceFileIds: Type.Optional(Type.Array(Id(), { maxItems: 20 })),
  },
  { $id: 'NcrChange', additionalProperties: false },
);
export type NcrChange = Static<typeof NcrChangeSchema>;

export const DispositionInputSchema = Type.Object(
  {
    lines: Type.Array(
      Type.Object(
        { disposition: StringEnum(DISPOSITIONS), quantity: Type.Integer({ minimum: 1, maximum: 1_000_000 }) },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: DISPOSITIONS.length },
    ),
    note: Type.Optional(Text(4000)),
    signature: ref(SignatureInputSchema),
  },
  { $id: 'DispositionInput', additionalProperties: false },
);
export type DispositionInput = Static<typeof DispositionInputSchema>;

export const ReasonBody = Type.Object(
  { reason: Type.String({ maxLength: 2000, description: 'Why' }) },
  { additionalProperties: false },
);

export const ApprovalInputSchema = Type.Object(
  {
    approve: Type.Boolean({ description: 'Approve the pieces used as they are or repaired, or refuse them' }),
    reason: Type.Optional(Text(2000, 'Why, when refusing')),
    signature: ref(SignatureInputSchema),
  },
  { $id: 'ApprovalInput', additionalProperties: false },
);
export type ApprovalInput = Static<typeof ApprovalInputSchema>;

/** What the customer sees of an NCR on its order: never the facility's notes or costs. */
export const CustomerNcrSchema = Type.Object(
  {
    id: Type.Integer(),
    number: Type.String(),
    status: StringEnum(NCR_STATUSES),
    severity: StringEnum(NCR_SEVERITIES),
    defect: Type.String({ description: 'The defect code and what it means' }),
    title: Type.String(),
    description: Type.String(),
    part: Type.Object({ rfqFileId: Type.Integer(), fileName: Type.String() }),
    quantity: Type.Integer(),
    decision: Nullable(ref(DecisionSchema)),
    signatureMeanings: Type.Array(Type.String(), {
      description: 'What the customer’s signature may mean, as the facility lists it',
    }),
  },
  { $id: 'CustomerNcr' },
);
