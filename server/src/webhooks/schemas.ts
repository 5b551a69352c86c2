import { Type } from 'typebox';
import { CappedTotal, EpochMs, Id, Nullable, ref, StringEnum } from '../http/schema-helpers.js';

export const DELIVERY_STATUSES = ['PENDING', 'DELIVERED', 'FAILED'] as const;

export const EndpointBody = Type.Object(
  {
    url: Type.String({ minLength: 1, maxLength: 2_000, description: 'Where deliveries are POSTed (http or https)' }),
    description: Type.String({ maxLength: 200 }),
    events: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), {
      minItems: 1,
      maxItems: 50,
      description: 'Event types (order.status) or families (order.*)',
    }),
    enabled: Type.Boolean(),
  },
  { additionalProperties: false },
);

export const EndpointSchema = Type.Object(
  {
    id: Type.Integer(),
    url: Type.String(),
    description: Type.String(),
    events: Type.Array(Type.String()),
    enabled: Type.Boolean(),
    createdAt: EpochMs(),
    previousSecretUntil: Nullable(EpochMs('Until when the secret before the last rotation still signs')),
    pending: Type.Integer({ description: 'Deliveries waiting to be sent or retried' }),
    failed: Type.Integer({ description: 'Deliveries given up after every retry' }),
  },
  { $id: 'WebhookEndpoint' },
);

export const EndpointSecretSchema = Type.Object(
  {
    id: Type.Integer(),
    secret: Type.String({ description: 'The signing secret (whsec_…), shown this once' }),
    previousSecretUntil: Nullable(EpochMs()),
  },
  { $id: 'WebhookEndpointSecret' },
);

export const WebhookEventsSchema = Type.Object(
  { events: Type.Array(Type.String(), { description: 'Every event type an endpoint may take' }) },
  { $id: 'WebhookEvents' },
);

export const DeliverySchema = Type.Object(
  {
    id: Type.Integer(),
    endpointId: Type.Integer(),
    messageId: Type.String({ description: 'The webhook-id header: the same on every attempt' }),
    eventType: Type.String(),
    status: StringEnum(DELIVERY_STATUSES),
    attempts: Type.Integer(),
    createdAt: EpochMs(),
    nextAttemptAt: Nullable(EpochMs('When a pending delivery is tried next')),
    deliveredAt: Nullable(EpochMs()),
    statusCode: Nullable(Type.Integer({ description: 'The receiver’s answer to the last attempt' })),
    durationMs: Nullable(Type.Integer()),
    responseExcerpt: Nullable(Type.String({ description: 'The start of the receiver’s answer' })),
    error: Nullable(Type.String({ description: 'Why the last attempt got no answer' })),
    payload: Type.Unknown({ description: 'The JSON body sent' }),
  },
  { $id: 'WebhookDelivery' },
);

export const DeliveriesSchema = Type.Object(
  { ...CappedTotal, rows: Type.Array(ref(DeliverySchema)) },
  { $id: 'WebhookDeliveries' },
);

export const DeliveriesQuery = Type.Object(
  {
    endpointId: Type.Optional(Id()),
    status: Type.Optional(StringEnum(DELIVERY_STATUSES)),
    search: Type.Optional(Type.String({ maxLength: 200, description: 'The event type or the webhook-id' })),
    offset: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
    limit: Type.Integer({ minimum: 1, maximum: 100 }),
  },
  { additionalProperties: false },
);
