import type { UAAlarmConditionEx, UAVariable } from 'node-opcua-address-space';
import { DataType } from 'node-opcua-client';
import type { ItemState, RunState } from './information-model.js';
import { addAlarm, addQuantity, addValue, bumpVersion, type MachineNodes, setState, write } from './simulator-address-space.js';

/**
 * The simulated machine as one OPC UA server publishes it: its records written into that server's
 * address space, each value with the time the machine took it. A restarted server gets a new one,
 * which publishes the same records with the same timestamps.
 */

export interface BuildPlan {
  jobName: string;
  fileName: string;
  totalLayers: number;
  runId?: string;
}

export interface AlarmSpec {
  code: string;
  message: string;
  /** OPC UA severity, 1 to 1000. */
  severity: number;
}

export interface Stamped<T> {
  value: T;
  at: Date;
}

export interface RunRecord extends Required<BuildPlan> {
  layer: Stamped<number>;
  state: Stamped<RunState>;
}

export interface FeedstockRecord {
  identifier: string;
  name: string;
  unit: string;
  remaining: Stamped<number>;
  cycle: Stamped<number>;
}

export interface AlarmRecord extends AlarmSpec {
  active: boolean;
  since: Date;
}

/** UNECE codes of the units a feedstock is counted in (OPC 10000-8 EngineeringUnits). */
const UNITS: Record<string, string> = { kg: 'KGM', g: 'GRM', l: 'LTR', m: 'MTR' };

export class PublishedMachine {
  private readonly runNodes = new Map<string, { layer: UAVariable; state: UAVariable }>();
  private readonly feedstockNodes = new Map<string, { remaining: UAVariable; cycle: UAVariable }>();
  private readonly alarmNodes = new Map<string, UAAlarmConditionEx>();

  constructor(private readonly nodes: MachineNodes) {}

  operationMode(mode: string, at: Date): void {
    setState(this.nodes.operationMode, mode, at);
  }

  itemState(state: Stamped<ItemState>): void {
    setState(this.nodes.itemState, state.value, state.at);
  }

  /** Adds the runs it has no nodes for yet, and says so through the list's NodeVersion. */
  runs(runs: RunRecord[], at: Date): void {
    const { nodes } = this;
    for (const run of runs.filter(({ runId }) => !this.runNodes.has(runId))) {
      const object = nodes.own.addObject({ browseName: run.runId, componentOf: nodes.runs });
      const text = (name: string, value: string) =>
        write(addValue(nodes, object, name, 'String'), { dataType: DataType.String, value }, run.state.at);
      text('Identifier', run.runId);
      text('JobName', run.jobName);
      text('FileName', run.fileName);
      const planned = addValue(nodes, object, 'LayersPlanned', 'UInt32');
      write(planned, { dataType: DataType.UInt32, value: run.totalLayers }, run.state.at);
      this.runNodes.set(run.runId, {
        layer: addValue(nodes, object, 'CurrentLayer', 'UInt32'),
        state: addValue(nodes, object, 'State', 'String'),
      });
      this.run(run);
    }
    bumpVersion(nodes.runsVersion, at);
  }

  run(run: RunRecord): void {
    const published = this.runNodes.get(run.runId);
    if (!published) return;
    write(published.layer, { dataType: DataType.UInt32, value: run.layer.value }, run.layer.at);
    write(published.state, { dataType: DataType.String, value: run.state.value }, run.state.at);
  }

  /** Adds the feedstock it has no nodes for yet, and writes every one's quantity and cycle. */
  feedstock(list: FeedstockRecord[], at: Date): void {
    const { nodes } = this;
    for (const feedstock of list.filter(({ identifier }) => !this.feedstockNodes.has(identifier))) {
      const object = nodes.own.addObject({ browseName: feedstock.identifier, componentOf: nodes.feedstock });
      const property = (name: string, value: string) =>
        write(addValue(nodes, object, name, 'String', 'property'), { dataType: DataType.String, value }, at);
      property('Identifier', feedstock.identifier);
      property('Name', feedstock.name);
      this.feedstockNodes.set(feedstock.identifier, {
        remaining: addQuantity(nodes, object, { code: feedstock.unit, unitId: unitId(feedstock.unit) }),
        cycle: addValue(nodes, object, 'Cycle', 'UInt32'),
      });
    }
    for (const feedstock of list) this.oneFeedstock(feedstock);
    bumpVersion(nodes.feedstockVersion, at);
  }

  oneFeedstock(feedstock: FeedstockRecord): void {
    const published = this.feedstockNodes.get(feedstock.identifier);
    if (!published) return;
    write(published.cycle, { dataType: DataType.UInt32, value: feedstock.cycle.value }, feedstock.cycle.at);
    write(published.remaining, { dataType: DataType.Double, value: feedstock.remaining.value }, feedstock.remaining.at);
  }

  /** The alarm condition of this code, added (and announced by the Messages NodeVersion) the first time. */
  declareAlarm(code: string, at: Date): UAAlarmConditionEx {
    const known = this.alarmNodes.get(code);
    if (known) return known;
    const condition = addAlarm(this.nodes, code);
    this.alarmNodes.set(code, condition);
    bumpVersion(this.nodes.messagesVersion, at);
    return condition;
  }

  /**
   * A real AlarmConditionType: its variables change and it fires the condition's events. The
   * variables a client follows are written first, all with the time of the change, so that one
   * notification of the server carries them together (node-opcua would stamp each as it goes),
   * and a restart republishes them with the time they had.
   */
  alarm(alarm: AlarmRecord): void {
    const condition = this.declareAlarm(alarm.code, alarm.since);
    const { since: at, active } = alarm;
    write(condition.severity, { dataType: DataType.UInt16, value: alarm.severity }, at);
    write(condition.message, { dataType: DataType.LocalizedText, value: { text: alarm.message } }, at);
    write(condition.activeState.id, { dataType: DataType.Boolean, value: active }, at);
    const transitionTime = condition.activeState.getPropertyByName('TransitionTime') as UAVariable;
    write(transitionTime, { dataType: DataType.DateTime, value: at }, at);
    // The condition's own record of its state, which its events carry; its nodes already hold it.
    const branch = condition.currentBranch();
    branch.setActiveState(active);
    if (active) branch.setAckedState(false);
    condition.raiseNewCondition({ message: alarm.message, severity: alarm.severity, retain: active, time: at });
  }
}

/** UNECE's code as OPC 10000-8 numbers it: its characters' codes, one byte each. */
function unitId(unit: string): number {
  const code = UNITS[unit] ?? unit.toUpperCase().slice(0, 3);
  return [...code].reduce((id, character) => (id << 8) | character.charCodeAt(0), 0);
}
