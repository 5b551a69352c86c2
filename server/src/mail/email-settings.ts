/**
 * A facility's email configuration and templates: the sender name and reply-to
 * of its mails, which notifications go out, and its own wording of any email in any language —
 * each change audited on the settings home; a test send mails a wording, filled with the demo
 * values, to the person trying it.
 */
import { LANGUAGE_KEYS, type LanguageKey } from 'shared/texts';
import { saveFacilityConfig } from '../config/index.js';
import type { Db } from '../db/database.js';
import { badRequest } from '../http/errors.js';
import { recordSettingChange } from '../settings/index.js';
import { emailConfigOf, filledMail, unknownPlaceholder, type EmailConfig } from './compose.js';
import type { Outbox } from './outbox.js';
import { EMAIL_TEMPLATES, TEMPLATE_KEYS, type TemplateKey } from './templates.js';

interface Scope {
  facilityId: number;
  userId: number;
}

export interface Wording {
  subject: string;
  body: string;
}

/** Saves EMAIL_CONFIG (audited); an email that always goes out cannot be switched off. */
export async function saveEmailConfig(db: Db, scope: Scope, config: EmailConfig): Promise<EmailConfig> {
  config.disabled.forEach((key, index) => {
    if (!EMAIL_TEMPLATES[key].optional)
      throw badRequest(`${key} always goes out: it cannot be switched off`, `body.disabled.${index}`);
  });
  const value: EmailConfig = {
    senderName: config.senderName.trim(),
    replyTo: config.replyTo.trim(),
    disabled: [...new Set(config.disabled)].sort(),
  };
  await saveFacilityConfig(db, scope, { configType: 'EMAIL_CONFIG', configValue: JSON.stringify(value) });
  return value;
}

/** 400 naming the field whose wording names a value the email does not have. */
function assertKnownPlaceholders(template: TemplateKey, wording: Wording): void {
  for (const field of ['subject', 'body'] as const) {
    const unknown = unknownPlaceholder(template, wording[field]);
    if (unknown) {
      const known = Object.keys(EMAIL_TEMPLATES[template].placeholders)
        .map((name) => `{{${name}}}`)
        .join(', ');
      throw badRequest(`{{${unknown}}} is not a placeholder of this email; it knows ${known}`, `body.${field}`);
    }
  }
}

/** Every template with its placeholders, and each language's wording: the facility's own or the platform's. */
export async function listTemplates(db: Db, facilityId: number) {
  const [own, config] = await Promise.all([
    db
      .selectFrom('email_templates as t')
      .leftJoin('users as u', 'u.id', 't.updated_by')
      .select(['t.template', 't.language', 't.subject', 't.body', 't.updated_at', 'u.first_name', 'u.last_name'])
      .where('t.facility_id', '=', facilityId)
      .execute(),
    emailConfigOf(db, facilityId),
  ]);
  return TEMPLATE_KEYS.map((key) => {
    const template = EMAIL_TEMPLATES[key];
    return {
      key,
      about: template.about,
      optional: template.optional,
      enabled: !(template.optional && config.disabled.includes(key)),
      placeholders: Object.entries(template.placeholders).map(([name, demo]) => ({ name, demo })),
      languages: LANGUAGE_KEYS.map((language) => {
        const row = own.find((r) => r.template === key && r.language === language);
        return {
          language,
          subject: row?.subject ?? template.wording[language].subject,
          body: row?.body ?? template.wording[language].body,
          default: template.wording[language],
          custom: row !== undefined,
          updatedAt: row ? row.updated_at.getTime() : null,
          updatedBy: row?.first_name ? `${row.first_name} ${row.last_name ?? ''}`.trim() : null,
        };
      }),
    };
  });
}

/** Saves the facility's own wording of a template in a language (audited). */
export async function saveTemplate(
  db: Db,
  scope: Scope,
  key: TemplateKey,
  language: LanguageKey,
  wording: Wording,
): Promise<void> {
  assertKnownPlaceholders(key, wording);
  await db.transaction().execute(async (trx) => {
    const before = await ownWording(trx, scope.facilityId, key, language);
    await trx
      .insertInto('email_templates')
      .values({
        facility_id: scope.facilityId,
        template: key,
        language,
        subject: wording.subject,
        body: wording.body,
        updated_by: scope.userId,
      })
      .onConflict((oc) =>
        oc
          .columns(['facility_id', 'template', 'language'])
          .doUpdateSet({ subject: wording.subject, body: wording.body, updated_by: scope.userId, updated_at: new Date() }),
      )
      .execute();
    await recordSettingChange(trx, {
      ...scope,
      setting: 'EMAIL_TEMPLATE',
      before: before ? { template: key, language, ...before } : null,
      after: { template: key, language, ...wording },
    });
  });
}

/** Back to the platform's wording (audited); nothing to do when the facility has none of its own. */
export async function resetTemplate(db: Db, scope: Scope, key: TemplateKey, language: LanguageKey): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await ownWording(trx, scope.facilityId, key, language);
    if (!before) return;
    await trx
      .deleteFrom('email_templates')
      .where('facility_id', '=', scope.facilityId)
      .where('template', '=', key)
      .where('language', '=', language)
      .execute();
    await recordSettingChange(trx, {
      ...scope,
      setting: 'EMAIL_TEMPLATE',
      before: { template: key, language, ...before },
      after: { template: key, language, ...EMAIL_TEMPLATES[key].wording[language], default: true },
    });
  });
}

/** Mails a wording, filled with the demo values, to `to` as the facility's mails go out. */
export async function sendTestEmail(
  db: Db,
  outbox: Outbox,
  facilityId: number,
  key: TemplateKey,
  wording: Wording,
  to: string,
): Promise<void> {
  assertKnownPlaceholders(key, wording);
  await outbox.send(filledMail(to, wording, EMAIL_TEMPLATES[key].placeholders, await emailConfigOf(db, facilityId)));
}

async function ownWording(db: Db, facilityId: number, key: TemplateKey, language: LanguageKey) {
  return db
    .selectFrom('email_templates')
    .select(['subject', 'body'])
    .where('facility_id', '=', facilityId)
    .where('template', '=', key)
    .where('language', '=', language)
    .forUpdate()
    .executeTakeFirst();
}
