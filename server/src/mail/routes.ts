import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound } from '../http/errors.js';
import { newestEmails } from './queries.js';
import { EmailSchema } from './schemas.js';

const mailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/admin/outbox',
    {
      config: { access: { audience: 'authenticated', authorities: ['ROLE_ADMIN'], scope: 'platform' } },
      schema: {
        tags: ['admin'],
        summary: 'Development only (no SMTP_URL, not production): the newest emails the platform captured',
        querystring: Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 50 })) }),
        response: { 200: Type.Array(EmailSchema) },
      },
    },
    async (request) => {
      // The outbox holds live reset and verification links: it exists only where mail is
      // not really sent and never in production.
      const { production, smtpUrl } = app.ctx.config;
      if (production || smtpUrl) throw notFound('The dev outbox is off (production, or SMTP_URL is set)');
      return newestEmails(app.ctx.db, request.query.limit ?? 50);
    },
  );
};

export default mailRoutes;
