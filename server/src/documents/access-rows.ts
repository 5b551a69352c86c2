import { seededId, type AccessRows } from '../test-support/access-matrix.js';

export const accessRows: AccessRows = async ({ t }) => {
  /** Acme's gripper fingers, agreed with Austin: its quote is there, nothing has shipped. */
  const agreed = await seededId(t, 'rfqs', { display_title: 'Gripper fingers — Rev C' });
  /** The demo's delivered shipment of fixture plates (Acme's, from Austin). */
  const shipment = (
    await t.db
      .selectFrom('shipments as s')
      .innerJoin('rfqs as r', 'r.id', 's.rfq_id')
      .select('s.id')
      .where('r.display_title', '=', 'Fixture plates and clamp jaws')
      .executeTakeFirstOrThrow()
  ).id;
  // Acme's engineer and Austin's people read them; admin, also an engineer of another company,
  // reads them as Austin's; Northwind has no part in either.
  return [
    {
      method: 'GET',
      route: '/api/v1/orders/:id/documents/:kind',
      url: `/api/v1/orders/${agreed}/documents/QUOTE`,
      expect: [401, 403, 200, 200, 200, 404],
    },
    {
      method: 'GET',
      route: '/api/v1/shipments/:id/packing-slip',
      url: `/api/v1/shipments/${shipment}/packing-slip`,
      expect: [401, 403, 200, 200, 200, 404],
    },
  ];
};
