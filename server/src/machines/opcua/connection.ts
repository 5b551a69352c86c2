import { OPCUACertificateManager } from 'node-opcua-certificate-manager';
import {
  AttributeIds,
  type ClientMonitoredItemGroup,
  type ClientSession,
  type ClientSubscription,
  type DataValue,
  MessageSecurityMode,
  type NodeId,
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
 *
 * A subscription, once made, follows its nodes for as long as they are in the machine: a browse
 * for a run or an alarm that came adds the new nodes beside it. Stopping and reading again would
 * lose what happened in between (an alarm raised and cleared while the machine was browsed).
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
  private layout?: MachineLayout;
  /** The latest value of each node, by its NodeId: a browse may give a node another key. */
  private nodeValues = new Map<string, DataValue>();
  private versions: unknown[] = [];
  /** Notifications not yet applied, with the NodeId each is of. */
  private pending: [string, DataValue][] = [];
  /** The subscription's groups of monitored items, each with the nodes it follows. */
  private groups: { group: ClientMonitoredItemGroup; nodes: string[] }[] = [];
  private followed = new Set<string>();
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
    if (config.mode === 'subscribe') await this.subscribe();
    // The first read is the chain's first work: the notifications of what it follows wait for it.
    const first = this.browseAndRead(true);
    this.chain = first.catch(() => undefined);
    await first;
    if (config.mode === 'poll') this.schedulePoll();
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

  /**
   * Browses the machine and reads every node it has that no subscription followed yet. A new node
   * is followed before it is read, so a change after the read comes as a notification, together
   * with what the same step of the machine changed in the nodes already followed.
   */
  private async browseAndRead(replay: boolean): Promise<void> {
    this.layout = await browseMachine(this.session!, this.config.machineName);
    const nodes = this.layoutNodes();
    for (const node of this.nodeValues.keys()) if (!nodes.has(node)) this.nodeValues.delete(node);
    await this.read(this.subscription ? await this.monitor() : [...nodes.values()]);
    this.versions = VERSION_KEYS.map((key) => this.valueOf(key)?.value.value);
    this.handlers.onContact();
    this.handlers.onValues(this.layout, this.keyedValues(), replay);
  }

  private async read(nodeIds: NodeId[]): Promise<void> {
    if (nodeIds.length === 0) return;
    const read = await this.session!.read(nodeIds.map((nodeId) => ({ nodeId, attributeId: AttributeIds.Value })));
    nodeIds.forEach((nodeId, index) => this.nodeValues.set(nodeId.toString(), read[index]!));
  }

  /** The nodes of the layout, once each, by NodeId. */
  private layoutNodes(): Map<string, NodeId> {
    return new Map([...this.layout!.values.values()].map((nodeId) => [nodeId.toString(), nodeId]));
  }

  private valueOf(key: string): DataValue | undefined {
    const nodeId = this.layout!.values.get(key);
    return nodeId && this.nodeValues.get(nodeId.toString());
  }

  /** The machine's values now, by the keys of the layout. */
  private keyedValues(): Map<string, DataValue> {
    return new Map(
      [...this.layout!.values.keys()].flatMap((key) => {
        const value = this.valueOf(key);
        return value ? [[key, value] as const] : [];
      }),
    );
  }

  /** Runs after the previous work is done; a failure loses the connection rather than escaping. */
  private enqueue(work: () => Promise<void> | void): void {
    this.chain = this.chain.then(work).catch((error: unknown) => {
      if (!this.closing) this.lost(error instanceof Error ? error.message : String(error));
    });
  }

  private versionsChanged(): boolean {
    return VERSION_KEYS.some((key, index) => {
      const value = this.valueOf(key);
      return value !== undefined && value.value.value !== this.versions[index];
    });
  }

  private schedulePoll(): void {
    this.pollTimer = setTimeout(() => {
      this.enqueue(async () => {
        await this.read([...this.layoutNodes().values()]);
        this.handlers.onContact();
        if (this.versionsChanged()) await this.browseAndRead(false);
        else this.handlers.onValues(this.layout!, this.keyedValues(), false);
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
  }

  /**
   * Follows the nodes of the layout no group follows yet, in a group of their own, and ends the
   * groups whose nodes have all gone (a run the machine no longer lists). Answers the nodes added.
   */
  private async monitor(): Promise<NodeId[]> {
    const nodes = this.layoutNodes();
    const gone = this.groups.filter((each) => !each.nodes.some((node) => nodes.has(node)));
    this.groups = this.groups.filter((each) => !gone.includes(each));
    for (const each of gone) each.nodes.forEach((node) => this.followed.delete(node));
    await Promise.all(gone.map(({ group }) => group.terminate().catch(() => undefined)));
    const added = [...nodes].filter(([node]) => !this.followed.has(node));
    if (added.length === 0) return [];
    const group = await this.subscription!.monitorItems(
      added.map(([, nodeId]) => ({ nodeId, attributeId: AttributeIds.Value })),
      // Every change, queued: a layer that lasts less than a publishing interval still counts.
      { samplingInterval: 0, queueSize: 1000, discardOldest: false },
      TimestampsToReturn.Both,
    );
    const addedNodes = added.map(([node]) => node);
    this.groups.push({ group, nodes: addedNodes });
    for (const node of addedNodes) this.followed.add(node);
    group.on('changed', (_item, dataValue, index) => {
      this.pending.push([addedNodes[index]!, dataValue]);
      // The notifications of one publish arrive in one turn of the event loop: handle them together.
      if (this.pending.length === 1) setImmediate(() => this.enqueue(() => this.flush()));
    });
    return added.map(([, nodeId]) => nodeId);
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
      for (const [node, dataValue] of pending.slice(start, end)) {
        const held = this.nodeValues.get(node);
        // A notification older than the value held (queued before the node was read) is history already seen.
        if (!held || time(dataValue) >= time(held)) this.nodeValues.set(node, dataValue);
      }
      this.handlers.onValues(this.layout!, this.keyedValues(), false);
      start = end;
    }
    // Runs, feedstock or alarms came or went: browse again, once every change of this publish was
    // applied, so that what the nodes already followed showed in between is not lost.
    if (this.versionsChanged()) {
      await this.browseAndRead(false);
    }
  }
}

function time(dataValue: DataValue): number {
  return (dataValue.sourceTimestamp ?? dataValue.serverTimestamp)?.getTime() ?? 0;
}
