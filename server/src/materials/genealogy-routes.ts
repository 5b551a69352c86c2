/** Genealogy: a lot traced to every customer's part, anything traced back to its lots, and a lot's recall list. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { facilityOf, principalOf } from '../http/access.js';
import { badRequest } from '../http/errors.js';
import { IdParams } from '../http/schema-helpers.js';
import { renderReport, reportLook } from '../quality/index.js';
import { MATERIAL_MEMBER } from './access.js';
import { partsSharingBatches } from './genealogy-candidates.js';
import { type GenealogyScope, type TraceStart, traceBack, traceLot } from './genealogy.js';
import {
  BackTraceSchema,
  LotTraceSchema,
  RecallQuery,
  RecallRowsSchema,
  SharedBatchPartsSchema,
  TraceQuery,
} from './genealogy-schemas.js';
import { recallReport, recallRows } from './recall.js';

const tags = ['materials'];

const genealogyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  [LotTraceSchema, BackTraceSchema, SharedBatchPartsSchema, RecallRowsSchema].forEach((schema) => app.addSchema(schema));
  const scopeOf = (request: Parameters<typeof facilityOf>[0]): GenealogyScope => ({
    facilityId: facilityOf(request),
    itarCleared: principalOf(request).roles.includes('ITAR_ADMIN'),
  });

  app.get(
    '/api/v1/materials/genealogy/lots/:id',
    {
      config: { access: MATERIAL_MEMBER },
      schema: {
        tags,
        summary:
          'A supplier lot traced forward: the batches holding it, the jobs that drew from them, their parts, orders, shipments and NCRs',
        params: IdParams,
        response: { 200: Type.Ref('LotTrace') },
      },
    },
    async (request) => traceLot(db, scopeOf(request), request.params.id),
  );

  app.get(
    '/api/v1/materials/genealogy/trace',
    {
      config: { access: MATERIAL_MEMBER },
      schema: {
        tags,
        summary: 'A job, part, shipment or NCR traced back: the jobs, the batches they drew from, and each supplier lot’s share',
        querystring: TraceQuery,
        response: { 200: Type.Ref('BackTrace') },
      },
    },
    async (request) => {
      const given = Object.entries(request.query).filter(([, value]) => value !== undefined);
      if (given.length !== 1) throw badRequest('Name one of jobId, partId, shipmentId or ncrId to trace from', 'querystring');
      const [key, value] = given[0]!;
      return traceBack(db, scopeOf(request), { [key]: value } as TraceStart);
    },
  );

  app.get(
    '/api/v1/materials/genealogy/ncrs/:id/shared-batch-parts',
    {
      config: { access: MATERIAL_MEMBER },
      schema: {
        tags,
        summary: 'The other parts made from a batch behind an NCR: candidates for the same NCR',
        params: IdParams,
        response: { 200: Type.Ref('SharedBatchParts') },
      },
    },
    async (request) => partsSharingBatches(db, scopeOf(request), request.params.id),
  );

  app.get(
    '/api/v1/materials/genealogy/lots/:id/recall',
    {
      config: { access: MATERIAL_MEMBER },
      schema: {
        tags,
        summary: 'A lot’s recall list: the customers and orders with parts made from it, as JSON or a PDF',
        params: IdParams,
        querystring: RecallQuery,
        produces: ['application/pdf', 'application/json'],
        response: { 200: Type.Any({ description: 'The recall list as JSON (the RecallRows schema) or a PDF, to download' }) },
      },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const trace = await traceLot(db, scope, request.params.id);
      const name = `recall-${trace.lot.number}`;
      reply.header('cache-control', 'private, no-store');
      if (request.query.format === 'json') {
        return reply
          .type('application/json')
          .header('content-disposition', `attachment; filename="${name}.json"`)
          .send(JSON.stringify(recallRows(trace), null, 2));
      }
      const report = recallReport(trace, await reportLook(db, scope.facilityId), request.query.language ?? 'en_US');
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${name}.pdf"`)
        .send(await renderReport(report));
    },
  );
};

export default genealogyRoutes;
