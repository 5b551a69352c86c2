/**
 * The facility's RFQ configuration (RFQ_CONFIG_EDITOR): `GET`/`PUT
 * /api/v1/sp/rfq-config`. Its customers read what it asks of them in New Order's offer
 * (`GET /api/v1/orders/offer`).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FACILITY_MEMBER, facilityOf, facilityChangeOf } from '../http/access.js';
import { ref } from '../http/schema-helpers.js';
import { RfqConfigInput, RfqConfigSchema } from './schemas.js';
import { readRfqConfig, saveRfqConfig } from './service.js';

const tags = ['rfq configuration'];
const EDITOR = { ...FACILITY_MEMBER, permission: 'RFQ_CONFIG_EDITOR' } as const;

const rfqConfigRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  [RfqConfigInput, RfqConfigSchema].forEach((schema) => app.addSchema(schema));

  app.get(
    '/api/v1/sp/rfq-config',
    {
      config: { access: EDITOR },
      schema: {
        tags,
        summary: 'What the facility’s store front asks of New Order, and its terms and conditions with their version',
        response: { 200: ref(RfqConfigSchema) },
      },
    },
    async (request) => readRfqConfig(db, facilityOf(request)),
  );

  app.put(
    '/api/v1/sp/rfq-config',
    {
      config: { access: EDITOR },
      schema: {
        tags,
        summary:
          'Sets the required fields, distributions, quote due period, NDA template and terms (audited); changed terms are a new version customers must accept',
        body: ref(RfqConfigInput),
        response: { 200: ref(RfqConfigSchema) },
      },
    },
    async (request) => saveRfqConfig(db, facilityChangeOf(request), request.body, Date.now()),
  );
};

export default rfqConfigRoutes;
