import type { AlarmSeverity, MachineEvent, MachineState } from '../events.js';
import type { RunState } from './information-model.js';
import type { AlarmSnapshot, FeedstockSnapshot, MachineSnapshot, RunSnapshot } from './snapshot.js';

/**
 * Turns successive snapshots of a machine into canonical events: what changed since the adapter's
 * memory of the machine, and on a replay (the first snapshot after a connection) also what holds
 * now (the machine's state, the current run, its layer, active alarms, loaded feedstock). Every
 * event's sourceId is made from what the server says (run ids, layer numbers, cycles, the source
 * timestamps of state changes), never from the adapter's clock or counters, so that a replay of a
 * change already reported has the sourceId it had then.
 */

export interface MachineMemory {
  /** Whether a snapshot was seen before: what the first one shows as ended is history, not news. */
  initialized: boolean;
  state?: { state: MachineState; since: string };
  runs: Map<string, { started: boolean; layer: number; state: RunState }>;
  feedstock: Map<string, { cycle: number; remaining: number }>;
  alarms: Map<string, { active: boolean; since?: string }>;
}

export interface DeriveContext {
  machineId: number;
  /** `opcua:<endpoint url>`: the start of every sourceId. */
  source: string;
  replay: boolean;
  /**
   * Runs that ended after this time (ISO) are news even on the first snapshot: the platform last
   * heard the machine then (a server restarted during a build), and storage drops what it has.
   */
  since?: string;
}

type Payload<T extends MachineEvent['type']> = Omit<
  Extract<MachineEvent, { type: T }>,
  'type' | 'machineId' | 'sourceId' | 'occurredAt'
>;

export function emptyMemory(): MachineMemory {
  return { initialized: false, runs: new Map(), feedstock: new Map(), alarms: new Map() };
}

const FINAL: readonly RunState[] = ['Ended', 'Aborted'];

