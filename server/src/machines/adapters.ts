/**
 * The server's machine adapters: one per enabled OPC UA or MQTT connection, started with the
 * server, started again when its settings change (a change through this server at once, through
 * another within a sync), stopped when it is removed or disabled. Each hands what it reports to
 * the machine's own queue, so that a machine's events are stored in the order it reported them.
 * Before it connects, its address is checked against the machine networks once more: the
 * networks are the server's to set, and a host may resolve elsewhere since it was saved.
 */
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { Poller } from '../background/poller.js';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { HttpError } from '../http/errors.js';
import { checkMachineAddress, passwordOf } from './connections.js';
import type { MachineEvent } from './events.js';
import { MqttMachineAdapter } from './mqtt/adapter.js';
import { recordHealth, recordMachineEvent, sourceOf, type MachineSource } from './record.js';

/** Settings made elsewhere reach this server's adapters within this time. */
const SYNC_MS = 30_000;
/** Contact alone is written at most this often: the live page shows a machine offline after a minute without it. */
const CONTACT_WRITE_MS = 10_000;

interface AdapterHealth {
  connected: boolean;
  lastContactAt?: string;
  error?: string;
}

interface Adapter {
  start(): void;
  stop(): Promise<void>;
}

interface AdapterSettings {
  connectionId: number;
  equipmentId: number;
  address: string;
  mode: 'SUBSCRIBE' | 'POLL';
  topic: string;
  username: string;
  password: string | undefined;
  /** When the platform last heard the machine: what it did since is reported (a restart loses nothing). */
  since: string;
}

type Callbacks = { onEvent(event: MachineEvent): void; onHealth(health: AdapterHealth): void };

type AdaptersConfig = Pick<AppConfig, 'appSecret' | 'dataDir' | 'machineNetworks'>;

export class MachineAdapters {
  private readonly running = new Map<number, { version: number; adapter: Adapter }>();
  private readonly poller: Poller;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly config: AdaptersConfig,
  ) {
    this.poller = new Poller(() => this.sync(), log, 'syncing the machine adapters failed', SYNC_MS);
  }

  start(): void {
    this.poller.start();
    this.poller.kick();
  }

  /** A connection changed: follow it now. */
  kick(): void {
    this.poller.kick();
  }

  async stop(): Promise<void> {
    await this.poller.stop();
    await Promise.all([...this.running.values()].map(({ adapter }) => adapter.stop()));
    this.running.clear();
  }

  private async sync(): Promise<void> {
    const { db } = this;
    const { appSecret, machineNetworks } = this.config;
    const rows = await db
      .selectFrom('machine_connections')
      .selectAll()
      .where('enabled', '=', true)
      .where('protocol', 'in', ['OPCUA', 'MQTT'])
      .execute();
    const wanted = new Map(rows.map((row) => [row.id, row]));
    for (const [id, { version, adapter }] of this.running) {
      if (wanted.get(id)?.updated_at.getTime() === version) continue;
      await adapter.stop();
      this.running.delete(id);
    }
    for (const row of rows) {
      if (this.running.has(row.id)) continue;
      const source = sourceOf(row);
      const callbacks = this.callbacksFor(source);
      const last = await db
        .selectFrom('machine_events')
        .select((eb) => eb.fn.max('occurred_at').as('at'))
        .where('equipment_id', '=', row.equipment_id)
        .executeTakeFirst();
      const settings: AdapterSettings = {
        connectionId: row.id,
        equipmentId: row.equipment_id,
        address: row.address,
        mode: row.mode,
        topic: row.topic,
        username: row.username,
        password: passwordOf(appSecret, row.secret),
        since: new Date(last?.at ?? row.updated_at).toISOString(),
      };
      try {
        await checkMachineAddress(row.address, machineNetworks, [new URL(row.address).protocol]);
      } catch (error) {
        callbacks.onHealth({ connected: false, error: error instanceof HttpError ? error.message : String(error) });
        continue;
      }
      const adapter =
        row.protocol === 'OPCUA' ? await this.opcUa(settings, callbacks) : new MqttMachineAdapter(settings, callbacks);
      adapter.start();
      this.running.set(row.id, { version: row.updated_at.getTime(), adapter });
    }
  }

  /**
   * node-opcua loads with the first OPC UA machine: a server without one never pays for it, nor
   * for the key pair it makes at load to check the runtime's RSA.
   */
  private async opcUa(settings: AdapterSettings, callbacks: Callbacks): Promise<Adapter> {
    const { OpcUaMachineAdapter } = await import('./opcua/adapter.js');
    return new OpcUaMachineAdapter(
      {
        endpointUrl: settings.address,
        machineId: settings.equipmentId,
        pkiDir: path.join(this.config.dataDir, 'opcua-pki'),
        username: settings.username || undefined,
        password: settings.password,
        mode: settings.mode === 'POLL' ? 'poll' : 'subscribe',
        since: settings.since,
      },
      callbacks,
    );
  }

  /** Where an adapter's reports go: the machine's queue, in order; contact alone is written every few seconds. */
  private callbacksFor(source: MachineSource): Callbacks {
    const { db, log } = this;
    let queue = Promise.resolve();
    let written: { connected: boolean; error?: string; at: number } | undefined;
    const enqueue = (work: () => Promise<unknown>, what: string) => {
      queue = queue.then(work).then(
        () => undefined,
        (error: unknown) => log.error({ err: error, equipmentId: source.equipmentId }, `${what} failed`),
      );
    };
    return {
      onEvent: (event) =>
        enqueue(() => recordMachineEvent(db, source, { ...event, machineId: source.equipmentId }), 'storing a machine event'),
      onHealth: (health) => {
        const now = Date.now();
        const same = written && written.connected === health.connected && written.error === health.error;
        if (same && now - written!.at < CONTACT_WRITE_MS) return;
        written = { connected: health.connected, error: health.error, at: now };
        enqueue(() => recordHealth(db, source.equipmentId, health), 'recording a machine adapter’s health');
      },
    };
  }
}
