/**
 * The MQTT adapter of one machine: subscribes through the facility's broker (mqtt:// or mqtts://,
 * with the connection's user name and password) to the machine's topic and reports canonical
 * events and its own health. Two layouts, by the topic the settings give:
 *
 * - `spBv1.0/<group>/<edge node>/<device>`: the device's Sparkplug B births and data
 *   (`spBv1.0/<group>/DBIRTH|DDATA/<edge node>/<device>`), read by `sparkplug.ts`;
 * - any other topic `<t>`: canonical events as JSON on `<t>/events`, one or an array per message,
 *   from a gateway that speaks the platform's model.
 *
 * The client reconnects by itself (every second) and resubscribes; the broker keeps what was
 * published at QoS 1 for the adapter's persistent session while it was away. A garbage message is
 * a health error and no event; nothing a message holds makes the adapter throw.
 */
import { hostname } from 'node:os';
import mqtt, { type MqttClient } from 'mqtt';
import { type MachineEvent, readMachineEvent } from '../events.js';
import { emptyDeviceMemory, sparkplugEvents } from './sparkplug.js';

export interface MqttAdapterSettings {
  equipmentId: number;
  address: string;
  topic: string;
  username: string;
  password: string | undefined;
  /** The broker's certificate authority, where it is not one the system trusts (tests). */
  ca?: string;
}

interface Callbacks {
  onEvent(event: MachineEvent): void;
  onHealth(health: { connected: boolean; lastContactAt?: string; error?: string }): void;
}

const SPARKPLUG = /^spBv1\.0\/([^/]+)\/([^/]+)\/([^/]+)$/;

/** The topics to subscribe to for a connection's topic. */
function subscriptionsOf(topic: string): string[] {
  const sparkplug = SPARKPLUG.exec(topic);
  if (!sparkplug) return [`${topic}/events`];
  const [, group, edge, device] = sparkplug;
  return ['DBIRTH', 'DDATA'].map((kind) => `spBv1.0/${group}/${kind}/${edge}/${device}`);
}

export class MqttMachineAdapter {
  private client?: MqttClient;
  private readonly memory = emptyDeviceMemory();

  constructor(
    private readonly settings: MqttAdapterSettings,
    private readonly callbacks: Callbacks,
  ) {}

  start(): void {
    const { address, username, password, equipmentId, ca } = this.settings;
    this.client = mqtt.connect(address, {
      // Stable across this server's restarts (the broker keeps its session), apart from another
      // server's adapter of the same machine (a broker drops a client whose id connects again).
      clientId: `am-platform-${hostname()}-machine-${equipmentId}`,
      clean: false,
      reconnectPeriod: 1000,
      connectTimeout: 10_000,
      ...(username ? { username } : {}),
      ...(password ? { password } : {}),
      ...(ca ? { ca } : {}),
    });
    this.client.on('connect', () => {
      this.client!.subscribe(subscriptionsOf(this.settings.topic), { qos: 1 }, (error) => {
        if (error) this.health({ connected: true, error: `Subscribing failed: ${error.message}` });
      });
      this.health({ connected: true });
    });
    this.client.on('message', (topic, payload) => this.read(topic, payload));
    this.client.on('error', (error) => this.health({ connected: false, error: error.message }));
    this.client.on('offline', () => this.health({ connected: false, error: 'The broker cannot be reached' }));
  }

  async stop(): Promise<void> {
    await this.client?.endAsync(true);
    this.health({ connected: false });
  }

  private read(topic: string, payload: Buffer): void {
    const lastContactAt = new Date().toISOString();
    const { events, errors } = topic.startsWith('spBv1.0/')
      ? sparkplugEvents(this.memory, payload, {
          machineId: this.settings.equipmentId,
          source: `mqtt:${this.settings.topic}`,
          birth: topic.includes('/DBIRTH/'),
        })
      : this.jsonEvents(payload);
    for (const event of events) this.callbacks.onEvent(event);
    this.health({ connected: true, lastContactAt, ...(errors.length ? { error: `${topic}: ${errors.join('; ')}` } : {}) });
  }

  private jsonEvents(payload: Buffer): { events: MachineEvent[]; errors: string[] } {
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload.toString('utf8'));
    } catch {
      return { events: [], errors: ['The message is not JSON'] };
    }
    const events: MachineEvent[] = [];
    const errors: string[] = [];
    for (const [index, each] of (Array.isArray(parsed) ? parsed : [parsed]).entries()) {
      const read = readMachineEvent({ machineId: this.settings.equipmentId, ...(each as object) });
      if (!read.event) errors.push(`event ${index}: ${read.errors.join('; ')}`);
      else if (read.event.machineId !== this.settings.equipmentId)
        errors.push(`event ${index}: it is for machine ${read.event.machineId}`);
      else events.push(read.event);
    }
    return { events, errors };
  }

  private health(health: { connected: boolean; lastContactAt?: string; error?: string }): void {
    this.callbacks.onHealth(health);
  }
}
