import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { Poller } from '../background/poller.js';
import type { Db } from '../db/database.js';
import type { MailAttachment } from '../db/schema.js';
import { mailComposer, type TemplatedMail } from './compose.js';

export type { MailAttachment };

/**
 * Makes an attachment's file, reading through `db` (the sending transaction: on the embedded
 * engine's one connection, anything else would wait for it); the app gives the outbox one.
 */
export type AttachmentMaker = (attachment: MailAttachment, db: Db) => Promise<{ filename: string; content: Buffer }>;

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
  /** The facility's sender name, shown with the platform's address, and its reply-to. */
  fromName?: string;
  replyTo?: string;
}

const MAX_ATTEMPTS = 5;

/**
 * Every email is first written to the `emails` table, then delivered off the request
 * path, so a slow or failing mail server never fails or delays the user's request. Without SMTP_URL the table is the dev
 * outbox: mails are kept as CAPTURED, printed to the log and listed by an admin endpoint.
 * With SMTP_URL a poller delivers PENDING mails; `for update skip locked` lets several
 * servers share the work without sending a mail twice.
 */
export class Outbox {
  private transport: Transporter | undefined;
  private readonly poller: Poller;
  /** The address of MAIL_FROM ('Name <address>' or a bare address): a facility's mail keeps it under its own name. */
  private readonly fromAddress: string;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly options: { smtpUrl: string | undefined; from: string; makeAttachment?: AttachmentMaker },
  ) {
    if (options.smtpUrl) this.transport = nodemailer.createTransport(options.smtpUrl);
    this.fromAddress = /<([^<>]+)>\s*$/.exec(options.from)?.[1] ?? options.from.trim();
    this.poller = new Poller(() => this.deliverPending(), log, 'email delivery failed');
  }

  /** Queues a mail; `db` may be a transaction, so the mail goes out only if the change it reports is kept. */
  async send(mail: OutgoingEmail, db: Db = this.db): Promise<void> {
    const status = this.transport ? 'PENDING' : 'CAPTURED';
    const row = await db
      .insertInto('emails')
      .values({
        to_address: mail.to,
        subject: mail.subject,
        text_body: mail.text,
        attachments: JSON.stringify(mail.attachments ?? []),
        from_name: mail.fromName ?? null,
        reply_to: mail.replyTo ?? null,
        status,
        last_error: null,
        sent_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (this.transport) {
      this.poller.kick();
    } else {
      this.log.info({ emailId: row.id, to: mail.to, subject: mail.subject }, `dev outbox (no SMTP_URL):\n${mail.text}`);
    }
  }

  /** Queues a template's mail as `compose.ts` writes it; nothing when the facility switched it off. */
  async sendTemplate(mail: TemplatedMail, db: Db = this.db): Promise<void> {
    await this.sendTemplates([mail], db);
  }

  /** Queues the mails of one event to its many recipients, composed with one read of each wording. */
  async sendTemplates(mails: readonly TemplatedMail[], db: Db = this.db): Promise<void> {
    const compose = mailComposer(db);
    for (const mail of mails) {
      const composed = await compose(mail);
      if (composed) await this.send(composed, db);
    }
  }

  /** Starts the delivery poller (only when SMTP is configured). */
  start(): void {
    if (this.transport) this.poller.start();
  }

  async stop(): Promise<void> {
    await this.poller.stop();
    this.transport?.close();
  }

  private async deliverPending(): Promise<void> {
    const transport = this.transport;
    if (!transport) return;
    for (;;) {
      const delivered = await this.db.transaction().execute(async (trx) => {
        const mail = await trx
          .selectFrom('emails')
          .selectAll()
          .where('status', '=', 'PENDING')
          .orderBy('id')
          .limit(1)
          .forUpdate()
          .skipLocked()
          .executeTakeFirst();
        if (!mail) return false;
        try {
          const make = this.options.makeAttachment;
          const attachments = [];
          for (const attachment of make ? mail.attachments : []) attachments.push(await make!(attachment, trx));
          await transport.sendMail({
            from: mail.from_name ? { name: mail.from_name, address: this.fromAddress } : this.options.from,
            replyTo: mail.reply_to ?? undefined,
            to: mail.to_address,
            subject: mail.subject,
            text: mail.text_body,
            attachments,
          });
          await trx
            .updateTable('emails')
            .set({ status: 'SENT', sent_at: new Date(), attempts: mail.attempts + 1 })
            .where('id', '=', mail.id)
            .execute();
        } catch (err) {
          const attempts = mail.attempts + 1;
          await trx
            .updateTable('emails')
            .set({ attempts, last_error: String(err), status: attempts >= MAX_ATTEMPTS ? 'FAILED' : 'PENDING' })
            .where('id', '=', mail.id)
            .execute();
          this.log.warn({ err, emailId: mail.id, attempts }, 'email not delivered');
          return false;
        }
        return true;
      });
      if (!delivered) return;
    }
  }
}
