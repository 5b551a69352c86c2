import { seededId, type AccessRows } from '../test-support/access-matrix.js';

// Only Austin's admin has ROLE_ADMIN; Northwind's people have not (403 before their data is read).
const ADMIN_ONLY = [401, 403, 403, 403, 200, 403] as const;

export const accessRows: AccessRows = async ({ t, austin }) => {
  const part = await t.db
    .selectFrom('parts as p')
    .innerJoin('part_facilities as pf', 'pf.part_id', 'p.id')
    .select(['p.id', 'p.last_material_id', 'p.last_process_id'])
    .where('pf.facility_id', '=', austin)
    .where('p.last_material_id', 'is not', null)
    .where('p.last_process_id', 'is not', null)
    .orderBy('p.id')
    .executeTakeFirstOrThrow();
  const rules = {
    currency: 'USD',
    setupMinor: 0,
    minimumOrderMinor: 0,
    postProcessingMinor: 0,
    materials: [{ materialId: part.last_material_id!, pricePerCm3Minor: 10 }],
    processes: [{ processId: part.last_process_id!, machineHourRateMinor: 1_000, buildRateCm3PerHour: 20 }],
    finishes: [],
    quantityBreaks: [],
    rushSurcharges: [],
    formulas: [],
    autoQuote: false,
  };
  const match = await t.db
    .selectFrom('matches')
    .select('id')
    .where('facility_id', '=', austin)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  // Acme's draft whose material is not chosen yet: no instant price, nothing to accept (400 naming
  // the part's material); the admin's own company (in-house engineering) does not find it.
  const draft = await seededId(t, 'rfqs', { display_title: 'Spare gripper pads' });
  return [
    { method: 'GET', route: '/api/v1/pricing-rules', expect: [...ADMIN_ONLY] },
    {
      method: 'GET',
      route: '/api/v1/orders/:id/instant-prices',
      url: `/api/v1/orders/${draft}/instant-prices`,
      expect: [401, 403, 200, 403, 404, 403],
    },
    {
      method: 'POST',
      route: '/api/v1/orders/:id/instant-accept',
      url: `/api/v1/orders/${draft}/instant-accept`,
      payload: () => ({ facilityId: austin, totalMinor: 1_000 }),
      expect: [401, 403, 400, 403, 404, 403],
    },
    // Anyone of the facility bidding reads it; Northwind has no rule engine (403 before its data is read).
    {
      method: 'GET',
      route: '/api/v1/matches/:matchId/rule-price',
      url: `/api/v1/matches/${match.id}/rule-price`,
      expect: [401, 403, 403, 200, 200, 403],
    },
    // The next version of Austin's rules, after the demo's own (the rows run in this order).
    { method: 'PUT', route: '/api/v1/pricing-rules', payload: () => ({ baseVersion: 1, rules }), expect: [...ADMIN_ONLY] },
    { method: 'GET', route: '/api/v1/pricing-rules/versions', expect: [...ADMIN_ONLY] },
    {
      method: 'GET',
      route: '/api/v1/pricing-rules/versions/:version',
      url: '/api/v1/pricing-rules/versions/1',
      expect: [...ADMIN_ONLY],
    },
    {
      method: 'POST',
      route: '/api/v1/pricing-rules/preview',
      payload: () => ({
        rules,
        partId: part.id,
        materialId: part.last_material_id,
        processId: part.last_process_id,
        quantity: 3,
        finish: null,
        leadTimeDays: null,
      }),
      expect: [...ADMIN_ONLY],
    },
  ];
};
