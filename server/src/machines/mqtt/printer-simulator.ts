/**
 * A printer that publishes its state as Sparkplug B through an MQTT broker, as a shop-floor
 * gateway does for a machine: its birth, then a print from start to finish, layer by layer, and
 * an alarm when asked. The tests and the demo drive it; `pnpm --filter server mqtt:simulate`
 * runs one against a broker.
 */
import mqtt, { type MqttClient } from 'mqtt';
import { encodeMetrics } from './sparkplug.js';

export interface PrinterSimulatorOptions {
  brokerUrl: string;
  /** `spBv1.0/<group>/<edge node>/<device>`, as the connection's settings name it. */
  topic: string;
  username?: string;
  password?: string;
  ca?: string;
}

type Values = Parameters<typeof encodeMetrics>[0];

export class MqttPrinterSimulator {
  private client?: MqttClient;
  private seq = 0;
  private values: Values = { state: 'IDLE' };

  constructor(private readonly options: PrinterSimulatorOptions) {}

  async start(): Promise<void> {
    const { brokerUrl, username, password, ca } = this.options;
    this.client = await mqtt.connectAsync(brokerUrl, {
      clientId: `printer-simulator-${Math.random().toString(36).slice(2)}`,
      ...(username ? { username } : {}),
      ...(password ? { password } : {}),
      ...(ca ? { ca } : {}),
    });
    await this.publish('DBIRTH', this.values);
  }

  async stop(): Promise<void> {
    await this.client?.endAsync();
  }

  /** Publishes a change of metrics (a DDATA), at `at` or now. */
  async publish(kind: 'DBIRTH' | 'DDATA', changed: Values, at = new Date()): Promise<void> {
    this.values = { ...this.values, ...changed };
    const [, group, edge, device] = this.options.topic.split('/');
    const payload = encodeMetrics(kind === 'DBIRTH' ? this.values : changed, at, this.seq++ % 256);
    await this.client!.publishAsync(`spBv1.0/${group}/${kind}/${edge}/${device}`, Buffer.from(payload), { qos: 1 });
  }

  /** Prints `jobName` from its first layer to its last, `layerMs` apart. */
  async print(job: { id: string; jobName: string; totalLayers: number; layerMs: number }): Promise<void> {
    await this.publish('DDATA', {
      state: 'PRINTING',
      jobId: job.id,
      jobName: job.jobName,
      jobStatus: 'Running',
      totalLayers: job.totalLayers,
    });
    for (let layer = 1; layer <= job.totalLayers; layer++) {
      await new Promise((resolve) => setTimeout(resolve, job.layerMs));
      await this.publish('DDATA', { layer });
    }
    await this.publish('DDATA', { jobStatus: 'Ended', state: 'IDLE' });
  }

  async alarm(alarm: { code: string; message: string; severity: string; active: boolean }): Promise<void> {
    await this.publish('DDATA', {
      alarmCode: alarm.code,
      alarmMessage: alarm.message,
      alarmSeverity: alarm.severity,
      alarmActive: alarm.active,
    });
  }
}
