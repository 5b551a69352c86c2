/**
 * Turns a template and its values into the mail one person receives: in the
 * recipient's language, in the facility's own wording where it wrote one (else the platform's),
 * from the facility's sender name with its reply-to — or nothing, when the facility switched
 * that notification off.
 */
import { fillPlaceholders, LANGUAGE_KEYS, placeholders, type LanguageKey } from 'shared/texts';
import { facilityRecord } from '../config/index.js';
import { parseConfigValue } from '../config/index.js';
import type { Db } from '../db/database.js';
import type { MailAttachment, OutgoingEmail } from './outbox.js';
import { EMAIL_TEMPLATES, isTemplateKey, type TemplateKey } from './templates.js';

export interface TemplatedMail {
  template: TemplateKey;
  to: string;
  /** The recipient's language (a LanguageKey; anything else reads English). */
  language: string;
  /** The facility whose wording, sender and switches apply; null for the platform's own. */
  facilityId: number | null;
  values: Readonly<Record<string, string | number>>;
  attachments?: MailAttachment[];
}

/** EMAIL_CONFIG: how the facility's mails go out. */
export interface EmailConfig {
  senderName: string;
  replyTo: string;
  /** Optional notifications the facility switched off. */
  disabled: TemplateKey[];
}

const asLanguage = (language: string): LanguageKey =>
  (LANGUAGE_KEYS as readonly string[]).includes(language) ? (language as LanguageKey) : 'en_US';

export async function emailConfigOf(db: Db, facilityId: number): Promise<EmailConfig> {
  const row = await facilityRecord(db, facilityId, 'EMAIL_CONFIG');
  const value = row?.active ? parseConfigValue(row.config_value) : {};
  return {
    senderName: typeof value.senderName === 'string' ? value.senderName : '',
    replyTo: typeof value.replyTo === 'string' ? value.replyTo : '',
    disabled: Array.isArray(value.disabled) ? value.disabled.filter((key): key is TemplateKey => isTemplateKey(String(key))) : [],
  };
}

/** The wording of a template the facility mails in a language: its own, or the platform's. */
async function wordingOf(db: Db, facilityId: number | null, template: TemplateKey, language: LanguageKey) {
  const own =
    facilityId === null
      ? undefined
      : await db
          .selectFrom('email_templates')
          .select(['subject', 'body'])
          .where('facility_id', '=', facilityId)
          .where('template', '=', template)
          .where('language', '=', language)
          .executeTakeFirst();
  return own ?? EMAIL_TEMPLATES[template].wording[language];
}

/** The first {{placeholder}} of `text` the template does not know, if any. */
export function unknownPlaceholder(template: TemplateKey, text: string): string | undefined {
  return placeholders(text).find((name) => !(name in EMAIL_TEMPLATES[template].placeholders));
}

/** A wording filled with its values, from the facility's sender (when it has one). */
export function filledMail(
  to: string,
  wording: { subject: string; body: string },
  values: Readonly<Record<string, string | number>>,
  config: EmailConfig | undefined,
): OutgoingEmail {
  return {
    to,
    // A subject is one line, whatever a value holds.
    subject: fillPlaceholders(wording.subject, values).replace(/\s+/g, ' ').trim(),
    text: fillPlaceholders(wording.body, values),
    fromName: config?.senderName || undefined,
    replyTo: config?.replyTo || undefined,
  };
}

/**
 * Composes mails as they go out (null where the facility switched the notification off),
 * reading each facility's config and each wording once however many people an event mails.
 */
export function mailComposer(db: Db): (mail: TemplatedMail) => Promise<OutgoingEmail | null> {
  const configs = new Map<number, Promise<EmailConfig>>();
  const wordings = new Map<string, Promise<{ subject: string; body: string }>>();
  const once = <K, V>(cache: Map<K, Promise<V>>, key: K, read: () => Promise<V>) => {
    if (!cache.has(key)) cache.set(key, read());
    return cache.get(key)!;
  };
  return async (mail) => {
    const { facilityId, template } = mail;
    const config = facilityId === null ? undefined : await once(configs, facilityId, () => emailConfigOf(db, facilityId));
    if (config?.disabled.includes(template) && EMAIL_TEMPLATES[template].optional) return null;
    const language = asLanguage(mail.language);
    const wording = await once(wordings, `${facilityId}:${template}:${language}`, () =>
      wordingOf(db, facilityId, template, language),
    );
    return { ...filledMail(mail.to, wording, mail.values, config), attachments: mail.attachments };
  };
}

/** One mail as it goes out, or null when the facility switched this notification off. */
export const composeMail = (db: Db, mail: TemplatedMail) => mailComposer(db)(mail);

/**
 * Where and how a person with an account is mailed: their address, their language, and the
 * facility whose mails they receive — their own, or the one whose store their company orders from.
 */
export async function recipientOf(db: Db, userId: number): Promise<Pick<TemplatedMail, 'to' | 'language' | 'facilityId'>> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('companies as c', 'c.id', 'u.engineer_company_id')
    .select(['u.email', 'u.language', 'u.service_provider_id', 'c.storefront_provider_id'])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
  return { to: row.email, language: row.language, facilityId: row.service_provider_id ?? row.storefront_provider_id };
}
