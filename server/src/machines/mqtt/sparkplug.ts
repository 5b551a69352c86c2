/**
 * Sparkplug B, as shop-floor gateways publish a device's metrics over MQTT: the payload is decoded
 * by the Eclipse Tahu decoder (`sparkplug-payload`), and the machine's metrics become canonical
 * events. The metric names the platform reads are written in docs/machine-events.md: the
 * machine's state, the current job (its id, name, status, layer and layer count) and its alarm.
 * A device's birth certificate (DBIRTH) carries every metric; a DDATA only those that changed,
 * so what a message leaves out is taken from what the device said before.
 */
import { decodePayload, encodePayload, type UMetric } from 'sparkplug-payload/lib/sparkplugbpayload.js';
import type { MachineEvent, MachineState } from '../events.js';

const SPARKPLUG_METRICS = {
  state: 'Machine/State',
  jobId: 'Job/Id',
  jobName: 'Job/Name',
  jobStatus: 'Job/Status',
  layer: 'Job/Layer',
  totalLayers: 'Job/TotalLayers',
  alarmCode: 'Alarm/Code',
  alarmMessage: 'Alarm/Message',
  alarmSeverity: 'Alarm/Severity',
  alarmActive: 'Alarm/Active',
} as const;

/** A job's status as the device publishes it. */
const JOB_STATUSES = ['Running', 'Paused', 'Ended', 'Aborted'] as const;
type JobStatus = (typeof JOB_STATUSES)[number];
const MACHINE_STATES: readonly MachineState[] = ['IDLE', 'PRINTING', 'PAUSED', 'ERROR', 'OFFLINE', 'MAINTENANCE'];
const SEVERITIES = ['INFO', 'WARNING', 'ERROR', 'CRITICAL'] as const;

type Values = Partial<Record<keyof typeof SPARKPLUG_METRICS, string | number | boolean>>;

/** What the adapter remembers of a device between messages. */
export interface DeviceMemory {
  values: Values;
}

export const emptyDeviceMemory = (): DeviceMemory => ({ values: {} });

/** A device's metrics as a Sparkplug B payload: what the printer simulator publishes. */
export function encodeMetrics(values: Values, at: Date, seq: number): Uint8Array {
  const metrics: UMetric[] = Object.entries(values).map(([key, value]) => ({
    name: SPARKPLUG_METRICS[key as keyof typeof SPARKPLUG_METRICS],
    type: typeof value === 'number' ? 'Int32' : typeof value === 'boolean' ? 'Boolean' : 'String',
    value,
  }));
  return encodePayload({ timestamp: at.getTime(), seq, metrics });
}

const numberOf = (value: unknown) =>
  typeof value === 'object' && value !== null && 'toNumber' in value ? (value as { toNumber(): number }).toNumber() : value;

/**
 * The canonical events of one Sparkplug B message of the device at `source` (its topic), with
 * what could not be read. A birth (`birth`) replays what holds, as an OPC UA reconnect does.
 */
export function sparkplugEvents(
  memory: DeviceMemory,
  payload: Uint8Array,
  context: { machineId: number; source: string; birth: boolean },
): { events: MachineEvent[]; errors: string[] } {
  let decoded: ReturnType<typeof decodePayload>;
  try {
    decoded = decodePayload(payload);
  } catch (error) {
    return { events: [], errors: [`Not a Sparkplug B payload: ${error instanceof Error ? error.message : String(error)}`] };
  }
  const errors: string[] = [];
  const timestamp = Number(numberOf(decoded.timestamp) ?? Date.now());
  const occurredAt = new Date(timestamp).toISOString();
  const changed: Values = {};
  const names = Object.entries(SPARKPLUG_METRICS) as [keyof typeof SPARKPLUG_METRICS, string][];
  for (const metric of decoded.metrics ?? []) {
    const key = names.find(([, name]) => name === metric.name)?.[0];
    if (!key) continue;
    const value = numberOf(metric.value);
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
      errors.push(`${metric.name}: no value`);
      continue;
    }
    changed[key] = value;
  }
  const before = memory.values;
  const now: Values = { ...before, ...changed };
  memory.values = now;
  const news = (key: keyof Values) => key in changed && (context.birth || changed[key] !== before[key]);
  const events: MachineEvent[] = [];
  const base = { machineId: context.machineId, occurredAt };
  const id = (suffix: string) => `${context.source}:${suffix}`;

  if (news('state')) {
    const state = String(now.state).toUpperCase() as MachineState;
    if (MACHINE_STATES.includes(state))
      events.push({ ...base, type: 'MACHINE_STATE', sourceId: id(`state:${timestamp}`), state });
    else errors.push(`${SPARKPLUG_METRICS.state}: '${String(now.state)}' is not a machine state`);
  }
  const jobName = now.jobName === undefined ? undefined : String(now.jobName);
  const run = String(now.jobId ?? jobName ?? '');
  if (jobName && (news('jobStatus') || news('jobName') || news('jobId'))) {
    const status = String(now.jobStatus) as JobStatus;
    const total = typeof now.totalLayers === 'number' && now.totalLayers >= 1 ? now.totalLayers : undefined;
    if (!JOB_STATUSES.includes(status)) {
      errors.push(`${SPARKPLUG_METRICS.jobStatus}: '${String(now.jobStatus)}' is not a job status`);
    } else {
      events.push({
        ...base,
        type: 'JOB_STARTED',
        sourceId: id(`${run}:started`),
        jobName,
        ...(total ? { totalLayers: total } : {}),
      });
      if (status === 'Paused') events.push({ ...base, type: 'JOB_PAUSED', sourceId: id(`${run}:paused:${timestamp}`), jobName });
      if (status === 'Running' && before.jobStatus === 'Paused')
        events.push({ ...base, type: 'JOB_RESUMED', sourceId: id(`${run}:resumed:${timestamp}`), jobName });
      if (status === 'Ended')
        events.push({
          ...base,
          type: 'JOB_FINISHED',
          sourceId: id(`${run}:finished`),
          jobName,
          ...(total ? { totalLayers: total } : {}),
        });
      if (status === 'Aborted') events.push({ ...base, type: 'JOB_ABORTED', sourceId: id(`${run}:aborted`), jobName });
    }
  }
  if (jobName && news('layer')) {
    const layer = Number(now.layer);
    const total = Number(now.totalLayers);
    if (Number.isInteger(layer) && layer >= 1 && Number.isInteger(total) && total >= layer) {
      events.push({ ...base, type: 'JOB_LAYER', sourceId: id(`${run}:layer:${layer}`), jobName, layer, totalLayers: total });
    } else {
      errors.push(`${SPARKPLUG_METRICS.layer}: layer ${String(now.layer)} of ${String(now.totalLayers)}`);
    }
  }
  if (now.alarmCode !== undefined && (news('alarmActive') || news('alarmCode'))) {
    const severity = String(now.alarmSeverity ?? 'WARNING').toUpperCase() as (typeof SEVERITIES)[number];
    events.push({
      ...base,
      type: 'ALARM',
      sourceId: id(`alarm:${String(now.alarmCode)}:${now.alarmActive === true ? 'raised' : 'cleared'}:${timestamp}`),
      code: String(now.alarmCode),
      severity: SEVERITIES.includes(severity) ? severity : 'WARNING',
      message: String(now.alarmMessage ?? ''),
      active: now.alarmActive === true,
    });
  }
  return { events, errors };
}
