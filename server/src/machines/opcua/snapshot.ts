import { DataType, type DataValue, VariantArrayType } from 'node-opcua-client';
import {
  ITEM_STATES,
  type ItemState,
  OPERATION_MODES,
  type OperationMode,
  RUN_STATES,
  type RunState,
} from './information-model.js';
import type { MachineLayout } from './browse-machine.js';

/**
 * A machine as one read (or one step of a subscription) shows it, each value checked against the
 * model: a value of the wrong data type, out of range, or inconsistent with its neighbours is left
 * out with an error text naming it, so that it can never become an event.
 */
export interface MachineSnapshot {
  itemState?: Stamped<ItemState>;
  operationMode?: Stamped<OperationMode>;
  runs: RunSnapshot[];
  feedstock: FeedstockSnapshot[];
  alarms: AlarmSnapshot[];
}

/** A value and the source timestamp the server gave it, as ISO text. */
interface Stamped<T> {
  value: T;
  at: string;
}

export interface RunSnapshot {
  runId: string;
  /** When the run was created: its Identifier's source timestamp. */
  startedAt: string;
  jobName: string;
  fileName?: string;
  totalLayers: number;
  layer: Stamped<number>;
  state: Stamped<RunState>;
}

export interface FeedstockSnapshot {
  feedstockId: string;
  materialName?: string;
  unit: string;
  remaining: Stamped<number>;
  cycle: Stamped<number>;
}

export interface AlarmSnapshot {
  code: string;
  active: boolean;
  /** When it was last raised or cleared (ActiveState's TransitionTime); absent when it never was. */
  since?: string;
  severity: number;
  message: string;
}

const NUMBERS = new Set([
  DataType.SByte,
  DataType.Byte,
  DataType.Int16,
  DataType.UInt16,
  DataType.Int32,
  DataType.UInt32,
  DataType.Int64,
  DataType.UInt64,
  DataType.Float,
  DataType.Double,
]);

class Malformed extends Error {}