export function deriveEvents(
  memory: MachineMemory,
  snapshot: MachineSnapshot,
  context: DeriveContext,
): { events: MachineEvent[]; errors: string[] } {
  const errors: string[] = [];
  const make = <T extends MachineEvent['type']>(type: T, id: string, occurredAt: string, payload: Payload<T>) => {
    const given = Object.entries(payload).filter(([, value]) => value !== undefined);
    return {
      type,
      machineId: context.machineId,
      sourceId: `${context.source}:${id}`,
      occurredAt,
      ...Object.fromEntries(given),
    } as MachineEvent;
  };

  const jobEvents = snapshot.runs.flatMap((run) => runEvents(run));
  const alarmEvents = snapshot.alarms.flatMap((alarm) => alarmEvent(alarm));
  const feedstockEvents = snapshot.feedstock.flatMap((feedstock) => feedstockEvents_(feedstock));
  const stateEvents = machineStateEvent();
  // A job's events fall inside the machine's PRINTING: its start after the state, its end before the next one.
  const entering = stateEvents[0]?.type === 'MACHINE_STATE' && stateEvents[0].state === 'PRINTING';
  const events = entering
    ? [...stateEvents, ...jobEvents, ...alarmEvents, ...feedstockEvents]
    : [...jobEvents, ...alarmEvents, ...feedstockEvents, ...stateEvents];
  memory.initialized = true;
  return { events, errors };

  function machineStateEvent(): MachineEvent[] {
    const { itemState, operationMode } = snapshot;
    if (!itemState) return [];
    const current = snapshot.runs.filter(({ state }) => !FINAL.includes(state.value)).at(-1);
    const state: MachineState =
      itemState.value === 'NotAvailable'
        ? 'OFFLINE'
        : operationMode?.value === 'Maintenance'
          ? 'MAINTENANCE'
          : itemState.value === 'OutOfService'
            ? 'ERROR'
            : itemState.value === 'Executing'
              ? 'PRINTING'
              : current?.state.value === 'Interrupted'
                ? 'PAUSED'
                : 'IDLE';
    // Since the latest of the values the state is made of: the same however often it is read.
    const since = [itemState.at, operationMode?.at, current?.state.at]
      .filter((at) => at !== undefined)
      .sort()
      .at(-1)!;
    const known = memory.state;
    memory.state = { state, since };
    if (!context.replay && known?.state === state) return [];
    return [make('MACHINE_STATE', `state:${state}:${since}`, since, { state })];
  }

  function runEvents(run: RunSnapshot): MachineEvent[] {
    const known = memory.runs.get(run.runId);
    const { jobName, totalLayers } = run;
    const id = (suffix: string) => `${run.runId}:${suffix}`;
    const layerEvent = (layer: number) => make('JOB_LAYER', id(`layer:${layer}`), run.layer.at, { jobName, layer, totalLayers });
    const events: MachineEvent[] = [];
    const running = run.state.value === 'Running' || run.state.value === 'Interrupted';
    const endedUnseen = !known && FINAL.includes(run.state.value);
    const endedSince = endedUnseen && context.since !== undefined && run.state.at > context.since;
    if (endedUnseen && !memory.initialized && !endedSince) {
      // A run that ended before the platform last heard the machine is history: nothing to report.
      memory.runs.set(run.runId, { started: false, layer: run.layer.value, state: run.state.value });
      return [];
    }
    if (known && run.layer.value < known.layer) {
      errors.push(`Run ${run.runId}: CurrentLayer went back from ${known.layer} to ${run.layer.value}`);
      return [];
    }
    const started = known?.started ?? false;
    // A run that came and ended while the adapter looked away (between two reads, or while the server was down) still started.
    const appeared = endedUnseen && (memory.initialized || endedSince);
    if ((running || appeared) && (!started || context.replay)) {
      events.push(make('JOB_STARTED', id('started'), run.startedAt, { jobName, fileName: run.fileName, totalLayers }));
    }
    if (run.state.value === 'Running' && known?.state === 'Interrupted') {
      events.push(make('JOB_RESUMED', id(`resumed:${run.state.at}`), run.state.at, { jobName }));
    }
    // Every layer completed since the last one seen, even those between two reads; the current one again on a replay.
    const from = known ? known.layer + 1 : appeared || memory.initialized ? 1 : run.layer.value;
    for (let layer = Math.max(from, 1); layer <= run.layer.value; layer++) events.push(layerEvent(layer));
    if (context.replay && known && known.layer === run.layer.value && run.layer.value > 0 && running) {
      events.push(layerEvent(run.layer.value));
    }
    const changed = known?.state !== run.state.value;
    if (run.state.value === 'Interrupted' && (changed || context.replay)) {
      events.push(make('JOB_PAUSED', id(`paused:${run.state.at}`), run.state.at, { jobName }));
    }
    if (run.state.value === 'Ended' && changed) {
      events.push(make('JOB_FINISHED', id('finished'), run.state.at, { jobName, layers: run.layer.value, totalLayers }));
    }
    if (run.state.value === 'Aborted' && changed) events.push(make('JOB_ABORTED', id('aborted'), run.state.at, { jobName }));
    memory.runs.set(run.runId, { started: started || running || appeared, layer: run.layer.value, state: run.state.value });
    return events;
  }

  function alarmEvent(alarm: AlarmSnapshot): MachineEvent[] {
    const known = memory.alarms.get(alarm.code);
    memory.alarms.set(alarm.code, { active: alarm.active, since: alarm.since });
    const since = alarm.since ?? new Date(0).toISOString();
    const payload = { code: alarm.code, severity: severityOf(alarm.severity), message: alarm.message, active: alarm.active };
    // Raised or cleared is ActiveState's value changing; its TransitionTime only names the change,
    // since a server may update the two in separate notifications.
    if (alarm.active && (context.replay || !known?.active)) {
      return [make('ALARM', `alarm:${alarm.code}:active:${since}`, since, payload)];
    }
    if (!alarm.active && known?.active) return [make('ALARM', `alarm:${alarm.code}:cleared:${since}`, since, payload)];
    return [];
  }

  function feedstockEvents_(feedstock: FeedstockSnapshot): MachineEvent[] {
    const { feedstockId, unit, remaining, cycle } = feedstock;
    const known = memory.feedstock.get(feedstockId);
    memory.feedstock.set(feedstockId, { cycle: cycle.value, remaining: remaining.value });
    const id = `feedstock:${feedstockId}:cycle:${cycle.value}`;
    if (!known || known.cycle !== cycle.value || context.replay) {
      // The quantity loaded is the remaining one only while nothing was used since the load.
      const quantity = remaining.at === cycle.at ? remaining.value : undefined;
      const loaded = make('FEEDSTOCK_LOADED', id, cycle.at, {
        feedstockId,
        materialName: feedstock.materialName,
        quantity,
        unit: quantity === undefined ? undefined : unit,
        cycle: cycle.value,
      });
      return known?.cycle === cycle.value ? [loaded, ...consumed(known.remaining)] : [loaded];
    }
    return consumed(known.remaining);

    function consumed(before: number): MachineEvent[] {
      if (remaining.value >= before) return [];
      const quantity = Math.round((before - remaining.value) * 1e6) / 1e6;
      return [
        make('FEEDSTOCK_CONSUMED', `${id}:remaining:${remaining.value}`, remaining.at, {
          feedstockId,
          quantity,
          unit,
          remainingQuantity: remaining.value,
        }),
      ];
    }
  }
}

/** OPC UA's severity (1–1000) in four bands, as OPC 10000-9 suggests for clients that show fewer. */
function severityOf(severity: number): AlarmSeverity {
  if (severity > 750) return 'CRITICAL';
  if (severity > 500) return 'ERROR';
  if (severity > 250) return 'WARNING';
  return 'INFO';
}
