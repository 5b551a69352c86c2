import { Type } from 'typebox';
import { EpochMs, Id, Nullable, StringEnum } from '../http/schema-helpers.js';
import { MACHINE_PROTOCOLS } from './connections.js';

const MODES = ['SUBSCRIBE', 'POLL'] as const;

export const ConnectionSchema = Type.Object(
  {
    id: Type.Integer(),
    equipment: Type.Object({ id: Type.Integer(), name: Type.String() }),
    protocol: StringEnum(MACHINE_PROTOCOLS),
    address: Type.String({ description: 'opc.tcp://… (OPC UA) or mqtt(s)://… (MQTT); empty for a webhook' }),
    mode: StringEnum(MODES, { description: 'OPC UA: follow by subscription or by polling' }),
    topic: Type.String({ description: 'MQTT: the machine’s topic (spBv1.0/<group>/<edge node>/<device> for Sparkplug B)' }),
    username: Type.String(),
    hasPassword: Type.Boolean({
      description: 'Whether a password (a webhook: its signing secret) is kept; it is never answered',
    }),
    jobIdPattern: Type.String({
      description: 'A regular expression whose first group is the platform’s job id in the machine’s job name',
    }),
    enabled: Type.Boolean(),
    updatedAt: EpochMs(),
  },
  { $id: 'MachineConnection' },
);

export const ConnectionBody = Type.Object(
  {
    equipmentId: Id(),
    protocol: StringEnum(MACHINE_PROTOCOLS),
    address: Type.String({ maxLength: 500 }),
    mode: StringEnum(MODES),
    topic: Type.String({ maxLength: 200 }),
    username: Type.String({ maxLength: 200 }),
    password: Type.Optional(
      Type.String({
        maxLength: 500,
        description: 'Left out: keep the one kept; empty: none. A webhook’s signing secret (at least 24 characters)',
      }),
    ),
    jobIdPattern: Type.String({ maxLength: 200 }),
    enabled: Type.Boolean(),
  },
  { additionalProperties: false },
);

const RunSchema = Type.Object({
  jobName: Type.String(),
  status: StringEnum(['RUNNING', 'PAUSED', 'FINISHED', 'ABORTED'] as const),
  startedAt: Nullable(EpochMs()),
  endedAt: Nullable(EpochMs()),
  layer: Nullable(Type.Integer()),
  totalLayers: Nullable(Type.Integer()),
  remainingMs: Nullable(
    Type.Integer({
      description:
        'How long the run should still take, as answered: at the pace of its layers so far, or to the job’s planned end',
    }),
  ),
  error: Nullable(Type.String({ description: 'Why the platform refused to move the job as the machine did' })),
  job: Nullable(Type.Object({ id: Type.Integer(), status: Type.String(), creationType: Type.String() })),
});

export const LiveMachineSchema = Type.Object(
  {
    equipment: Type.Object({ id: Type.Integer(), name: Type.String() }),
    protocol: StringEnum(MACHINE_PROTOCOLS),
    enabled: Type.Boolean(),
    state: StringEnum(['IDLE', 'PRINTING', 'PAUSED', 'ERROR', 'OFFLINE', 'MAINTENANCE'] as const),
    lastContactAt: Nullable(EpochMs()),
    silentMs: Nullable(
      Type.Integer({
        description: 'How long the machine had not been heard from, as answered (no clock of the reader’s needed)',
      }),
    ),
    connected: Type.Boolean(),
    error: Nullable(Type.String({ description: 'The adapter’s last error' })),
    errorAt: Nullable(EpochMs()),
    feedstockError: Nullable(
      Type.String({ description: 'Why the platform did not load the batch the machine last reported loading' }),
    ),
    alarm: Nullable(Type.Object({ code: Type.String(), severity: Type.String(), message: Type.String(), since: Type.String() })),
    run: Nullable(RunSchema),
  },
  { $id: 'LiveMachine' },
);

export const MachineEventsQuery = Type.Object({
  after: Type.Optional(Type.Integer({ minimum: 0, description: 'Replay: the events after this id, oldest first' })),
  limit: Type.Integer({ minimum: 1, maximum: 500, default: 50 }),
});

export const StoredEventSchema = Type.Object(
  {
    id: Type.Integer(),
    type: Type.String(),
    sourceId: Type.String(),
    occurredAt: EpochMs(),
    receivedAt: EpochMs(),
    event: Type.Record(Type.String(), Type.Unknown(), { description: 'The canonical event (docs/machine-events.schema.json)' }),
  },
  { $id: 'StoredMachineEvent' },
);

export const WebhookReceiptSchema = Type.Object({
  stored: Type.Integer({ description: 'Events stored now' }),
  duplicates: Type.Integer({ description: 'Events stored before (the same sourceId), not stored again' }),
});
