/**
 * The quality area's NCR routes (QMS_CONFIG): the people who may be assigned quality records, the
 * inbox of inspections waiting for an NCR, the NCR list and record, raising, changing, the board's
 * signed decision, closing and cancelling; the quality settings; and, for the customer, its
 * order's NCRs and its signed answer to what waits for its approval.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { mediaLinks } from '../files/index.js';
import { SignatureInputSchema, SignatureSchema } from '../signatures/index.js';
import { QMS_MEMBER } from './access.js';
import { IdParams, Named, ref } from '../http/schema-helpers.js';
import ncrActionRoutes from './ncr-action-routes.js';
import capaRoutes from './capa-routes.js';
import qualityDashboardRoutes from './dashboard-routes.js';
import qualityRecordRoutes from './record-routes.js';
import { ncrViewOf, scopeOf } from './route-helpers.js';
import customerQualityRoutes from './customer-routes.js';
import qualitySettingsRoutes from './settings-routes.js';
import { changeNcr, raiseFromInspection, raiseNcr } from './ncr-service.js';
import { ncrRow } from './ncr-view.js';
import { NcrListQuery } from './list-schemas.js';
import { qualityPeople } from './people.js';
import { listNcrs, ncrInbox } from './queries.js';
import {
  ApprovalInputSchema,
  CustomerNcrSchema,
  DecisionSchema,
  DispositionInputSchema,
  NcrChangeSchema,
  NcrFromInspectionBody,
  NcrInboxEntrySchema,
  NcrInputSchema,
  NcrListSchema,
  NcrRowSchema,
  NcrSchema,
  QualitySettingsSchema,
} from './schemas.js';
import { named } from '../http/named-plugin.js';

const tags = ['quality'];

const qualityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const { db } = ctx;
  const links = mediaLinks(ctx.config);
  [
    SignatureSchema,
    SignatureInputSchema,
    QualitySettingsSchema,
    NcrInboxEntrySchema,
    NcrRowSchema,
    NcrListSchema,
    DecisionSchema,
    NcrSchema,
    NcrInputSchema,
    NcrChangeSchema,
    DispositionInputSchema,
    ApprovalInputSchema,
    CustomerNcrSchema,
  ].forEach((schema) => app.addSchema(schema));

  await app.register(named(qualitySettingsRoutes));
  await app.register(named(customerQualityRoutes));
  await app.register(named(ncrActionRoutes));
  await app.register(named(capaRoutes));
  await app.register(named(qualityDashboardRoutes));
  await app.register(named(qualityRecordRoutes));
  const view = ncrViewOf(db, links);

  app.get(
    '/api/v1/quality/people',
    {
      config: { access: QMS_MEMBER },
      schema: {
        tags,
        summary: 'The people of the caller’s facility who may be assigned quality records: an NCR, a CAPA, a CAPA’s action',
        response: { 200: Type.Array(Named) },
      },
    },
    async (request) => qualityPeople(db, scopeOf(request).facilityId),
  );

  app.get(
    '/api/v1/quality/ncr-inbox',
    {
      config: { access: QMS_MEMBER },
      schema: {
        tags,
        summary: 'Inspections whose failed pieces were marked for an NCR that is not raised yet, oldest first',
        response: { 200: Type.Array(ref(NcrInboxEntrySchema)) },
      },
    },
    async (request) =>
      (await ncrInbox(db, scopeOf(request))).map(({ created_at, ...entry }) => ({
        ...entry,
        inspectedAt: created_at.getTime(),
      })),
  );

  app.post(
    '/api/v1/quality/ncr-inbox/:id',
    {
      config: { access: QMS_MEMBER },
      schema: {
        tags,
        summary: 'Raises the part NCR of an inspection’s failed pieces, filled in from the inspection and the job that made them',
        params: IdParams,
        body: NcrFromInspectionBody,
        response: { 201: ref(NcrSchema) },
      },
    },
    async (request, reply) => {
      const id = await raiseFromInspection(db, scopeOf(request), request.params.id, request.body ?? {});
      return reply.code(201).send(await view(request, id));
    },
  );

  app.get(
    '/api/v1/quality/ncrs',
    {
      config: { access: QMS_MEMBER },
      schema: {
        tags,
        summary: 'The facility’s NCRs, newest first unless sorted otherwise, filtered and searched',
        querystring: NcrListQuery,
        response: { 200: ref(NcrListSchema) },
      },
    },
    async (request) => {
      const { rows, ...total } = await listNcrs(db, scopeOf(request), request.query);
      return { ...total, rows: rows.map(ncrRow) };
    },
  );

  app.post(
    '/api/v1/quality/ncrs',
    {
      config: { access: QMS_MEMBER },
      schema: {
        tags,
        summary: 'Raises a part or process NCR by hand',
        body: ref(NcrInputSchema),
        response: { 201: ref(NcrSchema) },
      },
    },
    async (request, reply) => {
      const id = await raiseNcr(db, scopeOf(request), request.body);
      return reply.code(201).send(await view(request, id));
    },
  );

  app.get(
    '/api/v1/quality/ncrs/:id',
    {
      config: { access: QMS_MEMBER },
      schema: {
        tags,
        summary: 'An NCR with its evidence, decisions and their signatures, and its history',
        params: IdParams,
        response: { 200: ref(NcrSchema) },
      },
    },
    async (request) => view(request, request.params.id),
  );

  app.patch(
    '/api/v1/quality/ncrs/:id',
    {
      config: { access: QMS_MEMBER },
      schema: {
        tags,
        summary: 'Changes an open NCR’s classification, texts, assignee or evidence',
        params: IdParams,
        body: ref(NcrChangeSchema),
        response: { 200: ref(NcrSchema) },
      },
    },
    async (request) => {
      await changeNcr(db, scopeOf(request), request.params.id, request.body);
      return view(request, request.params.id);
    },
  );
};

export default qualityRoutes;