export function readSnapshot(
  layout: MachineLayout,
  values: Map<string, DataValue>,
): { snapshot: MachineSnapshot; errors: string[] } {
  const errors: string[] = [];
  const at = (key: string) => (values.get(key)?.sourceTimestamp ?? new Date(0)).toISOString();
  const value = (key: string, label: string, expected: (dataType: DataType) => boolean, optional = false): unknown => {
    const dataValue = values.get(key);
    if (!dataValue || dataValue.value.dataType === DataType.Null) {
      if (optional) return undefined;
      throw new Malformed(`${label} has no value`);
    }
    if (!dataValue.statusCode.isGood()) throw new Malformed(`${label} reads ${dataValue.statusCode.name}`);
    const { dataType, arrayType } = dataValue.value;
    if (arrayType !== VariantArrayType.Scalar || !expected(dataType)) {
      throw new Malformed(`${label} is a ${DataType[dataType]}${arrayType === VariantArrayType.Scalar ? '' : ' array'}`);
    }
    return dataValue.value.value;
  };
  const text = (key: string, label: string, optional = false) => {
    const read = value(key, label, (dataType) => dataType === DataType.String || dataType === DataType.LocalizedText, optional);
    const result = typeof read === 'object' && read !== null ? (read as { text?: string | null }).text : read;
    if (!optional && (typeof result !== 'string' || result === '')) throw new Malformed(`${label} is empty`);
    return (result as string | undefined) || undefined;
  };
  const count = (key: string, label: string, minimum: number) => {
    const read = Number(value(key, label, (dataType) => NUMBERS.has(dataType)));
    if (!Number.isInteger(read) || read < minimum) throw new Malformed(`${label} is ${read}, not a whole number from ${minimum}`);
    return read;
  };
  const oneOf = <T extends string>(key: string, label: string, allowed: readonly T[]): Stamped<T> => {
    const read = text(key, label)!;
    if (!allowed.includes(read as T)) throw new Malformed(`${label} is ${read}, not one of ${allowed.join(', ')}`);
    return { value: read as T, at: at(key) };
  };
  const collect = <T>(read: () => T): T | undefined => {
    try {
      return read();
    } catch (error) {
      if (!(error instanceof Malformed)) throw error;
      errors.push(error.message);
      return undefined;
    }
  };
  const each = <T>(size: number, read: (index: number) => T) =>
    Array.from({ length: size }, (_, index) => collect(() => read(index))).filter((item) => item !== undefined);

  const snapshot: MachineSnapshot = {
    itemState: values.has('itemState') ? collect(() => oneOf('itemState', 'MachineryItemState', ITEM_STATES)) : undefined,
    operationMode: values.has('operationMode')
      ? collect(() => oneOf('operationMode', 'MachineryOperationMode', OPERATION_MODES))
      : undefined,
    runs: each(layout.runs, (index) => readRun(`run/${index}/`)),
    feedstock: each(layout.feedstock, (index) => readFeedstock(`feedstock/${index}/`)),
    alarms: each(layout.alarms, (index) => readAlarm(`alarm/${index}/`)),
  };
  return { snapshot, errors };

  function readRun(key: string): RunSnapshot {
    const runId = text(`${key}Identifier`, 'A run’s Identifier')!;
    const label = `Run ${runId}`;
    const totalLayers = count(`${key}LayersPlanned`, `${label}: LayersPlanned`, 1);
    const layer = count(`${key}CurrentLayer`, `${label}: CurrentLayer`, 0);
    if (layer > totalLayers) throw new Malformed(`${label}: CurrentLayer ${layer} is past LayersPlanned ${totalLayers}`);
    return {
      runId,
      startedAt: at(`${key}Identifier`),
      jobName: text(`${key}JobName`, `${label}: JobName`)!,
      fileName: text(`${key}FileName`, `${label}: FileName`, true),
      totalLayers,
      layer: { value: layer, at: at(`${key}CurrentLayer`) },
      state: oneOf(`${key}State`, `${label}: State`, RUN_STATES),
    };
  }

  function readFeedstock(key: string): FeedstockSnapshot {
    const feedstockId = text(`${key}Identifier`, 'A feedstock’s Identifier')!;
    const label = `Feedstock ${feedstockId}`;
    const remaining = Number(
      value(`${key}RemainingQuantity`, `${label}: RemainingQuantity`, (dataType) => NUMBERS.has(dataType)),
    );
    if (!Number.isFinite(remaining) || remaining < 0) throw new Malformed(`${label}: RemainingQuantity is ${remaining}, below 0`);
    const units = value(
      `${key}EngineeringUnits`,
      `${label}: EngineeringUnits`,
      (dataType) => dataType === DataType.ExtensionObject,
    );
    const unit = (units as { displayName?: { text?: string | null } }).displayName?.text;
    if (!unit) throw new Malformed(`${label}: EngineeringUnits has no display name`);
    return {
      feedstockId,
      materialName: text(`${key}Name`, `${label}: Name`, true),
      unit,
      remaining: { value: remaining, at: at(`${key}RemainingQuantity`) },
      cycle: { value: count(`${key}Cycle`, `${label}: Cycle`, 0), at: at(`${key}Cycle`) },
    };
  }

  function readAlarm(key: string): AlarmSnapshot {
    const code = text(`${key}ConditionName`, 'An alarm’s ConditionName')!;
    const label = `Alarm ${code}`;
    const since = value(
      `${key}TransitionTime`,
      `${label}: ActiveState.TransitionTime`,
      (type) => type === DataType.DateTime,
      true,
    );
    // 0 is what a condition never raised holds on many servers, node-opcua's among them.
    const severity = count(`${key}Severity`, `${label}: Severity`, 0);
    if (severity > 1000) throw new Malformed(`${label}: Severity is ${severity}, past 1000`);
    return {
      code,
      active: value(`${key}ActiveState`, `${label}: ActiveState.Id`, (dataType) => dataType === DataType.Boolean) === true,
      since: since instanceof Date ? since.toISOString() : undefined,
      severity,
      message: text(`${key}Message`, `${label}: Message`, true) ?? '',
    };
  }
}
