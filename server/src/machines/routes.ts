/**
 * Machine connectivity: `/api/v1/machine-connectivity/…` — the connections (kept by the
 * facility's MC_SETTINGS_EDITOR, read without their secrets), the connected machines' live
 * state and their stored events (the facility's people), and the signed webhook a machine that
 * can only call out posts its events to.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { FACILITY_MEMBER, facilityOf } from '../http/access.js';
import { facilityCollectionRoutes } from '../http/facility-collection.js';
import { IdParams, ref } from '../http/schema-helpers.js';
import { createConnection, deleteConnection, listConnections, updateConnection, type ConnectionContext } from './connections.js';
import { liveMachines, machineEvents } from './live.js';
import { ConnectionBody, ConnectionSchema, LiveMachineSchema, MachineEventsQuery, StoredEventSchema } from './schemas.js';

const tags = ['machine connectivity'];
const PREFIX = '/api/v1/machine-connectivity';
const editor = { ...FACILITY_MEMBER, permission: 'MC_SETTINGS_EDITOR' } as const;

const machineRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config, machineAdapters } = app.ctx;
  for (const schema of [ConnectionSchema, LiveMachineSchema, StoredEventSchema]) app.addSchema(schema);
  const context: ConnectionContext = {
    db,
    appSecret: config.appSecret,
    machineNetworks: config.machineNetworks,
    changed: () => machineAdapters.kick(),
  };

  app.get(
    `${PREFIX}/connections`,
    {
      config: { access: editor },
      schema: {
        tags,
        summary: 'The facility’s machine connections by machine, without their passwords or secrets',
        response: { 200: Type.Array(ref(ConnectionSchema)) },
      },
    },
    async (request) => listConnections(db, facilityOf(request)),
  );
  facilityCollectionRoutes(app, {
    path: `${PREFIX}/connections`,
    tags,
    editor,
    item: ConnectionSchema,
    body: ConnectionBody,
    summaries: {
      create: 'Connects a machine (one connection per machine); its address must be in the machine networks',
      update: 'Changes a machine’s connection; a password left out stays as it is',
      remove: 'Disconnects a machine; what it reported stays',
    },
    create: (_db, change, input) => createConnection(context, change, input),
    update: (_db, change, id, input) => updateConnection(context, change, id, input),
    remove: (_db, change, id) => deleteConnection(context, change, id),
  });

  app.get(
    `${PREFIX}/machines`,
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags,
        summary:
          'Every connected machine’s state now (offline after 45 seconds unheard), its run and alarm, and its adapter’s health',
        response: { 200: Type.Array(ref(LiveMachineSchema)) },
      },
    },
    async (request) => liveMachines(db, facilityOf(request)),
  );
  app.get(
    `${PREFIX}/machines/:id/events`,
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags,
        summary: 'A machine’s stored events, newest first; with `after`, those after that id in order (a replay)',
        params: IdParams,
        querystring: MachineEventsQuery,
        response: { 200: Type.Array(ref(StoredEventSchema)) },
      },
    },
    async (request) => machineEvents(db, facilityOf(request), request.params.id, request.query),
  );
};

export default machineRoutes;
