import { OPCUACertificateManager } from 'node-opcua-certificate-manager';
import {
  AttributeIds,
  type ClientMonitoredItemGroup,
  type ClientSession,
  type ClientSubscription,
  type DataValue,
  MessageSecurityMode,
  OPCUAClient,
  SecurityPolicy,
  TimestampsToReturn,
  type UserIdentityInfo,
  UserTokenType,
} from 'node-opcua-client';
import { browseMachine, type MachineLayout, VERSION_KEYS } from './browse-machine.js';

/**
 * One connection of the adapter to a machine's server: connect, open a session, browse the
 * machine, read it whole, then follow it by subscription or by polling, handing each new set of
 * values to `onValues`. It never reconnects itself: when the connection is lost, `closed`
 * resolves with why, and the adapter opens a new one.
 */

export interface ConnectionConfig {
  endpointUrl: string;
  pkiDir: string;
  username?: string;
  password?: string;
  securityMode?: 'None' | 'Sign' | 'SignAndEncrypt';
  mode: 'subscribe' | 'poll';
  pollMs?: number;
  /** Which machine under Machines, when the server has several; the first otherwise. */
  machineName?: string;
}

export interface ConnectionHandlers {
  /** The machine's values now; `replay` on the first read of a connection. */
  onValues(layout: MachineLayout, values: Map<string, DataValue>, replay: boolean): void;
  onContact(): void;
}

/** The fastest a subscription reports: node-opcua's servers publish no faster than every 50 ms. */
const PUBLISHING_MS = 50;

export class MachineConnection {
  readonly closed: Promise<string>;
  private lost!: (why: string) => void;
  private client?: OPCUAClient;
  private certificateManager?: OPCUACertificateManager;
  private session?: ClientSession;
  private subscription?: ClientSubscription;
  private group?: ClientMonitoredItemGroup;
  private layout?: MachineLayout;
  private values = new Map<string, DataValue>();
  private versions: unknown[] = [];
  private pending: [string, DataValue][] = [];
  private chain = Promise.resolve();
  private pollTimer?: NodeJS.Timeout;
  private closing = false;
  private closingDone?: Promise<void>;

  constructor(
    private readonly config: ConnectionConfig,
    private readonly handlers: ConnectionHandlers,
  ) {
    this.closed = new Promise((resolve) => {
      this.lost = (why) => {
        resolve(why);
      };
    });
  }

  async open(): Promise<void> {
    const { config } = this;
    const secure = config.securityMode && config.securityMode !== 'None';
    this.certificateManager = new OPCUACertificateManager({
      rootFolder: config.pkiDir,
      // A machine's self-signed certificate is trusted on first use, as most shop-floor servers need.
      automaticallyAcceptUnknownCertificate: true,
    });
    this.client = OPCUAClient.create({
      applicationName: 'AM Platform machine adapter',
      clientCertificateManager: this.certificateManager,
      endpointMustExist: false,
      securityMode: secure ? MessageSecurityMode[config.securityMode!] : MessageSecurityMode.None,
      securityPolicy: secure ? SecurityPolicy.Basic256Sha256 : SecurityPolicy.None,
      // The adapter retries with its own backoff, from a new client, so node-opcua gives up at once.
      connectionStrategy: { maxRetry: 0, initialDelay: 100, maxDelay: 200 },
    });
    this.client.on('connection_lost', () => this.lost('The connection to the machine was lost'));
    await this.client.connect(config.endpointUrl);
    const identity: UserIdentityInfo = config.username
      ? { type: UserTokenType.UserName, userName: config.username, password: config.password ?? '' }
      : { type: UserTokenType.Anonymous };
    this.session = await this.client.createSession(identity);
    await this.browseAndRead(true);
    if (config.mode === 'subscribe') await this.subscribe();
    else this.schedulePoll();
  }

  close(): Promise<void> {
    this.closingDone ??= this.shutDown();
    return this.closingDone;
  }

  private async shutDown(): Promise<void> {
    this.closing = true;
    this.lost('closed');
    clearTimeout(this.pollTimer);
    await this.chain;
    // A server that is gone answers nothing: close what it shares only while it is there.
    const reachable = this.client?.isReconnecting === false && this.session !== undefined;
    if (reachable) await this.session!.close(true).catch(() => undefined);
    await this.client?.disconnect().catch(() => undefined);
    await this.certificateManager?.dispose();
  }

