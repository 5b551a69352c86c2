import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { AllFacilitiesQuery, IdParams, ref } from '../http/schema-helpers.js';
import { FACILITY_MEMBER, facilityOf, principalOf, readableFacilities } from '../http/access.js';
import { badRequest, notFound } from '../http/errors.js';
import {
  createEquipment,
  createPriorityLabel,
  deletePriorityLabel,
  listPriorityLabels,
  updateEquipment,
  updatePriorityLabel,
} from './service.js';
import {
  findEquipment,
  listEquipment,
  listMachines,
  listMaterials,
  listProcesses,
  listSimulationSoftware,
  machineMaterialMapping,
} from './queries.js';
import {
  CATALOG_SCHEMAS,
  EquipmentBody,
  EquipmentSchema,
  MachineSchema,
  MappingSchema,
  MatchQuery,
  MaterialSchema,
  PriorityLabelBody,
  PriorityLabelSchema,
  ProcessSchema,
  SimulationSoftwareSchema,
} from './schemas.js';

const tags = ['reference data'];
const editor = { ...FACILITY_MEMBER, permission: 'MES_SETTINGS_EDITOR' } as const;
/** Who changes the facility's labels, for the settings audit. */
const labelScope = (request: FastifyRequest) => ({ facilityId: facilityOf(request), userId: principalOf(request).userId });

const catalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  CATALOG_SCHEMAS.forEach((schema) => app.addSchema(schema));
  app.addSchema(EquipmentBody);

  /**
   * The facilities a filtered call covers: without filter_by_match_type, undefined (no narrowing, the whole catalogue); with
   * it, the caller's facility, widened to the enterprise's INTERNAL facilities by matchingType INTERNAL_FACILITY for one
   * who may read them.
   */
  const matched = async (request: FastifyRequest, query: { filter_by_match_type?: boolean; matchingType?: string }) => {
    if (query.matchingType && !query.filter_by_match_type) {
      throw badRequest('querystring.matchingType needs filter_by_match_type=true', 'querystring.matchingType');
    }
    if (!query.filter_by_match_type) return undefined;
    return readableFacilities(request, { wholeEnterprise: query.matchingType === 'INTERNAL_FACILITY' });
  };

  app.get(
    '/api/v1/amprocess',
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags,
        summary: 'Manufacturing processes (all, or those the caller’s facilities run)',
        querystring: MatchQuery,
        response: { 200: Type.Array(ref(ProcessSchema)) },
      },
    },
    async (request) => listProcesses(db, await matched(request, request.query)),
  );

  app.get(
    '/api/v1/machines',
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags,
        summary: 'Machine models (all, or those the caller’s facilities own)',
        querystring: MatchQuery,
        response: { 200: Type.Array(ref(MachineSchema)) },
      },
    },
    async (request) => listMachines(db, await matched(request, request.query)),
  );

  app.get(
    '/api/v1/sp/materials',
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags,
        summary: 'Materials (all, or those loaded on the caller’s facilities’ machines)',
        querystring: MatchQuery,
        response: { 200: Type.Array(ref(MaterialSchema)) },
      },
    },
    async (request) => listMaterials(db, await matched(request, request.query)),
  );

  app.get(
    '/api/v1/sp/machineMaterialMapping',
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags,
        summary: 'Which materials each machine model runs',
        querystring: MatchQuery,
        response: { 200: Type.Array(ref(MappingSchema)) },
      },
    },
    async (request) => machineMaterialMapping(db, await matched(request, request.query)),
  );

  app.get(
    '/api/v1/sp/equipments',
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags,
        summary: 'The caller’s facility’s machines; with matchingType INTERNAL_FACILITY those of its INTERNAL facilities too',
        querystring: MatchQuery,
        response: { 200: Type.Array(ref(EquipmentSchema)) },
      },
    },
    async (request) => listEquipment(db, (await matched(request, request.query)) ?? [facilityOf(request)]),
  );

  app.get(
    '/api/v1/sp/equipments/:id',
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags,
        summary: 'One machine of the caller’s facility (another facility’s answers 404)',
        params: IdParams,
        response: { 200: ref(EquipmentSchema) },
      },
    },
    async (request) => {
      const equipment = await findEquipment(db, facilityOf(request), request.params.id);
      if (!equipment) throw notFound(`Equipment ${request.params.id} not found`);
      return equipment;
    },
  );
  app.post(
    '/api/v1/sp/equipments',
    {
      config: { access: editor },
      schema: {
        tags,
        summary: 'Adds a machine to the caller’s facility (names are unique per facility; materials must suit the model)',
        body: ref(EquipmentBody),
        response: { 201: ref(EquipmentSchema) },
      },
    },
    async (request, reply) => reply.status(201).send(await createEquipment(db, facilityOf(request), request.body)),
  );
  app.put(
    '/api/v1/sp/equipments/:id',
    {
      config: { access: editor },
      schema: {
        tags,
        summary: 'Replaces a machine of the caller’s facility: name, model, materials by role, the material loaded now, image',
        params: IdParams,
        body: ref(EquipmentBody),
        response: { 200: ref(EquipmentSchema) },
      },
    },
    async (request) => updateEquipment(db, facilityOf(request), request.params.id, request.body),
  );

  app.get(
    '/api/v3/sp/equipments',
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags,
        summary: 'Machines of the facility, or of all INTERNAL facilities',
        querystring: AllFacilitiesQuery,
        response: { 200: Type.Array(ref(EquipmentSchema)) },
      },
    },
    async (request) =>
      listEquipment(db, readableFacilities(request, { wholeEnterprise: request.query.getFromAllFacilities === true })),
  );

  app.get(
    '/api/v3/sp/materials',
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags,
        summary: 'Materials used by the facility, or by all INTERNAL facilities',
        querystring: AllFacilitiesQuery,
        response: { 200: Type.Array(ref(MaterialSchema)) },
      },
    },
    async (request) =>
      listMaterials(db, readableFacilities(request, { wholeEnterprise: request.query.getFromAllFacilities === true })),
  );

  app.get(
    '/api/v1/simulation-software',
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags,
        summary: 'Build simulation software a job can name',
        response: { 200: Type.Array(ref(SimulationSoftwareSchema)) },
      },
    },
    async () => listSimulationSoftware(db),
  );

  app.get(
    '/api/v1/priorities',
    {
      config: { access: FACILITY_MEMBER },
      schema: { tags, summary: 'The facility’s priority labels', response: { 200: Type.Array(ref(PriorityLabelSchema)) } },
    },
    async (request) => listPriorityLabels(db, facilityOf(request)),
  );

  app.post(
    '/api/v1/priorities',
    {
      config: { access: editor },
      schema: {
        tags,
        summary: 'Creates a priority label (names are unique per facility)',
        body: PriorityLabelBody,
        response: { 201: ref(PriorityLabelSchema) },
      },
    },
    async (request, reply) => reply.status(201).send(await createPriorityLabel(db, labelScope(request), request.body)),
  );
  app.put(
    '/api/v1/priorities/:id',
    {
      config: { access: editor },
      schema: {
        tags,
        summary: 'Renames or recolours a priority label',
        params: IdParams,
        body: PriorityLabelBody,
        response: { 200: ref(PriorityLabelSchema) },
      },
    },
    async (request) => updatePriorityLabel(db, labelScope(request), request.params.id, request.body),
  );
  app.delete(
    '/api/v1/priorities/:id',
    {
      config: { access: editor },
      schema: { tags, summary: 'Deletes a priority label', params: IdParams, response: { 204: Type.Null() } },
    },
    async (request, reply) => {
      await deletePriorityLabel(db, labelScope(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default catalogRoutes;
