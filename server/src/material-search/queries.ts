import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { containsPattern } from '../http/schema-helpers.js';

/** A bound on one property: at least `min`, at most `max`, each optional. */
interface Range {
  min?: number;
  max?: number;
}

export interface MaterialQuery {
  search?: string;
  processId?: number;
  typeId?: number;
  certification?: string;
  tensile?: Range;
  elongation?: Range;
  heatDeflection?: Range;
  density?: Range;
  offset: number;
  limit: number;
}

const RANGED = {
  tensile: 'd.tensile_strength_mpa',
  elongation: 'd.elongation_percent',
  heatDeflection: 'd.heat_deflection_c',
  density: 'd.density_g_cm3',
} as const;

type Eb = ExpressionBuilder<Database & { d: Database['material_data_sheets']; x: Database['materials'] }, 'd' | 'x'>;

/**
 * The facilities a material is loaded on (as a primary material), among `facilities`, or among
 * every facility when it is null (a customer's network).
 */
const runningFacilities = (eb: Eb, facilities: number[] | null) => {
  let query = eb
    .selectFrom('equipment_materials as em')
    .innerJoin('equipment as e', 'e.id', 'em.equipment_id')
    .whereRef('em.material_id', '=', 'x.id')
    .where('em.role', '=', 'PRIMARY');
  if (facilities) query = query.where('e.facility_id', '=', sql<number>`any(${facilities}::bigint[])`);
  return query;
};

/**
 * Part materials with their data sheets that a facility among `facilities` runs, filtered by
 * text, process, type, certification and property ranges, by name; each with its processes and
 * the facilities running it.
 */
export async function searchMaterials(db: Db, facilities: number[] | null, query: MaterialQuery) {
  let list = db
    .selectFrom('material_data_sheets as d')
    .innerJoin('materials as x', 'x.id', 'd.material_id')
    .where((eb) => eb.exists(runningFacilities(eb, facilities).select('em.material_id')));
  if (query.search) {
    const pattern = containsPattern(query.search);
    list = list.where((eb) =>
      eb.or([eb('x.name', 'ilike', pattern), eb('d.maker', 'ilike', pattern), eb('d.colour', 'ilike', pattern)]),
    );
  }
  if (query.typeId !== undefined) list = list.where('x.material_type_id', '=', query.typeId);
  if (query.processId !== undefined) {
    const processId = query.processId;
    list = list.where((eb) =>
      eb.exists(
        eb
          .selectFrom('machine_materials as mm')
          .innerJoin('machines as m', 'm.id', 'mm.machine_id')
          .select('mm.material_id')
          .whereRef('mm.material_id', '=', 'x.id')
          .where('m.am_process_id', '=', processId),
      ),
    );
  }
  if (query.certification) {
    const pattern = containsPattern(query.certification);
    list = list.where(sql<boolean>`exists (select 1 from unnest(d.certifications) c where c ilike ${pattern})`);
  }
  for (const [key, column] of Object.entries(RANGED) as [keyof typeof RANGED, (typeof RANGED)[keyof typeof RANGED]][]) {
    const range = query[key];
    if (range?.min !== undefined) list = list.where(column, '>=', range.min);
    if (range?.max !== undefined) list = list.where(column, '<=', range.max);
  }
  const [rows, total] = await Promise.all([
    list
      .innerJoin('material_types as t', 't.id', 'x.material_type_id')
      .select((eb) => [
        'x.id',
        'x.name',
        't.name as type',
        'd.maker',
        'd.colour',
        'd.tensile_strength_mpa',
        'd.elongation_percent',
        'd.heat_deflection_c',
        'd.density_g_cm3',
        'd.certifications',
        sql<string[]>`array(select distinct p.display_name from machine_materials mm join machines m on m.id = mm.machine_id
          join am_processes p on p.id = m.am_process_id where mm.material_id = x.id order by 1)`.as('processes'),
        sql<{ id: number; name: string }[]>`coalesce((select json_agg(json_build_object('id', f.id, 'name', f.company_name)
          order by f.company_name) from companies f where f.id in (${runningFacilities(eb, facilities).select('e.facility_id')})), '[]')`.as(
          'facilities',
        ),
      ])
      .orderBy('x.name')
      .orderBy('x.id')
      .offset(query.offset)
      .limit(query.limit)
      .execute(),
    list.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, totalCount: Number(total.n) };
}

/** What the filters offer: the processes and material types of the materials in reach. */
export async function materialFilterOptions(db: Db, facilities: number[] | null) {
  const inReach = db
    .selectFrom('material_data_sheets as d')
    .innerJoin('materials as x', 'x.id', 'd.material_id')
    .where((eb) => eb.exists(runningFacilities(eb, facilities).select('em.material_id')));
  const [processes, types] = await Promise.all([
    db
      .selectFrom('am_processes as p')
      .select(['p.id', 'p.display_name as name'])
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('machine_materials as mm')
            .innerJoin('machines as m', 'm.id', 'mm.machine_id')
            .select('mm.material_id')
            .whereRef('m.am_process_id', '=', 'p.id')
            .where('mm.material_id', 'in', inReach.select('x.id')),
        ),
      )
      .orderBy('p.display_name')
      .execute(),
    db
      .selectFrom('material_types as t')
      .select(['t.id', 't.name'])
      .where('t.id', 'in', inReach.select('x.material_type_id'))
      .orderBy('t.name')
      .execute(),
  ]);
  return { processes, types };
}

/** A facility's vendors whose materials its people search: the approved (PRIVATE) and the matched ones. */
export async function searchableVendors(db: Db, facilityId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('vendor_relations')
    .select('vendor_id')
    .where('facility_id', '=', facilityId)
    .where('relation', 'in', ['PRIVATE', 'MATCHED'])
    .execute();
  return rows.map((row) => row.vendor_id);
}
