/**
 * The live feed of what happens (the event_outbox rows the domains write with each change), for
 * the signed-in browsers' event streams. One poller per server reads the new rows, the same on
 * both engines and across servers: a row written through any server reaches the streams of
 * every server within a poll. It polls only while someone listens.
 */
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

export interface FeedEvent {
  id: number;
  topic: string;
  rfqId: number | null;
  matchId: number | null;
  companyIds: number[];
  payload: Record<string, unknown>;
}

interface Listener {
  companyIds: number[];
  send: (event: FeedEvent) => void;
}

/** At most this many rows a stream catches up on after a reconnect; beyond, it is told to reload. */
const CATCH_UP_LIMIT = 500;
/**
 * Ids are taken when a row is written, but a transaction may commit after a later one: the
 * poller reads again this many ids below the newest it has seen, and skips those it delivered.
 */
const LOOKBACK_IDS = 100;

const rowToEvent = (row: {
  id: number;
  topic: string;
  rfq_id: number | null;
  match_id: number | null;
  company_ids: (number | string)[];
  payload: Record<string, unknown>;
}): FeedEvent => ({
  id: Number(row.id),
  topic: row.topic,
  rfqId: row.rfq_id,
  matchId: row.match_id,
  companyIds: row.company_ids.map(Number),
  payload: row.payload,
});

const visibleTo = (event: FeedEvent, companyIds: number[]) => event.companyIds.some((id) => companyIds.includes(id));

export class EventFeed {
  private readonly listeners = new Set<Listener>();
  private lastId: number | undefined;
  /** The newest id when the poller started: older rows are the listeners' catch-up, not news. */
  private startId = 0;
  /** The ids delivered within the lookback window. */
  private readonly delivered = new Set<number>();
  private timer: NodeJS.Timeout | undefined;
  private polling = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly pollMs: number,
  ) {}

  /** The newest event's id now: where a new stream starts when it asks for nothing older. */
  async latestId(): Promise<number> {
    const row = await this.db
      .selectFrom('event_outbox')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    return Number(row?.id ?? 0);
  }

  /** The events after `afterId` for these companies, oldest first; `complete` false when there were more than the limit. */
  async since(afterId: number, companyIds: number[]): Promise<{ events: FeedEvent[]; complete: boolean }> {
    const rows = await this.db
      .selectFrom('event_outbox')
      .select(['id', 'topic', 'rfq_id', 'match_id', 'company_ids', 'payload'])
      .where('id', '>', afterId)
      .where(sql<boolean>`company_ids && ${companyIds}::bigint[]`)
      .orderBy('id')
      .limit(CATCH_UP_LIMIT + 1)
      .execute();
    return { events: rows.slice(0, CATCH_UP_LIMIT).map(rowToEvent), complete: rows.length <= CATCH_UP_LIMIT };
  }

  /** Calls `send` with each new event these companies may see, until the returned function is called. */
  async listen(companyIds: number[], send: (event: FeedEvent) => void): Promise<() => void> {
    const listener = { companyIds, send };
    if (this.listeners.size === 0) {
      this.lastId = await this.latestId();
      this.startId = this.lastId;
      this.delivered.clear();
      this.timer = setInterval(() => void this.poll(), this.pollMs);
      this.timer.unref();
    }
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.stop();
    };
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private async poll(): Promise<void> {
    if (this.polling || this.lastId === undefined) return;
    this.polling = true;
    try {
      const floor = this.lastId - LOOKBACK_IDS;
      const rows = await this.db
        .selectFrom('event_outbox')
        .select(['id', 'topic', 'rfq_id', 'match_id', 'company_ids', 'payload'])
        .where('id', '>', floor)
        .orderBy('id')
        .limit(1000)
        .execute();
      for (const event of rows.map(rowToEvent)) {
        // Rows up to the poller's start are the streams' catch-up; a row read again is skipped.
        if (event.id <= this.startId || this.delivered.has(event.id)) continue;
        this.delivered.add(event.id);
        this.lastId = Math.max(this.lastId, event.id);
        for (const listener of this.listeners) if (visibleTo(event, listener.companyIds)) listener.send(event);
      }
      for (const id of this.delivered) if (id <= this.lastId - LOOKBACK_IDS) this.delivered.delete(id);
    } catch (error) {
      this.log.warn({ err: error }, 'the live event feed could not read new events');
    } finally {
      this.polling = false;
    }
  }
}
