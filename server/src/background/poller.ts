import type { FastifyBaseLogger } from 'fastify';

const POLL_MS = 2000;

/**
 * Runs `work` off the request path, one run at a time: every two seconds (or `everyMs`) once started, and at
 * once when kicked (a request that queued something kicks it after its answer went out). The
 * outbox and the account-request queue poll their tables with it, so a server also picks up
 * what another left when it stopped.
 */
export class Poller {
  /** The process's started pollers, for holdAll(). */
  private static readonly started = new Set<Poller>();

  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  /** How many holdAll() calls hold this poller; while any does, neither its clock nor a kick starts a run. */
  private holds = 0;
  /** A run was asked for while held: it is made on release. */
  private missed = false;

  constructor(
    private readonly work: () => Promise<void>,
    private readonly log: FastifyBaseLogger,
    private readonly failure: string,
    private readonly everyMs = POLL_MS,
  ) {}

  /**
   * Holds every started poller of the process still until the returned function is called,
   * once the runs in progress have ended. A test that asserts that nothing happened in the
   * background needs this: stopping a request's kick leaves the pollers' clocks, which on a
   * loaded machine do the queued work between two reads. What a poller was asked to do
   * meanwhile it does on release.
   */
  static async holdAll(): Promise<() => void> {
    const held = [...Poller.started];
    for (const poller of held) poller.holds++;
    await Promise.all(held.map((poller) => poller.running));
    let released = false;
    return () => {
      if (released) return;
      released = true;
      for (const poller of held) {
        poller.holds--;
        if (poller.holds === 0 && poller.missed) {
          poller.missed = false;
          if (poller.timer) poller.kick();
        }
      }
    };
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.kick(), this.everyMs);
    this.timer.unref();
    Poller.started.add(this);
    this.kick();
  }

  /** Stops polling and waits for a run in progress. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    Poller.started.delete(this);
    await this.running;
  }

  /** Starts a run unless one is in progress (or the poller is held: then on release). */
  kick(): void {
    if (this.holds > 0) {
      this.missed = true;
      return;
    }
    this.running ??= this.work()
      .catch((err: unknown) => this.log.error({ err }, this.failure))
      .finally(() => {
        this.running = undefined;
      });
  }

  /** Waits for a run in progress. */
  async idle(): Promise<void> {
    await this.running;
  }
}
