/**
 * The material area's routes (MATERIAL_MANAGEMENT_CONFIG): suppliers, the lots they deliver, and
 * the batches of powder made from them, with the events that make and use them.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import batchRoutes from './batch-routes.js';
import genealogyRoutes from './genealogy-routes.js';
import jobPowderRoutes from './job-routes.js';
import labelRoutes from './label-routes.js';
import lotRoutes from './lot-routes.js';
import materialSettingsRoutes from './settings-routes.js';
import stockRoutes from './stock-routes.js';
import supplierRoutes from './supplier-routes.js';
import { named } from '../http/named-plugin.js';

const materialRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(named(supplierRoutes));
  await app.register(named(lotRoutes));
  await app.register(named(batchRoutes));
  await app.register(named(materialSettingsRoutes));
  await app.register(named(jobPowderRoutes));
  await app.register(named(stockRoutes));
  await app.register(named(genealogyRoutes));
  await app.register(named(labelRoutes));
};

export default materialRoutes;
