import type { AccessRows } from '../test-support/access-matrix.js';
import { addressOf, orderInput, processAndMaterial, verifiedPart } from '../test-support/orders.js';

export const accessRows: AccessRows = async ({ t, headers }) => {
  // An order of Acme's (engineer) that only Austin can make: Acme and Austin's callers talk
  // about it, Northwind (otherTenant) does not know it exists.
  const input = orderInput(
    Date.now(),
    {
      fileId: await verifiedPart(t, { bearer: headers.engineer }, 'talked-about.stl'),
      ...(await processAndMaterial(t, 'SELECTIVE_LASER_SINTERING', 'PA 2200')),
    },
    { deliveryAddressId: await addressOf(t, 'Acme Robotics') },
  );
  const { id } = (await t.app.inject({ method: 'POST', url: '/api/v1/orders', headers: headers.engineer, payload: input })).json<{
    id: number;
  }>();
  await t.app.inject({ method: 'POST', url: `/api/v1/orders/${id}/submit`, headers: headers.engineer, payload: {} });
  const match = await t.db.selectFrom('matches').select('id').where('rfq_id', '=', id).executeTakeFirstOrThrow();
  return [
    {
      method: 'GET',
      route: '/api/v1/orders/:id/messages',
      url: `/api/v1/orders/${id}/messages`,
      expect: [401, 403, 200, 200, 200, 404],
    },
    {
      method: 'POST',
      route: '/api/v1/matches/:matchId/messages',
      url: `/api/v1/matches/${match.id}/messages`,
      payload: () => ({ text: 'When could you ship?', fileIds: [] }),
      expect: [401, 403, 201, 201, 201, 404],
    },
    {
      method: 'POST',
      route: '/api/v1/matches/:matchId/messages/read',
      url: `/api/v1/matches/${match.id}/messages/read`,
      payload: () => ({ upTo: 1 }),
      expect: [401, 403, 204, 204, 204, 404],
    },
    { method: 'GET', route: '/api/v1/messages/unread', expect: [401, 403, 200, 200, 200, 200] },
  ];
};
