import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGE_KEYS, type LanguageKey } from 'shared/texts';
import { Type } from 'typebox';
import { Id, StringEnum } from '../http/schema-helpers.js';
import { ORDER_PARTY, orderViewerOf } from '../orders/index.js';
import { documentFileName, documentPdf, packingSlip, pricedDocument } from './models.js';
import type { DocumentModel } from './pdf.js';

const LanguageQuery = Type.Object(
  {
    language: Type.Optional(StringEnum(LANGUAGE_KEYS, { description: 'The reader’s language; en_US when not given' })),
  },
  { additionalProperties: false },
);
const Pdf = { 200: Type.Any({ description: 'The document as a PDF (application/pdf)' }) };

/** The order documents as PDF, for the order's customer and the facility making it. */
const documentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  const tags = ['documents'];
  const party = (request: FastifyRequest) => orderViewerOf(request);
  const send = async (reply: FastifyReply, model: DocumentModel, language: LanguageKey) =>
    reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${documentFileName(model)}"`)
      .header('cache-control', 'private, no-store')
      .send(await documentPdf(model, language, app.ctx.config.webRoot));

  app.get(
    '/api/v1/orders/:id/documents/:kind',
    {
      config: { access: ORDER_PARTY },
      schema: {
        tags,
        summary:
          'An awarded order’s quote, order confirmation (once the facility confirmed) or invoice (once something shipped), from its accepted bid',
        params: Type.Object({ id: Id(), kind: StringEnum(['QUOTE', 'ORDER_CONFIRMATION', 'INVOICE'] as const) }),
        querystring: LanguageQuery,
        produces: ['application/pdf'],
        response: Pdf,
      },
    },
    async (request, reply) => {
      const language = request.query.language ?? 'en_US';
      const model = await pricedDocument(db, party(request), request.params.id, request.params.kind, language);
      return send(reply, model, language);
    },
  );

  app.get(
    '/api/v1/shipments/:id/packing-slip',
    {
      config: { access: ORDER_PARTY },
      schema: {
        tags,
        summary: 'A shipment’s packing slip: what it carries, its packages, carrier and tracking number',
        params: Type.Object({ id: Id() }),
        querystring: LanguageQuery,
        produces: ['application/pdf'],
        response: Pdf,
      },
    },
    async (request, reply) => {
      const language = request.query.language ?? 'en_US';
      return send(reply, await packingSlip(db, party(request), request.params.id, language), language);
    },
  );
};

export default documentRoutes;
