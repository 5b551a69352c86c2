/** Labels of lots and batches (QR_CODE): a PDF with the record's number and a QR code of its page. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { LANGUAGE_KEYS, type LanguageKey } from 'shared/texts';
import { Type } from 'typebox';
import { facilityChangeOf, principalOf } from '../http/access.js';
import { forbidden } from '../http/errors.js';
import { IdParams, StringEnum } from '../http/schema-helpers.js';
import { MATERIAL_MEMBER } from './access.js';
import { batchView } from './batch-view.js';
import { labelPdf } from './labels.js';
import { lotRecord, lotRow } from './lot-queries.js';
import { formatMass } from './mass-text.js';
import { notFound } from '../http/errors.js';

const tags = ['materials'];
const LabelQuery = Type.Object(
  { language: Type.Optional(StringEnum(LANGUAGE_KEYS, { description: 'The label’s language; en_US when not given' })) },
  { additionalProperties: false },
);
const PDF = { 200: Type.Any({ description: 'The label, a PDF of 100 × 60 mm' }) };

const WORDS: Record<
  LanguageKey,
  { received: string; expires: string; virgin: string; cycles: string; powder: Record<string, string> }
> = {
  en_US: {
    received: 'Received',
    expires: 'expires',
    virgin: 'virgin',
    cycles: 'cycles at most',
    powder: { NEW: 'New', UNSIEVED: 'Unsieved', SIEVED: 'Sieved' },
  },
  de_DE: {
    received: 'Eingang',
    expires: 'verfällt',
    virgin: 'Neupulver',
    cycles: 'Zyklen höchstens',
    powder: { NEW: 'Neu', UNSIEVED: 'Ungesiebt', SIEVED: 'Gesiebt' },
  },
};

const labelRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.ctx;
  const page = (query: string) => `${config.publicUrl}/service-provider/material-management/${query}`;
  const send = async (reply: FastifyReply, name: string, pdf: Promise<Buffer>) =>
    reply
      .type('application/pdf')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="${name}-label.pdf"`)
      .send(await pdf);
  /** Labels carry QR codes: the facility must have them on. */
  const checkQrCodes = (request: Parameters<typeof principalOf>[0]) => {
    if (!principalOf(request).features.includes('QR_CODE'))
      throw forbidden('Labels need QR codes, which this facility has off (QR_CODE)');
  };

  app.get(
    '/api/v1/materials/lots/:id/label',
    {
      config: { access: MATERIAL_MEMBER },
      schema: {
        tags,
        summary: 'A lot’s label: its number, what it is, and a QR code of its page',
        params: IdParams,
        querystring: LabelQuery,
        produces: ['application/pdf'],
        response: PDF,
      },
    },
    async (request, reply) => {
      checkQrCodes(request);
      const words = WORDS[request.query.language ?? 'en_US'];
      const record = await lotRecord(db, facilityChangeOf(request).facilityId, request.params.id);
      if (!record) throw notFound(`Lot ${request.params.id} not found`);
      const lot = lotRow(record);
      const lines = [
        lot.material.name,
        `${lot.supplier.name} · ${lot.supplierLotNumber}`,
        `${lot.quantity} ${lot.unit === 'KILOGRAM' ? 'kg' : lot.unit === 'GRAM' ? 'g' : formatMass(lot.massMg)}`,
        `${words.received} ${lot.receivedOn}${lot.expiresOn ? ` · ${words.expires} ${lot.expiresOn}` : ''}`,
      ];
      return send(
        reply,
        lot.number,
        labelPdf({ number: lot.number, lines, link: page(`lots?lot=${lot.id}`), author: lot.supplier.name }),
      );
    },
  );

  app.get(
    '/api/v1/materials/batches/:id/label',
    {
      config: { access: MATERIAL_MEMBER },
      schema: {
        tags,
        summary: 'A batch’s label: its number, its powder, and a QR code of its page',
        params: IdParams,
        querystring: LabelQuery,
        produces: ['application/pdf'],
        response: PDF,
      },
    },
    async (request, reply) => {
      checkQrCodes(request);
      const words = WORDS[request.query.language ?? 'en_US'];
      const batch = await batchView(db, facilityChangeOf(request).facilityId, request.params.id);
      const lines = [
        batch.material.name,
        `${words.powder[batch.powderState]} · ${formatMass(batch.createdMg)}`,
        `${(batch.virginThousandths / 1000).toFixed(1)} % ${words.virgin} · ${batch.maxCycles} ${words.cycles}`,
        batch.lots
          .slice(0, 2)
          .map((share) => share.supplierLotNumber)
          .join(', '),
      ];
      return send(
        reply,
        batch.number,
        labelPdf({ number: batch.number, lines, link: page(`batches?batch=${batch.id}`), author: batch.material.name }),
      );
    },
  );
};

export default labelRoutes;
