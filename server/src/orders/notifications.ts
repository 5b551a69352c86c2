/**
 * The order emails: the order's events (event_outbox) read off the request
 * path, each turned into the mails it calls for, queued in the platform's email outbox in the
 * same transaction that marks the event done — so a mail goes out once, whichever server reads
 * the event (`for update skip locked`), and none for a change that was rolled back. Another
 * domain whose events call for mails (the quality records') gives the notifier its own `EventMails`.
 */
import type { FastifyBaseLogger } from 'fastify';
import { Poller } from '../background/poller.js';
import type { Db, Trx } from '../db/database.js';
import type { TemplatedMail } from '../mail/index.js';
import type { MailAttachment, Outbox } from '../mail/index.js';
import type { TemplateKey } from '../mail/index.js';

/** An event as the outbox holds it, for a domain's `EventMails`. */
export interface OutboxEvent {
  topic: string;
  rfq_id: number | null;
  match_id: number | null;
  payload: unknown;
}

/** The mails an event calls for, in the transaction that marks it done. */
type EventMails = (trx: Trx, event: OutboxEvent, publicUrl: string) => Promise<TemplatedMail[]>;

interface OrderEvent {
  topic: string;
  rfq_id: number | null;
  match_id: number | null;
  payload: { from?: string; to?: string; carrier?: string; trackingNumber?: string; shipmentId?: number };
}

interface MailRule {
  to: 'facility' | 'customer';
  template: TemplateKey;
  /** The order documents that go with it (made when the mail is sent). */
  attach?: (event: OrderEvent) => MailAttachment[];
  /** Only for these moves (by default every move into the state). */
  when?: (event: OrderEvent) => boolean;
}

/** Who hears of an offer's move: the facility's people, or the customer who placed the order. */
const MAIL_ON_MATCH: Record<string, MailRule> = {
  BID_WAITING: { to: 'facility', template: 'order.quoteRequested' },
  NDA_UPLOAD_PENDING: { to: 'facility', template: 'order.ndaRequested' },
  NDA_VERIFICATION_PENDING: { to: 'customer', template: 'order.ndaToReview' },
  BID_SUBMITTED: { to: 'customer', template: 'order.quoteReceived' },
  BID_APPROVED: { to: 'facility', template: 'order.quoteAccepted' },
  // A facility that had not quoted yet sees the request close in its lists; only a quote lost is news.
  BID_LOST: { to: 'facility', template: 'order.quoteLost', when: (event) => event.payload.from === 'BID_SUBMITTED' },
  SP_BID_ACCEPTED: {
    to: 'customer',
    template: 'order.confirmed',
    attach: (event) => [{ kind: 'ORDER_CONFIRMATION', id: event.rfq_id! }],
  },
};

/**
 * Events other than moves that call for a mail: each shipment, with its carrier and tracking
 * number, its packing slip and the order's invoice attached.
 */
const MAIL_ON_TOPIC: Record<string, MailRule> = {
  'shipment.shipped': {
    to: 'customer',
    template: 'order.shipped',
    attach: (event) => [
      { kind: 'PACKING_SLIP', id: event.payload.shipmentId! },
      { kind: 'INVOICE', id: event.rfq_id! },
    ],
  },
};

/** The addresses a mail of `to` reaches for this match. */
async function recipients(
  trx: Trx,
  matchId: number,
  to: 'facility' | 'customer',
): Promise<{ people: { email: string; language: string }[]; link: string; facilityId: number; facts: Record<string, string> }> {
  const row = await trx
    .selectFrom('matches as m')
    .innerJoin('rfqs as r', 'r.id', 'm.rfq_id')
    .innerJoin('companies as f', 'f.id', 'm.facility_id')
    .innerJoin('companies as c', 'c.id', 'r.customer_id')
    .select([
      'r.id',
      'r.display_title',
      'r.created_by',
      'r.customer_id',
      'm.facility_id',
      'f.company_name as facility',
      'c.company_name as customer',
    ])
    .where('m.id', '=', matchId)
    .executeTakeFirstOrThrow();
  let users = trx.selectFrom('users').select(['email', 'language']).where('email_verified', '=', true);
  users =
    to === 'facility'
      ? users.where('service_provider_id', '=', row.facility_id)
      : row.created_by !== null
        ? users.where('id', '=', row.created_by)
        : users.where('engineer_company_id', '=', row.customer_id);
  const facts = { id: String(row.id), title: row.display_title, facility: row.facility, customer: row.customer };
  const link = to === 'facility' ? `/service-provider/part-orders/${row.id}` : `/order-details/${row.id}`;
  return { people: await users.orderBy('id').execute(), link, facilityId: row.facility_id, facts };
}

/** The mails one event calls for, each in its reader's language, as the offer's facility words them. */
async function mailsFor(trx: Trx, event: OrderEvent, publicUrl: string): Promise<TemplatedMail[]> {
  if (event.match_id === null) return [];
  const rule = event.topic === 'match.status' ? MAIL_ON_MATCH[event.payload.to ?? ''] : MAIL_ON_TOPIC[event.topic];
  if (!rule || (rule.when && !rule.when(event))) return [];
  const { people, link, facilityId, facts } = await recipients(trx, event.match_id, rule.to);
  const values = {
    ...facts,
    link: `${publicUrl}${link}`,
    carrier: event.payload.carrier ?? '',
    trackingNumber: event.payload.trackingNumber ?? '',
  };
  const attachments = rule.attach?.(event) ?? [];
  return people.map(({ email, language }) => ({
    template: rule.template,
    to: email,
    language,
    facilityId,
    values,
    attachments: attachments.map((attachment) => ({ ...attachment, language })),
  }));
}

export class OrderNotifier {
  private readonly poller: Poller;

  constructor(
    private readonly db: Db,
    private readonly outbox: Outbox,
    private readonly publicUrl: string,
    log: FastifyBaseLogger,
    private readonly otherMails: EventMails[] = [],
  ) {
    this.poller = new Poller(() => this.notifyPending(), log, 'order notifications failed');
  }

  start(): void {
    this.poller.start();
  }

  stop(): Promise<void> {
    return this.poller.stop();
  }

  private async notifyPending(): Promise<void> {
    for (;;) {
      const handled = await this.db.transaction().execute(async (trx) => {
        const events = await trx
          .selectFrom('event_outbox')
          .select(['id', 'topic', 'rfq_id', 'match_id', 'payload'])
          .where('processed_at', 'is', null)
          .orderBy('id')
          .limit(50)
          .forUpdate()
          .skipLocked()
          .execute();
        for (const event of events) {
          await this.outbox.sendTemplates(await mailsFor(trx, event as OrderEvent, this.publicUrl), trx);
          for (const mails of this.otherMails) await this.outbox.sendTemplates(await mails(trx, event, this.publicUrl), trx);
        }
        if (events.length) {
          await trx
            .updateTable('event_outbox')
            .set({ processed_at: new Date() })
            .where(
              'id',
              'in',
              events.map((e) => e.id),
            )
            .execute();
        }
        return events.length;
      });
      if (handled === 0) return;
    }
  }
}