  private async browseAndRead(replay: boolean): Promise<void> {
    this.layout = await browseMachine(this.session!, this.config.machineName);
    this.values = await this.readAll();
    this.versions = VERSION_KEYS.map((key) => this.values.get(key)?.value.value);
    this.handlers.onContact();
    this.handlers.onValues(this.layout, this.values, replay);
  }

  private async readAll(): Promise<Map<string, DataValue>> {
    const keys = [...this.layout!.values.keys()];
    const read = await this.session!.read(
      keys.map((key) => ({ nodeId: this.layout!.values.get(key)!, attributeId: AttributeIds.Value })),
    );
    return new Map(keys.map((key, index) => [key, read[index]!]));
  }

  /** Runs after the previous work is done; a failure loses the connection rather than escaping. */
  private enqueue(work: () => Promise<void> | void): void {
    this.chain = this.chain.then(work).catch((error: unknown) => {
      if (!this.closing) this.lost(error instanceof Error ? error.message : String(error));
    });
  }

  private versionsChanged(values: Map<string, DataValue>): boolean {
    return VERSION_KEYS.some((key, index) => values.has(key) && values.get(key)!.value.value !== this.versions[index]);
  }

  private schedulePoll(): void {
    this.pollTimer = setTimeout(() => {
      this.enqueue(async () => {
        const values = await this.readAll();
        this.handlers.onContact();
        if (this.versionsChanged(values)) {
          await this.browseAndRead(false);
        } else {
          this.values = values;
          this.handlers.onValues(this.layout!, values, false);
        }
        if (!this.closing) this.schedulePoll();
      });
    }, this.config.pollMs ?? 1000);
  }

  private async subscribe(): Promise<void> {
    this.subscription = await this.session!.createSubscription2({
      requestedPublishingInterval: PUBLISHING_MS,
      requestedMaxKeepAliveCount: 20,
      requestedLifetimeCount: 200,
      publishingEnabled: true,
    });
    this.subscription.on('keepalive', () => this.handlers.onContact());
    await this.monitor();
  }

  private async monitor(): Promise<void> {
    await this.group?.terminate().catch(() => undefined);
    const keys = [...this.layout!.values.keys()];
    this.group = await this.subscription!.monitorItems(
      keys.map((key) => ({ nodeId: this.layout!.values.get(key)!, attributeId: AttributeIds.Value })),
      // Every change, queued: a layer that lasts less than a publishing interval still counts.
      { samplingInterval: 0, queueSize: 1000, discardOldest: false },
      TimestampsToReturn.Both,
    );
    this.group.on('changed', (_item, dataValue, index) => {
      this.pending.push([keys[index]!, dataValue]);
      // The notifications of one publish arrive in one turn of the event loop: handle them together.
      if (this.pending.length === 1) setImmediate(() => this.enqueue(() => this.flush()));
    });
  }

  /**
   * Applies a publish's changes in the order of their source timestamps, one timestamp at a time:
   * the changes a machine makes in one step carry one timestamp, and are one snapshot.
   */
  private async flush(): Promise<void> {
    const pending = this.pending.sort(([, a], [, b]) => time(a) - time(b));
    this.pending = [];
    this.handlers.onContact();
    for (let start = 0; start < pending.length;) {
      let end = start;
      while (end < pending.length && time(pending[end]![1]) === time(pending[start]![1])) end++;
      const values = new Map(this.values);
      for (const [key, dataValue] of pending.slice(start, end)) {
        // A notification older than the value held (queued before a full read) is history already seen.
        if (!values.has(key) || time(dataValue) >= time(values.get(key)!)) values.set(key, dataValue);
      }
      this.values = values;
      this.handlers.onValues(this.layout!, values, false);
      start = end;
    }
    // Runs, feedstock or alarms came or went: browse again, once every change of this publish was
    // applied, so that what the nodes already followed showed in between is not lost.
    if (this.versionsChanged(this.values)) {
      await this.browseAndRead(false);
      await this.monitor();
    }
  }
}

function time(dataValue: DataValue): number {
  return (dataValue.sourceTimestamp ?? dataValue.serverTimestamp)?.getTime() ?? 0;
}
