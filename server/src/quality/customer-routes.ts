/** The customer's side of quality: the NCRs on its orders, and its signed answer to what waits for its approval. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { COMPANY_MEMBER, companyOf, principalOf } from '../http/access.js';
import { IdParams, ref } from '../http/schema-helpers.js';
import { answerApproval } from './mrb.js';
import { customerNcrs } from './ncr-view.js';
import { ApprovalInputSchema, CustomerNcrSchema } from './schemas.js';

const tags = ['quality'];

const customerQualityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const { db } = ctx;
  app.get(
    '/api/v1/orders/:id/ncrs',
    {
      config: { access: COMPANY_MEMBER },
      schema: {
        tags,
        summary: 'The NCRs on the customer’s order and what waits for its approval (never the facility’s own notes)',
        params: IdParams,
        response: { 200: Type.Array(ref(CustomerNcrSchema)) },
      },
    },
    async (request) => customerNcrs(db, companyOf(request), request.params.id),
  );

  app.post(
    '/api/v1/quality/approvals/:id',
    {
      config: { access: COMPANY_MEMBER },
      schema: {
        tags,
        summary: 'The customer approves or refuses, signed, the pieces a decision would use as they are or repair',
        params: IdParams,
        body: ref(ApprovalInputSchema),
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      await answerApproval(
        ctx,
        { companyId: companyOf(request), userId: principalOf(request).userId },
        request.params.id,
        request.body,
        request.ip,
      );
      return reply.code(204).send(null);
    },
  );
};

export default customerQualityRoutes;
