import type { FastifyBaseLogger } from 'fastify';
import { CompiledQuery } from 'kysely';
import PgBoss from 'pg-boss';
import type { Db } from '../../db/database.js';

const QUEUE = 'file-operations';

/**
 * The durable queue of file operations: pg-boss, in the platform's own database (both
 * engines), through the same connections as the rest of the server. A job holds only the
 * operation's id; accepted operations survive a restart (a job a killed server was running
 * expires and is retried), and several servers share the work. `run` must be idempotent: an
 * operation already finished is skipped.
 */
export class FileOperationQueue {
  private boss: PgBoss | undefined;
  private starting: Promise<PgBoss> | undefined;
  private workerIds: string[] = [];

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly run: (operationId: number) => Promise<void>,
    private readonly options: { workers: number; expireInSeconds: number },
  ) {}

  /** Starts pg-boss and the workers, once; the first enqueue does it too. */
  start(): Promise<PgBoss> {
    this.starting ??= this.startBoss();
    return this.starting;
  }

  private async startBoss(): Promise<PgBoss> {
    const boss = new PgBoss({
      db: { executeSql: (text, values) => this.db.executeQuery(CompiledQuery.raw(text, values ?? [])) },
      schema: 'pgboss',
      // Maintenance fails jobs whose server died (their expiry passed), so they are retried soon.
      maintenanceIntervalSeconds: 10,
    });
    boss.on('error', (error) => this.log.error({ err: error }, 'file operation queue error'));
    await boss.start();
    await boss.createQueue(QUEUE, {
      name: QUEUE,
      retryLimit: 2,
      retryDelay: 2,
      expireInSeconds: this.options.expireInSeconds,
    });
    for (let i = 0; i < this.options.workers; i += 1) {
      this.workerIds.push(
        await boss.work<{ operationId: number }>(QUEUE, { pollingIntervalSeconds: 2 }, async ([job]) => {
          if (job) await this.run(job.data.operationId);
        }),
      );
    }
    this.boss = boss;
    return boss;
  }

  async enqueue(operationId: number): Promise<void> {
    const boss = await this.start();
    await boss.send(QUEUE, { operationId });
    // A worker waiting for its next poll takes the job now.
    for (const id of this.workerIds) boss.notifyWorker(id);
  }

  async stop(): Promise<void> {
    if (!this.starting) return;
    const boss = await this.starting.catch(() => undefined);
    await boss?.stop({ graceful: true, wait: true, timeout: 10_000 });
  }
}
