/** The shapes of CAPA requests and answers; the root cause's forms are in capa-root-cause.ts. */
import { CAPA_STATUSES, CAPA_TYPES, EFFECTIVENESS_RESULTS, NCR_STATUSES } from 'shared/contracts';
import { Type, type Static } from 'typebox';
import { CappedTotal, EpochMs, Id, Nullable, ref, StringEnum } from '../http/schema-helpers.js';
import { SignatureInputSchema, SignatureSchema } from '../signatures/index.js';
import { RootCauseSchema } from './capa-root-cause.js';

const Said = (maxLength: number, description?: string) =>
  Type.String({ minLength: 1, maxLength, pattern: '\\S', ...(description ? { description } : {}) });
const Text = (maxLength: number, description: string) => Type.String({ maxLength, description });
const Code = Type.String({ minLength: 1, maxLength: 40, pattern: '\\S', description: 'One of the facility’s defect codes' });
const Person = Type.Object({ id: Type.Integer(), name: Type.String() });

/** A CAPA as its list shows it. */
export const CapaRowSchema = Type.Object(
  {
    id: Type.Integer(),
    number: Type.String(),
    type: StringEnum(CAPA_TYPES),
    status: StringEnum(CAPA_STATUSES),
    title: Type.String(),
    owner: Nullable(Person),
    defectCode: Nullable(Type.String()),
    openActions: Type.Integer({ minimum: 0, description: 'Actions not done yet' }),
    checkDue: Nullable(EpochMs('When the effectiveness check is due, epoch ms')),
    createdAt: EpochMs(),
  },
  { $id: 'CapaRow' },
);

export const CapaListSchema = Type.Object({ ...CappedTotal, rows: Type.Array(ref(CapaRowSchema)) }, { $id: 'CapaList' });

export const CapaActionSchema = Type.Object(
  {
    id: Type.Integer(),
    description: Type.String(),
    owner: Person,
    dueAt: EpochMs(),
    doneAt: Nullable(EpochMs()),
  },
  { $id: 'CapaAction' },
);

export const CapaSchema = Type.Object(
  {
    ...CapaRowSchema.properties,
    problem: Type.String(),
    containment: Type.String({ description: 'How the problem is contained until the actions remove its cause' }),
    ncrs: Type.Array(Type.Object({ id: Type.Integer(), number: Type.String(), status: StringEnum(NCR_STATUSES) }), {
      description: 'The NCRs the CAPA answers',
    }),
    rootCause: Nullable(ref(RootCauseSchema)),
    actions: Type.Array(ref(CapaActionSchema)),
    check: Type.Object(
      {
        due: Nullable(EpochMs()),
        criterion: Type.String({ description: 'What shows the actions worked' }),
        result: Nullable(StringEnum(EFFECTIVENESS_RESULTS)),
        note: Type.String(),
        recordedAt: Nullable(EpochMs()),
      },
      { description: 'The effectiveness check: set when the CAPA goes to VERIFYING, its result recorded there' },
    ),
    signatures: Type.Array(ref(SignatureSchema), { description: 'The signatures of its closure, each still valid or not' }),
    statusReason: Type.String(),
    closedAt: Nullable(EpochMs()),
    history: Type.Array(
      Type.Object({
        at: Type.String({ format: 'date-time' }),
        who: Type.String(),
        action: Type.String(),
        record: StringEnum(['CAPA', 'CAPA_ACTION'] as const, { description: 'The CAPA itself, or one of its actions' }),
        recordId: Type.Integer(),
        changes: Type.Array(Type.Object({ field: Type.String(), from: Type.Unknown(), to: Type.Unknown() })),
      }),
    ),
  },
  { $id: 'Capa' },
);

export const CapaInputSchema = Type.Object(
  {
    type: StringEnum(CAPA_TYPES),
    title: Said(200),
    problem: Type.Optional(Text(4000, 'The problem to correct or prevent')),
    containment: Type.Optional(Text(4000, 'How it is contained meanwhile')),
    ownerUserId: Type.Optional(Nullable(Id({ description: 'A member of the facility' }))),
    ncrIds: Type.Optional(Type.Array(Id(), { maxItems: 50, description: 'The facility’s NCRs the CAPA answers' })),
    defectCode: Type.Optional(Code),
  },
  { $id: 'CapaInput', additionalProperties: false },
);
export type CapaInput = Static<typeof CapaInputSchema>;

export const CapaChangeSchema = Type.Object(
  {
    title: Type.Optional(Said(200)),
    problem: Type.Optional(Text(4000, 'The problem to correct or prevent')),
    containment: Type.Optional(Text(4000, 'How it is contained meanwhile')),
    ownerUserId: Type.Optional(Nullable(Id({ description: 'A member of the facility' }))),
    defectCode: Type.Optional(Nullable(Code)),
  },
  { $id: 'CapaChange', additionalProperties: false },
);
export type CapaChange = Static<typeof CapaChangeSchema>;

export const CapaActionInputSchema = Type.Object(
  {
    description: Said(2000),
    ownerUserId: Id({ description: 'A member of the facility' }),
    dueAt: EpochMs('When it is due, epoch ms'),
  },
  { $id: 'CapaActionInput', additionalProperties: false },
);
export type CapaActionInput = Static<typeof CapaActionInputSchema>;

export const CapaActionChangeSchema = Type.Object(
  {
    description: Type.Optional(Said(2000)),
    ownerUserId: Type.Optional(Id({ description: 'A member of the facility' })),
    dueAt: Type.Optional(EpochMs('When it is due, epoch ms')),
    done: Type.Optional(Type.Boolean({ description: 'Done now, or not done after all' })),
  },
  { $id: 'CapaActionChange', additionalProperties: false },
);
export type CapaActionChange = Static<typeof CapaActionChangeSchema>;

export const CapaVerifyInputSchema = Type.Object(
  {
    checkDue: EpochMs('When the effectiveness check is due, epoch ms'),
    checkCriterion: Said(2000, 'What shows the actions worked'),
  },
  { $id: 'CapaVerifyInput', additionalProperties: false },
);
export type CapaVerifyInput = Static<typeof CapaVerifyInputSchema>;

export const CapaEffectivenessInputSchema = Type.Object(
  {
    result: StringEnum(EFFECTIVENESS_RESULTS),
    note: Type.Optional(Text(2000, 'What the check found')),
  },
  { $id: 'CapaEffectivenessInput', additionalProperties: false },
);
export type CapaEffectivenessInput = Static<typeof CapaEffectivenessInputSchema>;

export const CapaCloseInputSchema = Type.Object(
  { signature: ref(SignatureInputSchema) },
  { $id: 'CapaCloseInput', additionalProperties: false },
);
export type CapaCloseInput = Static<typeof CapaCloseInputSchema>;

export const CapaActionParams = Type.Object({ id: Id(), actionId: Id() });
