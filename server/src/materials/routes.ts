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

const materialRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(supplierRoutes);
  await app.register(lotRoutes);
  await app.register(batchRoutes);
  await app.register(materialSettingsRoutes);
  await app.register(jobPowderRoutes);
  await app.register(stockRoutes);
  await app.register(genealogyRoutes);
  await app.register(labelRoutes);
};

export default materialRoutes;
