/**
 * Webhooks (the facility's admins, with WEBHOOK_CONFIG_ENABLED on):
 * `/api/v1/sp/webhooks/…` — the endpoints, their secrets' rotation, a test event, the delivery log
 * and a delivery sent again. The queue's fan-out and delivery run in the background
 * (`background-jobs.ts`); a test event or a redelivery kicks the delivery.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { facilityOf, type AuthenticatedRule, facilityChangeOf } from '../http/access.js';
import { IdParams, ref } from '../http/schema-helpers.js';
import { listDeliveries, queueTestEvent, redeliver } from './deliveries.js';
import {
  createEndpoint,
  deleteEndpoint,
  listEndpoints,
  rotateSecret,
  updateEndpoint,
  WEBHOOK_EVENTS,
  webhookContext,
} from './endpoints.js';
import {
  DeliveriesQuery,
  DeliveriesSchema,
  DeliverySchema,
  EndpointBody,
  EndpointSchema,
  EndpointSecretSchema,
  WebhookEventsSchema,
} from './schemas.js';

const tags = ['webhooks'];
const PREFIX = '/api/v1/sp/webhooks';
const ADMIN: AuthenticatedRule = {
  audience: 'authenticated',
  authorities: ['ROLE_ADMIN'],
  featureFlag: 'WEBHOOK_CONFIG_ENABLED',
  scope: 'facility',
};

const webhookRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config, webhookDelivery: delivery } = app.ctx;
  [EndpointSchema, EndpointSecretSchema, WebhookEventsSchema, DeliverySchema, DeliveriesSchema].forEach((schema) =>
    app.addSchema(schema),
  );
  const context = webhookContext(db, config);

  app.get(
    `${PREFIX}/events`,
    {
      config: { access: ADMIN },
      schema: { tags, summary: 'The event types an endpoint may take', response: { 200: ref(WebhookEventsSchema) } },
    },
    async () => ({ events: [...WEBHOOK_EVENTS] }),
  );

  app.get(
    `${PREFIX}/endpoints`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'The facility’s endpoints, with their pending and failed deliveries',
        response: { 200: Type.Array(ref(EndpointSchema)) },
      },
    },
    async (request) => listEndpoints(db, facilityOf(request)),
  );

  app.post(
    `${PREFIX}/endpoints`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary:
          'Adds an endpoint (audited); an address resolving to a private or loopback address is refused unless the operator allows it. The secret is answered this once',
        body: EndpointBody,
        response: { 201: ref(EndpointSecretSchema) },
      },
    },
    async (request, reply) => reply.code(201).send(await createEndpoint(context, facilityChangeOf(request), request.body)),
  );

  app.put(
    `${PREFIX}/endpoints/:id`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Changes an endpoint’s address, description, events or switch (audited)',
        params: IdParams,
        body: EndpointBody,
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      await updateEndpoint(context, facilityChangeOf(request), request.params.id, request.body);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    `${PREFIX}/endpoints/:id`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Removes an endpoint with its deliveries (audited)',
        params: IdParams,
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      await deleteEndpoint(db, facilityChangeOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${PREFIX}/endpoints/:id/rotate-secret`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'A new signing secret, answered this once; the old one keeps signing beside it for 24 hours (audited)',
        params: IdParams,
        response: { 200: ref(EndpointSecretSchema) },
      },
    },
    async (request) => rotateSecret(context, facilityChangeOf(request), request.params.id, Date.now()),
  );

  app.post(
    `${PREFIX}/endpoints/:id/test`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Queues a webhook.test event to the endpoint, signed and logged like any delivery',
        params: IdParams,
        response: { 202: Type.Object({ messageId: Type.String() }) },
      },
    },
    async (request, reply) => {
      const messageId = await queueTestEvent(db, facilityOf(request), request.params.id);
      delivery.kick();
      return reply.code(202).send({ messageId });
    },
  );

  app.get(
    `${PREFIX}/deliveries`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'The delivery log, newest first: status, attempts, response code, duration and the start of the answer',
        querystring: DeliveriesQuery,
        response: { 200: ref(DeliveriesSchema) },
      },
    },
    async (request) => listDeliveries(db, facilityOf(request), request.query),
  );

  app.post(
    `${PREFIX}/deliveries/:id/redeliver`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Sends a delivery again now, with its webhook-id',
        params: IdParams,
        response: { 202: Type.Null() },
      },
    },
    async (request, reply) => {
      await redeliver(db, facilityOf(request), request.params.id);
      delivery.kick();
      return reply.code(202).send(null);
    },
  );
};

export default webhookRoutes;
