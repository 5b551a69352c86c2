/**
 * A quality record exported: as a PDF in the reader's language (an NCR, a CAPA, or a CAPA found
 * with the 8D method as its 8D report) under the facility's header and with the parts it includes
 * (QMS_REPORT_CONFIG), or as JSON, whole whatever the PDFs leave out — its fields, decisions,
 * signatures with their validity, attachments and history, as the record's answer holds them.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { LANGUAGE_KEYS } from 'shared/texts';
import { Type } from 'typebox';
import { mediaLinks } from '../files/index.js';
import { facilityOf } from '../http/access.js';
import { notFound } from '../http/errors.js';
import { IdParams, StringEnum } from '../http/schema-helpers.js';
import { QMS_MEMBER } from './access.js';
import { capaView } from './capa-view.js';
import { lostCostsOfNcr } from './lost-costs.js';
import { ncrView } from './ncr-view.js';
import { reportLook } from './qms-config.js';
import { renderReport, type RecordReport } from './record-pdf.js';
import { scopeOf } from './route-helpers.js';
import { capaReport, eightDReport, ncrReport } from './record-reports.js';

const tags = ['quality'];
const ExportQuery = (formats: readonly string[]) =>
  Type.Object(
    {
      format: StringEnum(formats, { description: 'pdf, json (or, for a CAPA found with 8D, its 8D report: 8d)' }),
      language: Type.Optional(StringEnum(LANGUAGE_KEYS, { description: 'The PDF’s language; en_US when not given' })),
    },
    { additionalProperties: false },
  );
const File = { 200: Type.Any({ description: 'The record as a PDF (application/pdf) or as JSON, to download' }) };

async function send(
  reply: FastifyReply,
  name: string,
  format: string,
  record: unknown,
  report: () => Promise<RecordReport | null>,
) {
  reply.header('cache-control', 'private, no-store');
  if (format === 'json') {
    return reply
      .type('application/json')
      .header('content-disposition', `attachment; filename="${name}.json"`)
      .send(JSON.stringify(record, null, 2));
  }
  const drawn = await report();
  if (!drawn) throw notFound(`${name} was not found with the 8D method: it has no 8D report`);
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${name}${format === '8d' ? '-8D' : ''}.pdf"`)
    .send(await renderReport(drawn));
}

const qualityRecordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  const links = mediaLinks(app.ctx.config);

  app.get(
    '/api/v1/quality/ncrs/:id/record',
    {
      config: { access: QMS_MEMBER },
      schema: {
        tags,
        summary: 'An NCR exported whole, with its decisions, signatures, attachments and history: a PDF or JSON',
        params: IdParams,
        querystring: ExportQuery(['pdf', 'json'] as const),
        produces: ['application/pdf', 'application/json'],
        response: File,
      },
    },
    async (request, reply) => {
      const facilityId = facilityOf(request);
      const ncr = await ncrView(db, links, scopeOf(request), request.params.id);
      return send(reply, ncr.number, request.query.format, ncr, async () => {
        const look = await reportLook(db, facilityId);
        const costs = look.sections.includes('costs') ? await lostCostsOfNcr(db, facilityId, ncr.id) : [];
        return ncrReport(ncr, look, request.query.language ?? 'en_US', costs);
      });
    },
  );

  app.get(
    '/api/v1/quality/capas/:id/record',
    {
      config: { access: QMS_MEMBER },
      schema: {
        tags,
        summary:
          'A CAPA exported whole, with its root cause, actions, check, signatures and history: a PDF, JSON or its 8D report',
        params: IdParams,
        querystring: ExportQuery(['pdf', 'json', '8d'] as const),
        produces: ['application/pdf', 'application/json'],
        response: File,
      },
    },
    async (request, reply) => {
      const facilityId = facilityOf(request);
      const capa = await capaView(db, facilityId, request.params.id);
      const language = request.query.language ?? 'en_US';
      return send(reply, capa.number, request.query.format, capa, async () => {
        const look = await reportLook(db, facilityId);
        return request.query.format === '8d' ? eightDReport(capa, look, language) : capaReport(capa, look, language);
      });
    },
  );
};

export default qualityRecordRoutes;
