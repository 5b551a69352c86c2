/**
 * Email configuration and templates of the caller's facility, for its
 * EMAIL_SETTINGS_EDITORs: `/api/v1/sp/email-config` and `/api/v1/sp/email-templates`.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { FACILITY_MEMBER, facilityOf, principalOf } from '../http/access.js';
import { ref } from '../http/schema-helpers.js';
import { emailConfigOf } from './compose.js';
import { listTemplates, resetTemplate, saveEmailConfig, saveTemplate, sendTestEmail } from './email-settings.js';
import { EmailConfigSchema, EmailTemplateSchema, TemplateParams, WordingSchema } from './schemas.js';

const tags = ['email settings'];
const EMAIL_EDITOR = { ...FACILITY_MEMBER, permission: 'EMAIL_SETTINGS_EDITOR' } as const;
const TEMPLATE = '/api/v1/sp/email-templates/:template/:language';

const emailSettingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, outbox } = app.ctx;
  [EmailConfigSchema, WordingSchema, EmailTemplateSchema].forEach((schema) => app.addSchema(schema));
  const scopeOf = (request: Parameters<typeof facilityOf>[0]) => ({
    facilityId: facilityOf(request),
    userId: principalOf(request).userId,
  });

  app.get(
    '/api/v1/sp/email-config',
    {
      config: { access: EMAIL_EDITOR },
      schema: { tags, summary: 'How the facility’s mails go out', response: { 200: ref(EmailConfigSchema) } },
    },
    async (request) => emailConfigOf(db, facilityOf(request)),
  );

  app.put(
    '/api/v1/sp/email-config',
    {
      config: { access: EMAIL_EDITOR },
      schema: {
        tags,
        summary: 'Sets the sender name, the reply-to and the notifications switched off (audited)',
        body: ref(EmailConfigSchema),
        response: { 200: ref(EmailConfigSchema) },
      },
    },
    async (request) => saveEmailConfig(db, scopeOf(request), request.body),
  );

  app.get(
    '/api/v1/sp/email-templates',
    {
      config: { access: EMAIL_EDITOR },
      schema: {
        tags,
        summary:
          'Every email the platform sends: its placeholders, and its wording in each language (the facility’s own or the platform’s)',
        response: { 200: Type.Array(ref(EmailTemplateSchema)) },
      },
    },
    async (request) => listTemplates(db, facilityOf(request)),
  );

  app.put(
    TEMPLATE,
    {
      config: { access: EMAIL_EDITOR },
      schema: {
        tags,
        summary:
          'Saves the facility’s wording of an email in a language (audited); a placeholder the email does not have is refused by name',
        params: TemplateParams,
        body: ref(WordingSchema),
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      await saveTemplate(db, scopeOf(request), request.params.template, request.params.language, request.body);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    TEMPLATE,
    {
      config: { access: EMAIL_EDITOR },
      schema: {
        tags,
        summary: 'Back to the platform’s wording of an email in a language (audited)',
        params: TemplateParams,
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      await resetTemplate(db, scopeOf(request), request.params.template, request.params.language);
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${TEMPLATE}/test`,
    {
      config: { access: EMAIL_EDITOR },
      schema: {
        tags,
        summary: 'Mails a wording (saved or not), filled with the demo values, to the caller as the facility’s mails go out',
        params: TemplateParams,
        body: ref(WordingSchema),
        response: { 202: Type.Object({ to: Type.String() }) },
      },
    },
    async (request, reply) => {
      const to = principalOf(request).email;
      await sendTestEmail(db, outbox, facilityOf(request), request.params.template, request.body, to);
      return reply.code(202).send({ to });
    },
  );
};

export default emailSettingsRoutes;
