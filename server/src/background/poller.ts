import type { FastifyBaseLogger } from 'fastify';

const POLL_MS = 2000;

/**
 * Runs `work` off the request path, one run at a time: every two seconds (or `everyMs`) once started, and at
 * once when kicked (a request that queued something kicks it after its answer went out). The
 * outbox and the account-request queue poll their tables with it, so a server also picks up
 * what another left when it stopped.
 */
export class Poller {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly work: () => Promise<void>,
    private readonly log: FastifyBaseLogger,
    private readonly failure: string,
    private readonly everyMs = POLL_MS,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.kick(), this.everyMs);
    this.timer.unref();
    this.kick();
  }

  /** Stops polling and waits for a run in progress. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Starts a run unless one is in progress. */
  kick(): void {
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
