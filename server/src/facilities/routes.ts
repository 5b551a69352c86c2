/**
 * Facilities and vendors: `/api/v1/sp/facilities` for a facility, the
 * facilities it works with (FACILITY_SETTINGS_EDITOR; its sister plants' capabilities are no
 * reading for everyone), and `/api/v1/engineer/facilities` for a customer company, the whole
 * network its orders may reach, whose relations its admins (ENG_ADMIN, ENG_SUPER_ADMIN) set:
 * they decide where its APPROVED_VENDORS orders go, and that a BLACK_LISTED one gets none.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { COMPANY_ADMIN, COMPANY_MEMBER, companyOf, FACILITY_EDITOR, facilityOf } from '../http/access.js';
import { IdParams, ref } from '../http/schema-helpers.js';
import { listFacilities } from './queries.js';
import { FacilityListSchema, FacilityQuery, FacilityRowSchema, RelationBody } from './schemas.js';
import { setRelation } from './service.js';

const tags = ['facilities'];

type Row = Awaited<ReturnType<typeof listFacilities>>['rows'][number];
const rowView = (row: Row) => ({
  id: row.id,
  name: row.company_name,
  city: row.city,
  countryCode: row.country_code,
  website: row.website,
  relation: row.relation ?? null,
  processes: row.processes,
  machines: row.machines.map((machine) => ({ ...machine, count: Number(machine.count) })),
  materials: row.materials,
  certifications: row.certifications,
});

const facilityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  app.addSchema(FacilityRowSchema);
  app.addSchema(FacilityListSchema);

  const sides = [
    { prefix: '/api/v1/sp/facilities', read: FACILITY_EDITOR, write: FACILITY_EDITOR, companyOf: facilityOf, among: 'related' },
    { prefix: '/api/v1/engineer/facilities', read: COMPANY_MEMBER, write: COMPANY_ADMIN, companyOf, among: 'all' },
  ] as const;
  for (const side of sides) {
    const whose = side.among === 'related' ? 'the facilities the caller’s facility works with' : 'the facilities of the network';
    app.get(
      side.prefix,
      {
        config: { access: side.read },
        schema: {
          tags,
          summary: `${whose[0]!.toUpperCase()}${whose.slice(1)}: what each runs, its certifications and the relation to it`,
          querystring: FacilityQuery,
          response: { 200: ref(FacilityListSchema) },
        },
      },
      async (request) => {
        const { rows, totalCount } = await listFacilities(db, side.companyOf(request), request.query, side.among);
        return { totalCount, rows: rows.map(rowView) };
      },
    );
    app.put(
      `${side.prefix}/:id/relation`,
      {
        config: { access: side.write },
        schema: {
          tags,
          summary: `Sets or ends the relation to one of ${whose}; 409 for an INTERNAL one (the enterprise’s)`,
          params: IdParams,
          body: RelationBody,
          response: { 204: Type.Null() },
        },
      },
      async (request, reply) => {
        await setRelation(db, side.companyOf(request), request.params.id, request.body.relation, side.among);
        return reply.code(204).send(null);
      },
    );
  }
};

export default facilityRoutes;
