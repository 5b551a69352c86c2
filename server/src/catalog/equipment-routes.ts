/** The machines of a facility: read by its people, added and replaced by its MES_SETTINGS_EDITORs. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { IdParams, ref } from '../http/schema-helpers.js';
import { FACILITY_MEMBER, facilityOf } from '../http/access.js';
import { notFound } from '../http/errors.js';
import { createEquipment, updateEquipment } from './service.js';
import { findEquipment, listEquipment } from './queries.js';
import { matchedFacilities } from './matched-facilities.js';
import { EquipmentBody, EquipmentSchema, MatchQuery } from './schemas.js';
import { CATALOG_EDITOR, CATALOG_TAGS as tags } from './route-rules.js';

const equipmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
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
    async (request) => listEquipment(db, (await matchedFacilities(request, request.query)) ?? [facilityOf(request)]),
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
      config: { access: CATALOG_EDITOR },
      schema: {
        tags,
        summary:
          'Adds a machine to the caller’s facility (names are unique per facility; materials must suit the model; packing figures left out get their defaults)',
        body: ref(EquipmentBody),
        response: { 201: ref(EquipmentSchema) },
      },
    },
    async (request, reply) => reply.status(201).send(await createEquipment(db, facilityOf(request), request.body)),
  );
  app.put(
    '/api/v1/sp/equipments/:id',
    {
      config: { access: CATALOG_EDITOR },
      schema: {
        tags,
        summary:
          'Replaces a machine of the caller’s facility: name, model, materials by role, the material loaded now, image; packing figures the body leaves out stay as they were',
        params: IdParams,
        body: ref(EquipmentBody),
        response: { 200: ref(EquipmentSchema) },
      },
    },
    async (request) => updateEquipment(db, facilityOf(request), request.params.id, request.body),
  );
};

export default equipmentRoutes;
