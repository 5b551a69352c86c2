/**
 * A facility's pricing rules (the page needs ROLE_ADMIN and the
 * QUOTE_RULE_ENGINE_ENABLED flag): read, versions, save (also PRICING_RULES_EDITOR) and a
 * preview on a part of the facility's inventory.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  COMPANY_MEMBER,
  companyOf,
  FACILITY_MEMBER,
  facilityOf,
  principalOf,
  type AuthenticatedRule,
  facilityChangeOf,
} from '../http/access.js';
import { Type } from 'typebox';
import { acceptInstantPrice, instantPrices } from './instant.js';
import { notFound } from '../http/errors.js';
import { orderRulePrice } from './order-price.js';
import { facilityOfferOrder } from './queries.js';
import { ref } from '../http/schema-helpers.js';
import {
  AcceptInstantBody,
  InstantPriceSchema,
  MatchParams,
  OrderParams,
  OrderRulePriceSchema,
  PartPriceSchema,
  PreviewBody,
  PricePreviewSchema,
  PriceTermSchema,
  PricingRulesHistorySchema,
  PricingRulesSchema,
  PricingRulesVersionSchema,
  SavePricingRulesBody,
  VersionParams,
} from './schemas.js';
import { currentRules, previewPrice, rulesHistory, rulesVersion, saveRules } from './service.js';
import type { PricingRules } from './price.js';

const tags = ['pricing'];

const READER: AuthenticatedRule = {
  audience: 'authenticated',
  authorities: ['ROLE_ADMIN'],
  featureFlag: 'QUOTE_RULE_ENGINE_ENABLED',
  scope: 'facility',
};
const EDITOR: AuthenticatedRule = { ...READER, permission: 'PRICING_RULES_EDITOR' };
/** Whoever bids for the facility fills a bid from the rules. */
const BIDDER: AuthenticatedRule = { ...FACILITY_MEMBER, featureFlag: 'QUOTE_RULE_ENGINE_ENABLED' };

const pricingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  for (const schema of [
    PricingRulesSchema,
    PricingRulesVersionSchema,
    PriceTermSchema,
    PricePreviewSchema,
    PartPriceSchema,
    OrderRulePriceSchema,
    InstantPriceSchema,
  ])
    app.addSchema(schema);

  app.get(
    '/api/v1/pricing-rules',
    {
      config: { access: READER },
      schema: { tags, summary: 'The facility’s pricing rules now', response: { 200: ref(PricingRulesVersionSchema) } },
    },
    async (request) => currentRules(db, facilityOf(request)),
  );
  app.put(
    '/api/v1/pricing-rules',
    {
      config: { access: EDITOR },
      schema: {
        tags,
        summary: 'Saves the pricing rules as a new version, once every formula evaluates',
        body: SavePricingRulesBody,
        response: { 200: ref(PricingRulesVersionSchema) },
      },
    },
    async (request) => saveRules(db, facilityChangeOf(request), request.body.baseVersion, request.body.rules as PricingRules),
  );
  app.get(
    '/api/v1/pricing-rules/versions',
    {
      config: { access: READER },
      schema: { tags, summary: 'Every saved version, newest first', response: { 200: PricingRulesHistorySchema } },
    },
    async (request) => rulesHistory(db, facilityOf(request)),
  );
  app.get(
    '/api/v1/pricing-rules/versions/:version',
    {
      config: { access: READER },
      schema: { tags, summary: 'One saved version', params: VersionParams, response: { 200: ref(PricingRulesVersionSchema) } },
    },
    async (request) => rulesVersion(db, facilityOf(request), request.params.version),
  );
  app.post(
    '/api/v1/pricing-rules/preview',
    {
      config: { access: READER },
      schema: {
        tags,
        summary: 'What the rules given (saved or not) make of a part of the inventory, term by term',
        body: PreviewBody,
        response: { 200: ref(PricePreviewSchema) },
      },
    },
    async (request) => previewPrice(db, facilityOf(request), { ...request.body, rules: request.body.rules as PricingRules }),
  );
  app.get(
    '/api/v1/matches/:matchId/rule-price',
    {
      config: { access: BIDDER },
      schema: {
        tags,
        summary: 'The facility’s offer of an order priced by its pricing rules, part by part: what its bid form fills in',
        params: MatchParams,
        response: { 200: ref(OrderRulePriceSchema) },
      },
    },
    async (request) => {
      const facilityId = facilityOf(request);
      const orderId = await facilityOfferOrder(db, facilityId, request.params.matchId);
      if (orderId === undefined) throw notFound(`Offer ${request.params.matchId} not found`);
      return orderRulePrice(db, facilityId, orderId, Date.now());
    },
  );
  const customer = (request: FastifyRequest) => ({ userId: principalOf(request).userId, companyId: companyOf(request) });
  app.get(
    '/api/v1/orders/:id/instant-prices',
    {
      config: { access: COMPANY_MEMBER },
      schema: {
        tags,
        summary:
          'The customer’s draft priced at once by each facility that would quote it and quotes automatically, with the delivery its plan promises; cheapest first',
        params: OrderParams,
        response: { 200: Type.Array(ref(InstantPriceSchema)) },
      },
    },
    async (request) => instantPrices(db, customer(request), request.params.id, Date.now()),
  );
  app.post(
    '/api/v1/orders/:id/instant-accept',
    {
      config: { access: COMPANY_MEMBER },
      schema: {
        tags,
        summary:
          'Orders the draft at the facility’s instant price: submitted to it alone, its bid from the rules approved, waiting for its confirmation',
        params: OrderParams,
        body: AcceptInstantBody,
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      await acceptInstantPrice(
        db,
        customer(request),
        request.params.id,
        request.body.facilityId,
        request.body.totalMinor,
        Date.now(),
      );
      return reply.status(204).send(null);
    },
  );
};

export default pricingRoutes;
