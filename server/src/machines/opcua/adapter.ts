import { type MachineEvent, readMachineEvent } from '../events.js';
import { MachineConnection, type ConnectionConfig } from './connection.js';
import { deriveEvents, emptyMemory } from './derive-events.js';
import { readSnapshot } from './snapshot.js';

/**
 * The OPC UA adapter of one machine: follows its server (OPC 40540, the subset in
 * docs/machine-events.md) and reports canonical events and its own health. It connects, and on
 * any failure or a lost connection starts over after a backoff, re-reporting the machine's current
 * state with the sourceIds it had, so that storage can drop what it already has. Nothing the
 * server sends makes it throw: a malformed value is a health error and no event.
 */

export interface OpcUaAdapterConfig extends ConnectionConfig {
  /** The platform's equipment id of the machine. */
  machineId: number;
  /** When the platform last heard the machine (ISO): runs that ended since are reported on the first read. */
  since?: string;
  /** The first wait before connecting again, doubled after each failure up to maxMs. */
  retry?: { initialMs: number; maxMs: number };
}

export interface AdapterHealth {
  connected: boolean;
  /** The last time the server answered (ISO). */
  lastContactAt?: string;
  /** Why the adapter is not connected, or what was wrong with the last values read. */
  error?: string;
}

export interface AdapterCallbacks {
  onEvent(event: MachineEvent): void;
  onHealth?(health: AdapterHealth): void;
}

export class OpcUaMachineAdapter {
  private readonly memory = emptyMemory();
  private current: AdapterHealth = { connected: false };
  private stopped = false;
  private loop?: Promise<void>;
  private connection?: MachineConnection;
  private wake?: () => void;

  constructor(
    private readonly config: OpcUaAdapterConfig,
    private readonly callbacks: AdapterCallbacks,
  ) {}

  get health(): AdapterHealth {
    return this.current;
  }

  start(): void {
    this.loop ??= this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    await this.connection?.close();
    await this.loop;
  }

  private async run(): Promise<void> {
    const { initialMs, maxMs } = this.config.retry ?? { initialMs: 1000, maxMs: 30_000 };
    let delay = initialMs;
    while (!this.stopped) {
      const connection = new MachineConnection(this.config, {
        onValues: (layout, values, replay) => {
          const { snapshot, errors } = readSnapshot(layout, values);
          this.emit(snapshot, errors, replay);
        },
        onContact: () => this.report({ lastContactAt: new Date().toISOString() }),
      });
      this.connection = connection;
      let why: string;
      try {
        await connection.open();
        delay = initialMs;
        this.report({ connected: true, error: undefined });
        why = await connection.closed;
      } catch (error) {
        why = error instanceof Error ? error.message : String(error);
      }
      await connection.close();
      if (this.stopped) break;
      this.report({ connected: false, error: why });
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delay);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      delay = Math.min(delay * 2, maxMs);
    }
    this.report({ connected: false, error: undefined });
  }

  private emit(snapshot: ReturnType<typeof readSnapshot>['snapshot'], readErrors: string[], replay: boolean): void {
    const context = {
      machineId: this.config.machineId,
      source: `opcua:${this.config.endpointUrl}`,
      replay,
      since: this.config.since,
    };
    const { events, errors } = deriveEvents(this.memory, snapshot, context);
    const problems = [...readErrors, ...errors];
    for (const event of events) {
      // The last guard: an event the model refuses is a bug to report, never one to send.
      const read = readMachineEvent(event);
      if (!read.event) {
        problems.push(`${event.type} ${event.sourceId}: ${read.errors.join('; ')}`);
        continue;
      }
      try {
        this.callbacks.onEvent(read.event);
      } catch (error) {
        problems.push(`Handling ${event.sourceId} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    this.report({ error: problems.length > 0 ? problems.join('; ') : undefined });
  }

  private report(change: Partial<AdapterHealth>): void {
    const next = { ...this.current, ...change };
    if (next.error === undefined) delete next.error;
    this.current = next;
    this.callbacks.onHealth?.(next);
  }
}
