import type { FastifyBaseLogger } from 'fastify';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { AccountRequestsTable } from '../db/schema.js';
import { Poller } from '../background/poller.js';
import { tooManyRequests } from '../http/errors.js';

export type AccountRequest = Selectable<AccountRequestsTable>;
/** Handles one request after the answer went out; true when it emailed the account's address. */
export type AccountRequestHandler = (request: AccountRequest) => Promise<boolean>;

const CLAIM_SECONDS = 60;
const MAX_ATTEMPTS = 5;

/**
 * Registrations and password resets, answered at once and handled after the answer: the
 * request path writes one row whatever the address, so neither the answer nor its timing
 * says whether an account exists. A row is claimed for a minute before it is handled, so
 * several servers share the work and a crashed handler's row is taken up again; the
 * poller also picks up what a server left when it stopped.
 */
export class AccountRequestQueue {
  private readonly poller: Poller;
  private lastCleanup = 0;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly handle: AccountRequestHandler,
    private readonly perIpPerHour: number,
  ) {
    this.poller = new Poller(() => this.handlePending(), log, 'account requests not handled');
  }

  /** Queues a request; 429 when the client address has asked too often in the last hour. */
  async enqueue(request: { kind: AccountRequest['kind']; email: string; clientAddress: string; payload?: object }) {
    const { recent } = await this.db
      .selectFrom('account_requests')
      .select((eb) => eb.fn.countAll<string>().as('recent'))
      .where('client_address', '=', request.clientAddress)
      .where('created_at', '>', sql<Date>`now() - interval '1 hour'`)
      .executeTakeFirstOrThrow();
    if (Number(recent) >= this.perIpPerHour) {
      throw tooManyRequests('Too many requests from this address. Please try again in an hour.', 3600);
    }
    await this.db
      .insertInto('account_requests')
      .values({
        kind: request.kind,
        email: request.email,
        client_address: request.clientAddress,
        payload: request.payload === undefined ? null : JSON.stringify(request.payload),
      })
      .execute();
  }

  /** Emails sent for an account's requests of one kind in the last hour (the per-account limit). */
  async mailedInLastHour(email: string, kind: AccountRequest['kind']): Promise<number> {
    const { mailed } = await this.db
      .selectFrom('account_requests')
      .select((eb) => eb.fn.countAll<string>().as('mailed'))
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
      .where('mailed', '=', true)
      .where('kind', '=', kind)
      .where('created_at', '>', sql<Date>`now() - interval '1 hour'`)
      .executeTakeFirstOrThrow();
    return Number(mailed);
  }

  start(): void {
    this.poller.start();
  }

  async stop(): Promise<void> {
    await this.poller.stop();
  }

  /** Handles what is pending, off the request path (called once an answer went out). */
  kick(): void {
    this.poller.kick();
  }

  /** Waits until nothing is pending (tests, shutdown). */
  async drain(): Promise<void> {
    await this.poller.idle();
    await this.handlePending();
  }

  private async handlePending(): Promise<void> {
    for (let request = await this.claim(); request; request = await this.claim()) {
      try {
        const mailed = await this.handle(request);
        await this.finish(request.id, { mailed, last_error: null });
      } catch (err) {
        this.log.warn({ err, accountRequestId: request.id, attempts: request.attempts }, 'account request failed');
        if (request.attempts >= MAX_ATTEMPTS) await this.finish(request.id, { mailed: false, last_error: String(err) });
        else
          await this.db
            .updateTable('account_requests')
            .set({ last_error: String(err) })
            .where('id', '=', request.id)
            .execute();
      }
    }
    // Handled rows are kept a day (the limits look back an hour), then removed, once an hour.
    if (Date.now() - this.lastCleanup > 3_600_000) {
      this.lastCleanup = Date.now();
      await this.db
        .deleteFrom('account_requests')
        .where('handled_at', '<', sql<Date>`now() - interval '1 day'`)
        .execute();
    }
  }

  private claim(): Promise<AccountRequest | undefined> {
    return this.db
      .updateTable('account_requests')
      .set((eb) => ({
        claimed_until: sql<Date>`now() + make_interval(secs => ${CLAIM_SECONDS})`,
        attempts: eb('attempts', '+', 1),
      }))
      .where('id', '=', (eb) =>
        eb
          .selectFrom('account_requests')
          .select('id')
          .where('handled_at', 'is', null)
          .where((w) => w.or([w('claimed_until', 'is', null), w('claimed_until', '<', sql<Date>`now()`)]))
          .orderBy('id')
          .limit(1)
          .forUpdate()
          .skipLocked(),
      )
      .returningAll()
      .executeTakeFirst();
  }

  /** Done: the payload (a password hash among it) is not kept. */
  private async finish(id: number, outcome: { mailed: boolean; last_error: string | null }): Promise<void> {
    await this.db
      .updateTable('account_requests')
      .set({ ...outcome, handled_at: new Date(), payload: null, claimed_until: null })
      .where('id', '=', id)
      .execute();
  }
}
