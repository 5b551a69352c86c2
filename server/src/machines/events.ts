import { Type, type Static, type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { firstUnstorable } from '../http/storable-text.js';

/**
 * The canonical machine events: what any machine adapter (OPC UA today, others later) turns its
 * source's changes into, whatever the protocol. docs/machine-events.md explains the model and
 * the dedupe rule; docs/machine-events.schema.json publishes it as JSON Schema.
 */

const Text = () => Type.String({ minLength: 1 });
const Count = () => Type.Integer({ minimum: 0 });
const Quantity = () => Type.Number({ minimum: 0 });

/** What every event carries, beside its `type`. */
const Envelope = {
  machineId: Type.Integer({ minimum: 1, description: 'The platform’s equipment id of the machine' }),
  sourceId: Type.String({
    minLength: 1,
    description:
      'The adapter’s stable id of the event at its source (opcua:<endpoint>:<run id>:layer:<n>): the same change read twice has the same sourceId, so storage keeps one',
  }),
  occurredAt: Type.String({ format: 'date-time', description: 'When the machine says it happened' }),
};

function event<T extends string, P extends Record<string, TSchema>>(type: T, payload: P, description: string) {
  return Type.Object(
    { type: Type.Literal(type), ...Envelope, ...payload },
    { $id: `MachineEvent.${type}`, description, additionalProperties: false },
  );
}

const MachineStateEvent = event(
  'MACHINE_STATE',
  {
    state: Type.Union([
      Type.Literal('IDLE'),
      Type.Literal('PRINTING'),
      Type.Literal('PAUSED'),
      Type.Literal('ERROR'),
      Type.Literal('OFFLINE'),
      Type.Literal('MAINTENANCE'),
    ]),
  },
  'The machine entered a state',
);
const JobStarted = event(
  'JOB_STARTED',
  { jobName: Text(), fileName: Type.Optional(Text()), totalLayers: Type.Optional(Type.Integer({ minimum: 1 })) },
  'A build job started on the machine',
);
const JobLayer = event(
  'JOB_LAYER',
  { jobName: Text(), layer: Type.Integer({ minimum: 1 }), totalLayers: Type.Integer({ minimum: 1 }) },
  'The job completed a layer',
);
const JobPaused = event('JOB_PAUSED', { jobName: Text() }, 'The job was paused (interrupted)');
const JobResumed = event('JOB_RESUMED', { jobName: Text() }, 'The paused job runs again');
const JobFinished = event(
  'JOB_FINISHED',
  { jobName: Text(), layers: Type.Optional(Count()), totalLayers: Type.Optional(Type.Integer({ minimum: 1 })) },
  'The job ended as planned',
);
const JobAborted = event('JOB_ABORTED', { jobName: Text(), reason: Type.Optional(Text()) }, 'The job was aborted');
const Alarm = event(
  'ALARM',
  {
    code: Text(),
    severity: Type.Union([Type.Literal('INFO'), Type.Literal('WARNING'), Type.Literal('ERROR'), Type.Literal('CRITICAL')]),
    message: Type.String(),
    active: Type.Boolean({ description: 'true when the alarm was raised, false when it cleared' }),
  },
  'An alarm of the machine was raised or cleared',
);
const FeedstockLoaded = event(
  'FEEDSTOCK_LOADED',
  {
    feedstockId: Text(),
    materialName: Type.Optional(Text()),
    quantity: Type.Optional(Quantity()),
    unit: Type.Optional(Text()),
    cycle: Type.Optional(Count()),
  },
  'Feedstock (powder, resin, filament, gas) was loaded into the machine',
);
const FeedstockConsumed = event(
  'FEEDSTOCK_CONSUMED',
  { feedstockId: Text(), quantity: Quantity(), unit: Text(), remainingQuantity: Type.Optional(Quantity()) },
  'The machine used feedstock',
);

const EVENT_SCHEMAS = {
  MACHINE_STATE: MachineStateEvent,
  JOB_STARTED: JobStarted,
  JOB_LAYER: JobLayer,
  JOB_PAUSED: JobPaused,
  JOB_RESUMED: JobResumed,
  JOB_FINISHED: JobFinished,
  JOB_ABORTED: JobAborted,
  ALARM: Alarm,
  FEEDSTOCK_LOADED: FeedstockLoaded,
  FEEDSTOCK_CONSUMED: FeedstockConsumed,
};

const MachineEventSchema = Type.Union(
  [
    MachineStateEvent,
    JobStarted,
    JobLayer,
    JobPaused,
    JobResumed,
    JobFinished,
    JobAborted,
    Alarm,
    FeedstockLoaded,
    FeedstockConsumed,
  ],
  {
    $id: 'MachineEvent',
    description: 'One change of a machine, as every adapter reports it; `type` tells which',
  },
);

export type MachineEvent = Static<typeof MachineEventSchema>;
export type MachineState = Extract<MachineEvent, { type: 'MACHINE_STATE' }>['state'];
export type AlarmSeverity = Extract<MachineEvent, { type: 'ALARM' }>['severity'];

/** Where the JSON Schema is published, from the server package's folder. */
export const EVENTS_SCHEMA_FILE = '../docs/machine-events.schema.json';

/** The model as the JSON Schema document published at docs/machine-events.schema.json. */
export function machineEventsJsonSchema(): object {
  return { $schema: 'https://json-schema.org/draft/2020-12/schema', ...structuredClone(MachineEventSchema) };
}

export type ReadResult = { event: MachineEvent; errors?: undefined } | { event?: undefined; errors: string[] };

/**
 * `value` as a machine event, or what is wrong with it, each fault naming its path
 * (`/layer must be >= 1`). Never throws: adapters and the ingest route feed it anything.
 * The `type` is checked first, so the faults are those of the one event type meant rather
 * than a union's "matches none".
 */
export function readMachineEvent(value: unknown): ReadResult {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { errors: ['/ must be an object'] };
  const type = (value as { type?: unknown }).type;
  if (typeof type !== 'string' || !Object.hasOwn(EVENT_SCHEMAS, type)) {
    return { errors: [`/type must be one of: ${Object.keys(EVENT_SCHEMAS).join(', ')}`] };
  }
  const schema = EVENT_SCHEMAS[type as keyof typeof EVENT_SCHEMAS];
  if (Value.Check(schema, value)) {
    // What the database could not keep is refused here, for every adapter alike, not by the insert.
    const unstorable = firstUnstorable(value, '');
    if (unstorable !== undefined) {
      return {
        errors: [
          `${unstorable.replaceAll('.', '/') || '/'} contains a character that cannot be stored (NUL or half of a surrogate pair)`,
        ],
      };
    }
    return { event: value as MachineEvent };
  }
  return { errors: ([...Value.Errors(schema, value)] as Issue[]).flatMap(describeIssue) };
}

interface Issue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: { requiredProperties?: string[]; additionalProperties?: string[] };
}

function describeIssue({ keyword, instancePath, message, params }: Issue): string[] {
  if (keyword === 'required') return (params.requiredProperties ?? []).map((name) => `${instancePath}/${name} is required`);
  if (keyword === 'additionalProperties') {
    return (params.additionalProperties ?? []).map((name) => `${instancePath}/${name} is not a field of this event`);
  }
  // additionalProperties: false reports each extra field twice, once as the schema `false` it meets.
  if (keyword === 'boolean') return [];
  return [`${instancePath || '/'} ${message ?? 'is invalid'}`];
}
