import { randomUUID } from 'node:crypto';
import { OPCUACertificateManager } from 'node-opcua-certificate-manager';
import { nodesets } from 'node-opcua-nodesets';
import { OPCUAServer, RegisterServerMethod } from 'node-opcua-server';
import type { ItemState, RunState } from './information-model.js';
import {
  type AlarmRecord,
  type AlarmSpec,
  type BuildPlan,
  type FeedstockRecord,
  PublishedMachine,
  type RunRecord,
  type Stamped,
} from './published-machine.js';
import { buildMachine } from './simulator-address-space.js';

/**
 * An OPC UA server that plays an AM machine's builds through the subset of OPC 40540 the adapter
 * reads. Tests drive it step by step (`startBuild`, `layer`, `raiseAlarm`, `finish`); `play` runs a
 * whole build on a timer. The machine's state lives in this object, not in the server: `stop` and
 * `start` restart the OPC UA server on the same port with the same build and the same timestamps,
 * as a machine whose controller restarts its OPC UA server while it prints.
 */

export interface SimulatorOptions {
  /** 0 takes a free port on the first start; a restart keeps it. */
  port: number;
  /** The folder of the server's certificates: a temp dir in tests, under the data dir otherwise. */
  pkiDir: string;
  machineName?: string;
  /** The pause between two steps of `play`. */
  stepMs?: number;
  /** What each layer takes from every loaded feedstock. */
  feedstockPerLayer?: number;
  /** The alarm conditions the machine declares from the start (raising another code adds it). */
  alarmCodes?: string[];
  /** When given, only these may sign in; otherwise anonymous sessions are allowed too. */
  user?: { username: string; password: string };
}

export class AmMachineSimulator {
  private server?: OPCUAServer;
  private published?: PublishedMachine;
  private port: number;
  private lastTick = 0;
  private itemState: Stamped<ItemState>;
  /** When the machine was switched on: the time of what it publishes before anything happens. */
  private readonly startedAt: Date;
  private readonly runs: RunRecord[] = [];
  private readonly feedstock: FeedstockRecord[] = [];
  private readonly alarms = new Map<string, AlarmRecord>();

  constructor(private readonly options: SimulatorOptions) {
    this.port = options.port;
    this.startedAt = this.tick();
    this.itemState = { value: 'NotExecuting', at: this.startedAt };
  }

  get endpointUrl(): string {
    return `opc.tcp://localhost:${this.port}`;
  }

  async start(): Promise<void> {
    const certificateManager = new OPCUACertificateManager({
      rootFolder: this.options.pkiDir,
      automaticallyAcceptUnknownCertificate: true,
    });
    const { user } = this.options;
    const server = new OPCUAServer({
      port: this.port,
      hostname: 'localhost',
      host: '127.0.0.1',
      registerServerMethod: RegisterServerMethod.HIDDEN,
      // The nodesets OPC 40540 builds on; its own types are declared by simulator-address-space.ts.
      nodeset_filename: [
        nodesets.standard,
        nodesets.di,
        nodesets.ia,
        nodesets.machinery,
        nodesets.isa95JobControl,
        nodesets.machineryJobs,
        nodesets.machineTool,
      ],
      serverCertificateManager: certificateManager,
      userCertificateManager: certificateManager,
      allowAnonymous: !user,
      userManager: {
        isValidUser: (username: string, password: string) =>
          user !== undefined && username === user.username && password === user.password,
      },
      buildInfo: { productName: 'AM machine simulator', manufacturerName: 'AM Platform' },
    });
    await server.initialize();
    this.published = new PublishedMachine(buildMachine(server.engine.addressSpace!, this.options.machineName ?? 'AM-Simulator'));
    this.republish(this.published);
    await server.start();
    this.port = server.endpoints[0]!.port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    this.published = undefined;
    if (!server) return;
    await server.shutdown(0);
    await server.serverCertificateManager.dispose();
  }

  /** Loads feedstock: a new cycle of the one with this identifier, or a new one. The quantity is taken as given, even negative. */
  loadFeedstock(feedstock: { identifier: string; name: string; quantity: number; unit: string }): void {
    const at = this.tick();
    const known = this.feedstock.find((each) => each.identifier === feedstock.identifier);
    if (known) {
      known.remaining = { value: feedstock.quantity, at };
      known.cycle = { value: known.cycle.value + 1, at };
    } else {
      this.feedstock.push({ ...feedstock, remaining: { value: feedstock.quantity, at }, cycle: { value: 1, at } });
    }
    this.published?.feedstock(this.feedstock, at);
  }

