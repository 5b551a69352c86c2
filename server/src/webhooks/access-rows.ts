import type { AccessRows } from '../test-support/access-matrix.js';
import { createEndpoint } from './endpoints.js';

// Austin's admin only: the others lack ROLE_ADMIN, and Northwind has no webhooks (403 before its data is read).
const ADMIN_ONLY = [401, 403, 403, 403, 200, 403] as const;
const endpoint = () => ({
  // A public address (an IP literal: no lookup), switched off so nothing is sent to it.
  url: 'http://93.184.215.14/hooks',
  description: 'ERP',
  events: ['order.*'],
  enabled: false,
});

export const accessRows: AccessRows = async ({ t, austin }) => {
  const context = { db: t.db, appSecret: t.config.appSecret, allowed: [] };
  const { id } = await createEndpoint(context, { facilityId: austin, userId: null }, endpoint());
  const delivery = await t.db
    .insertInto('webhook_deliveries')
    .values({
      endpoint_id: id,
      event_id: null,
      message_id: 'msg_access_matrix',
      event_type: 'webhook.test',
      payload: JSON.stringify({ type: 'webhook.test' }),
      status: 'FAILED',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const only = (status: number) => [401, 403, 403, 403, status, 403] as const;
  return [
    { method: 'GET', route: '/api/v1/sp/webhooks/events', expect: [...ADMIN_ONLY] },
    { method: 'GET', route: '/api/v1/sp/webhooks/endpoints', expect: [...ADMIN_ONLY] },
    { method: 'POST', route: '/api/v1/sp/webhooks/endpoints', payload: endpoint, expect: [...only(201)] },
    {
      method: 'PUT',
      route: '/api/v1/sp/webhooks/endpoints/:id',
      url: `/api/v1/sp/webhooks/endpoints/${id}`,
      payload: () => ({ ...endpoint(), description: 'ERP (orders)' }),
      expect: [...only(204)],
    },
    {
      method: 'POST',
      route: '/api/v1/sp/webhooks/endpoints/:id/rotate-secret',
      url: `/api/v1/sp/webhooks/endpoints/${id}/rotate-secret`,
      expect: [...ADMIN_ONLY],
    },
    // Switched off: no test event (409), nothing sent.
    {
      method: 'POST',
      route: '/api/v1/sp/webhooks/endpoints/:id/test',
      url: `/api/v1/sp/webhooks/endpoints/${id}/test`,
      expect: [...only(409)],
    },
    {
      method: 'GET',
      route: '/api/v1/sp/webhooks/deliveries',
      url: '/api/v1/sp/webhooks/deliveries?offset=0&limit=20',
      expect: [...ADMIN_ONLY],
    },
    {
      method: 'POST',
      route: '/api/v1/sp/webhooks/deliveries/:id/redeliver',
      url: `/api/v1/sp/webhooks/deliveries/${delivery.id}/redeliver`,
      expect: [...only(202)],
    },
    {
      method: 'DELETE',
      route: '/api/v1/sp/webhooks/endpoints/:id',
      url: `/api/v1/sp/webhooks/endpoints/${id}`,
      expect: [...only(204)],
    },
  ];
};
