/**
 * Pairing of the desktop print-preparation tool with the platform's page beside it: the page asks
 * for a pairing (a short-lived, single-use intent) and hands it to the tool over its local socket;
 * the tool redeems it here, once, and so learns that the page speaking to it is the platform's,
 * for whom. The tool is outside the ITAR boundary: a pairing never carries ITAR clearance.
 *
 * Then what the tool fills and estimates its tray from: links to download the parts a planner
 * puts in it, a queued job's parts (Send to Tray), and a machine's print figures. The tool calls
 * these with its user's API key; the platform's desktop pages with the user's session.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ANONYMOUS, FACILITY_MEMBER, facilityOf, principalOf } from '../http/access.js';
import { EpochMs, ref } from '../http/schema-helpers.js';
import { issueIntent, redeemIntent } from '../magics/index.js';
import {
  EquipmentParams,
  JobParams,
  JobTraySchema,
  PrintFiguresSchema,
  TRAY_SCHEMAS,
  TrayLinksBody,
  TrayLinksSchema,
} from './tray-schemas.js';
import { trayService } from './tray-service.js';

const tags = ['desktop tool'];
const DESKTOP = ['DESKTOP'] as const;

const desktopRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.ctx;
  const tray = trayService(db, config);
  TRAY_SCHEMAS.forEach((schema) => app.addSchema(schema));

  app.post(
    '/api/v1/desktop/pairings',
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags,
        summary: 'A pairing for the desktop tool: the token the page sends it (PAIR), redeemable once, for two minutes',
        response: { 201: Type.Object({ token: Type.String(), expiresAt: EpochMs('When the token stops being redeemable') }) },
      },
    },
    async (request, reply) => {
      const launcher = { userId: principalOf(request).userId, facilityId: facilityOf(request), itarCleared: false };
      return reply.status(201).send(await issueIntent(db, launcher, 'DESKTOP', Date.now()));
    },
  );

  app.post(
    '/api/v1/desktop/pairings/redeem',
    {
      config: { access: ANONYMOUS },
      schema: {
        tags,
        summary: 'The desktop tool redeems a pairing, once and before it expires: who paired it, for which facility',
        body: Type.Object({ token: Type.String({ minLength: 20, maxLength: 100 }) }, { additionalProperties: false }),
        response: {
          200: Type.Object({ userId: Type.Integer(), email: Type.String(), name: Type.String(), facilityId: Type.Integer() }),
        },
      },
    },
    async (request) => {
      const refusal = 'This pairing has expired or was already used; open the page in the desktop tool again';
      const { userId, email, name, facilityId } = await redeemIntent(
        db,
        request.body.token,
        { tools: DESKTOP, refusal },
        Date.now(),
      );
      return { userId, email, name, facilityId };
    },
  );

  app.post(
    '/api/v1/desktop/tray-links',
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags,
        summary:
          'Short-lived download links to the files of parts of orders the facility is making, for the desktop tool’s tray (never an ITAR part)',
        body: TrayLinksBody,
        response: { 200: ref(TrayLinksSchema) },
      },
    },
    async (request) => tray.trayLinks(facilityOf(request), principalOf(request).userId, request.body.rfqFileIds),
  );

  app.get(
    '/api/v1/desktop/jobs/:jobId/tray',
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags,
        summary: 'A queued ORDER job’s parts with their pieces and download links, to prepare again in the desktop tool’s tray',
        params: JobParams,
        response: { 200: ref(JobTraySchema) },
      },
    },
    async (request) => tray.jobTray(facilityOf(request), principalOf(request).userId, request.params.jobId),
  );

  app.get(
    '/api/v1/desktop/machines/:equipmentId/print-figures',
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags,
        summary: 'What the desktop tool estimates a tray on the machine by: its print figures and the material loaded in it',
        params: EquipmentParams,
        response: { 200: ref(PrintFiguresSchema) },
      },
    },
    async (request) => tray.printFigures(facilityOf(request), request.params.equipmentId),
  );
};

export default desktopRoutes;
