/**
 * Material search: `/api/v1/sp/material-search` for a facility — the
 * materials its own plant runs, its vendors' (approved or matched), and with the enterprise view
 * its sister plants' — and `/api/v1/engineer/material-search` for a customer, the materials of
 * the whole network. Each with its data sheet and the facilities in reach that run it.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { COMPANY_MEMBER, FACILITY_MEMBER, facilityOf, readableFacilities } from '../http/access.js';
import { ref } from '../http/schema-helpers.js';
import { materialFilterOptions, searchableVendors, searchMaterials } from './queries.js';
import { MaterialRowSchema, MaterialSearchQuery, MaterialSearchSchema } from './schemas.js';

const tags = ['materials'];

const materialSearchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  app.addSchema(MaterialRowSchema);
  app.addSchema(MaterialSearchSchema);

  /** The facilities whose materials a facility's people search: its own, its vendors', and its readable sisters'. */
  const facilityReach = async (request: FastifyRequest) => {
    const vendors = await searchableVendors(db, facilityOf(request));
    return [...readableFacilities(request, { wholeEnterprise: true }), ...vendors];
  };

  const sides = [
    {
      path: '/api/v1/sp/material-search',
      access: FACILITY_MEMBER,
      reach: facilityReach,
      whose: 'the caller’s plant, its vendors and readable sister plants',
    },
    {
      path: '/api/v1/engineer/material-search',
      access: COMPANY_MEMBER,
      reach: async () => null,
      whose: 'every facility of the network',
    },
  ] as const;
  for (const side of sides) {
    app.get(
      side.path,
      {
        config: { access: side.access },
        schema: {
          tags,
          summary: `Part materials that ${side.whose} run, with their data sheets, filtered by text, process, type, certification and property ranges`,
          querystring: MaterialSearchQuery,
          response: { 200: ref(MaterialSearchSchema) },
        },
      },
      async (request) => {
        const q = request.query;
        const facilities = await side.reach(request);
        const [{ rows, totalCount }, options] = await Promise.all([
          searchMaterials(db, facilities, {
            search: q.search,
            processId: q.processId,
            typeId: q.typeId,
            certification: q.certification,
            tensile: { min: q.tensileMin, max: q.tensileMax },
            elongation: { min: q.elongationMin, max: q.elongationMax },
            heatDeflection: { min: q.heatDeflectionMin, max: q.heatDeflectionMax },
            density: { min: q.densityMin, max: q.densityMax },
            offset: q.offset,
            limit: q.limit,
          }),
          materialFilterOptions(db, facilities),
        ]);
        return {
          totalCount,
          options,
          rows: rows.map((row) => ({
            id: row.id,
            name: row.name,
            type: row.type,
            processes: row.processes,
            maker: row.maker,
            colour: row.colour,
            tensileStrengthMpa: row.tensile_strength_mpa,
            elongationPercent: row.elongation_percent,
            heatDeflectionC: row.heat_deflection_c,
            densityGcm3: row.density_g_cm3,
            certifications: row.certifications,
            facilities: row.facilities,
          })),
        };
      },
    );
  }
};

export default materialSearchRoutes;