  /** Starts a run of a job; returns its run id. */
  startBuild(plan: BuildPlan): string {
    const at = this.tick();
    const run: RunRecord = {
      runId: randomUUID(),
      ...plan,
      layer: { value: 0, at },
      state: { value: 'Running', at },
    };
    this.runs.push(run);
    this.itemState = { value: 'Executing', at };
    this.published?.runs(this.runs, at);
    this.published?.itemState(this.itemState);
    return run.runId;
  }

  /** The current run completed layer `n` (written as given: a faulty machine may count past the plan). */
  layer(n: number): void {
    const at = this.tick();
    const run = this.currentRun();
    run.layer = { value: n, at };
    for (const feedstock of this.feedstock) {
      feedstock.remaining = { value: Math.max(0, feedstock.remaining.value - (this.options.feedstockPerLayer ?? 0.25)), at };
    }
    this.published?.run(run);
    for (const feedstock of this.feedstock) this.published?.oneFeedstock(feedstock);
  }

  pause(): void {
    this.setRunState('Interrupted', 'NotExecuting');
  }

  resume(): void {
    this.setRunState('Running', 'Executing');
  }

  finish(): void {
    this.setRunState('Ended', 'NotExecuting');
  }

  abort(): void {
    this.setRunState('Aborted', 'NotExecuting');
  }

  raiseAlarm(alarm: AlarmSpec): void {
    const raised = { ...alarm, active: true, since: this.tick() };
    this.alarms.set(alarm.code, raised);
    this.published?.alarm(raised);
  }

  clearAlarm(code: string): void {
    const alarm = this.alarms.get(code);
    if (!alarm) throw new Error(`No alarm ${code} was raised`);
    const cleared = { ...alarm, active: false, since: this.tick() };
    this.alarms.set(code, cleared);
    this.published?.alarm(cleared);
  }

  /**
   * Plays a whole build on a timer, a step every `stepMs`: start, each layer, `alarm` raised after
   * `alarmAtLayer` and cleared a step later, then finish (or abort after `abortAtLayer`). The build
   * goes on while the server is stopped, as a printer's does. Resolves with the run id at the end.
   */
  async play(plan: BuildPlan & { alarm?: AlarmSpec; alarmAtLayer?: number; abortAtLayer?: number }): Promise<string> {
    const runId = this.startBuild(plan);
    for (let layer = 1; layer <= plan.totalLayers; layer++) {
      await this.pauseStep();
      this.layer(layer);
      if (plan.abortAtLayer === layer) {
        await this.pauseStep();
        this.abort();
        return runId;
      }
      if (plan.alarm && plan.alarmAtLayer === layer) {
        await this.pauseStep();
        this.raiseAlarm(plan.alarm);
        await this.pauseStep();
        this.clearAlarm(plan.alarm.code);
      }
    }
    await this.pauseStep();
    this.finish();
    return runId;
  }

  private pauseStep(): Promise<void> {
    return new Promise((resolve) => setTimeout(resolve, this.options.stepMs ?? 1000));
  }

  /** Now, but always after the previous step: each step of the machine has a timestamp of its own. */
  private tick(): Date {
    this.lastTick = Math.max(Date.now(), this.lastTick + 1);
    return new Date(this.lastTick);
  }

  private currentRun(): RunRecord {
    const run = this.runs.at(-1);
    if (!run) throw new Error('No build was started');
    return run;
  }

  private setRunState(state: RunState, itemState: ItemState): void {
    const at = this.tick();
    const run = this.currentRun();
    run.state = { value: state, at };
    this.itemState = { value: itemState, at };
    this.published?.run(run);
    this.published?.itemState(this.itemState);
  }

  /** Publishes the whole machine into a fresh address space, with the timestamps it had. */
  private republish(published: PublishedMachine): void {
    published.operationMode('Processing', this.startedAt);
    published.itemState(this.itemState);
    published.runs(this.runs, this.runs.at(-1)?.state.at ?? this.startedAt);
    published.feedstock(this.feedstock, this.feedstock.at(-1)?.cycle.at ?? this.startedAt);
    for (const code of this.options.alarmCodes ?? []) published.declareAlarm(code, this.startedAt);
    for (const alarm of this.alarms.values()) published.alarm(alarm);
  }
}
