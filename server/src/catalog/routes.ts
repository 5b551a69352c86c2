import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Static, type TSchema, Type } from 'typebox';
import { AllFacilitiesQuery, ref } from '../http/schema-helpers.js';
import { FACILITY_MEMBER, facilityOf, readableFacilities } from '../http/access.js';
import { facilityCollectionRoutes } from '../http/facility-collection.js';
import type { Db } from '../db/database.js';
import { createPriorityLabel, deletePriorityLabel, listPriorityLabels, updatePriorityLabel } from './service.js';
import {
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
import equipmentRoutes from './equipment-routes.js';
import { matchedFacilities } from './matched-facilities.js';
import { CATALOG_EDITOR, CATALOG_TAGS as tags } from './route-rules.js';
import { named } from '../http/named-plugin.js';

/**
 * A reference list: of the whole catalogue or, filtered by match type, of what the caller's
 * facilities have (`Facilities` undefined or not); or of the caller's facility or enterprise.
 */
interface CatalogueList<Item extends TSchema, Facilities extends number[] | undefined> {
  path: string;
  summary: string;
  item: Item;
  list: (db: Db, facilityIds: Facilities) => Promise<Static<Item>[]>;
}

const catalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  CATALOG_SCHEMAS.forEach((schema) => app.addSchema(schema));
  app.addSchema(EquipmentBody);

  const matchedList = <Item extends TSchema>({ path, summary, item, list }: CatalogueList<Item, number[] | undefined>) =>
    app.get(
      path,
      {
        config: { access: FACILITY_MEMBER },
        schema: { tags, summary, querystring: MatchQuery, response: { 200: Type.Array(ref(item)) } },
      },
      async (request) => list(db, await matchedFacilities(request, request.query)),
    );
  matchedList({
    path: '/api/v1/amprocess',
    summary: 'Manufacturing processes (all, or those the caller’s facilities run)',
    item: ProcessSchema,
    list: listProcesses,
  });
  matchedList({
    path: '/api/v1/machines',
    summary: 'Machine models (all, or those the caller’s facilities own)',
    item: MachineSchema,
    list: listMachines,
  });
  matchedList({
    path: '/api/v1/sp/materials',
    summary: 'Materials (all, or those loaded on the caller’s facilities’ machines)',
    item: MaterialSchema,
    list: listMaterials,
  });
  matchedList({
    path: '/api/v1/sp/machineMaterialMapping',
    summary: 'Which materials each machine model runs',
    item: MappingSchema,
    list: machineMaterialMapping,
  });

  await app.register(named(equipmentRoutes));

  const facilitiesList = <Item extends TSchema>({ path, summary, item, list }: CatalogueList<Item, number[]>) =>
    app.get(
      path,
      {
        config: { access: FACILITY_MEMBER },
        schema: { tags, summary, querystring: AllFacilitiesQuery, response: { 200: Type.Array(ref(item)) } },
      },
      async (request) => list(db, readableFacilities(request, { wholeEnterprise: request.query.getFromAllFacilities === true })),
    );
  facilitiesList({
    path: '/api/v3/sp/equipments',
    summary: 'Machines of the facility, or of all INTERNAL facilities',
    item: EquipmentSchema,
    list: listEquipment,
  });
  facilitiesList({
    path: '/api/v3/sp/materials',
    summary: 'Materials used by the facility, or by all INTERNAL facilities',
    item: MaterialSchema,
    list: listMaterials,
  });

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

  facilityCollectionRoutes(app, {
    path: '/api/v1/priorities',
    tags,
    editor: CATALOG_EDITOR,
    item: PriorityLabelSchema,
    body: PriorityLabelBody,
    summaries: {
      create: 'Creates a priority label (names are unique per facility)',
      update: 'Renames or recolours a priority label',
      remove: 'Deletes a priority label',
    },
    create: createPriorityLabel,
    update: updatePriorityLabel,
    remove: deletePriorityLabel,
  });
};

export default catalogRoutes;
