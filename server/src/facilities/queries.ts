import { sql } from 'kysely';
import type { VendorRelation } from 'shared/contracts';
import type { Db } from '../db/database.js';
import { containsPattern } from '../http/schema-helpers.js';

export interface FacilityQuery {
  search?: string;
  /** NONE: facilities the company has no relation with. */
  relation?: VendorRelation | 'NONE';
  offset: number;
  limit: number;
}

/**
 * Facilities with what they run — processes, machine models (of the machine registry, never the
 * facility's own names for its machines) with how many of each, the materials loaded on them —
 * their certifications, and `companyId`'s relation to each. `among` limits them (a facility
 * reads only the facilities it works with; a customer reads the whole network its orders may
 * reach).
 */
export async function listFacilities(db: Db, companyId: number, query: FacilityQuery, among: 'all' | 'related') {
  let list = db
    .selectFrom('companies as c')
    .leftJoin('vendor_relations as v', (join) => join.onRef('v.vendor_id', '=', 'c.id').on('v.facility_id', '=', companyId))
    .where('c.kind', '=', 'SERVICE_PROVIDER')
    .where('c.id', '!=', companyId);
  if (among === 'related') list = list.where('v.relation', 'is not', null);
  if (query.relation === 'NONE') list = list.where('v.relation', 'is', null);
  else if (query.relation) list = list.where('v.relation', '=', query.relation);
  if (query.search) {
    const pattern = containsPattern(query.search);
    // A facility is found by its name or place, and by what it runs.
    list = list.where((eb) =>
      eb.or([
        eb('c.company_name', 'ilike', pattern),
        eb('c.city', 'ilike', pattern),
        eb.exists(
          eb
            .selectFrom('equipment as e')
            .innerJoin('machines as m', 'm.id', 'e.machine_id')
            .innerJoin('am_processes as p', 'p.id', 'm.am_process_id')
            .leftJoin('equipment_materials as em', 'em.equipment_id', 'e.id')
            .leftJoin('materials as x', 'x.id', 'em.material_id')
            .select('e.id')
            .whereRef('e.facility_id', '=', 'c.id')
            .where((inner) =>
              inner.or([
                inner('p.display_name', 'ilike', pattern),
                inner('p.code', 'ilike', pattern),
                inner('m.model_name', 'ilike', pattern),
                inner('x.name', 'ilike', pattern),
              ]),
            ),
        ),
        eb.exists(
          eb
            .selectFrom('company_certifications as k')
            .select('k.id')
            .whereRef('k.company_id', '=', 'c.id')
            .where('k.name', 'ilike', pattern),
        ),
      ]),
    );
  }
  const [rows, total] = await Promise.all([
    list
      .select([
        'c.id',
        'c.company_name',
        'c.city',
        'c.country_code',
        'c.website',
        'v.relation',
        sql<string[]>`array(select distinct p.display_name from equipment e join machines m on m.id = e.machine_id
          join am_processes p on p.id = m.am_process_id where e.facility_id = c.id order by 1)`.as('processes'),
        sql<{ model: string; manufacturer: string; process: string; count: number }[]>`coalesce((
          select json_agg(json_build_object('model', g.model_name, 'manufacturer', g.manufacturer, 'process', g.process,
            'count', g.n) order by g.model_name)
          from (select m.model_name, f.name as manufacturer, p.display_name as process, count(*) as n
            from equipment e join machines m on m.id = e.machine_id join manufacturers f on f.id = m.manufacturer_id
            join am_processes p on p.id = m.am_process_id where e.facility_id = c.id
            group by m.model_name, f.name, p.display_name) g), '[]')`.as('machines'),
        sql<string[]>`array(select distinct x.name from equipment e join equipment_materials em on em.equipment_id = e.id
          join materials x on x.id = em.material_id where e.facility_id = c.id order by 1)`.as('materials'),
        sql<{ name: string; reference: string | null; validUntil: string | null }[]>`coalesce((
          select json_agg(json_build_object('name', k.name, 'reference', k.reference,
            'validUntil', to_char(k.valid_until, 'YYYY-MM-DD')) order by k.name)
          from company_certifications k where k.company_id = c.id), '[]')`.as('certifications'),
      ])
      .orderBy('c.company_name')
      .orderBy('c.id')
      .offset(query.offset)
      .limit(query.limit)
      .execute(),
    list.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, totalCount: Number(total.n) };
}
