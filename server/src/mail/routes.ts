import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { StringEnum } from '../http/schema-helpers.js';

const EmailSchema = Type.Object({
  id: Type.Integer(),
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  status: StringEnum(['PENDING', 'SENT', 'FAILED', 'CAPTURED'] as const),
  createdAt: Type.String({ format: 'date-time' }),
});

const mailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/admin/outbox',
    {
      config: { access: { audience: 'authenticated', authorities: ['ROLE_ADMIN'], scope: 'platform' } },
      schema: {
        tags: ['admin'],
        summary: 'The newest emails the platform sent or captured (the dev outbox when SMTP_URL is unset)',
        querystring: Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 50 })) }),
        response: { 200: Type.Array(EmailSchema) },
      },
    },
    async (request) => {
      const rows = await app.ctx.db
        .selectFrom('emails')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(request.query.limit ?? 50)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        to: r.to_address,
        subject: r.subject,
        text: r.text_body,
        status: r.status,
        createdAt: r.created_at.toISOString(),
      }));
    },
  );
};

export default mailRoutes;
