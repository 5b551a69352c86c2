/**
 * Reading the digital catalogue: a facility reads all of its items (published or not); a customer
 * company reads the published items of facilities that chose it, never those of a facility it
 * black-listed.
 */
import { expressionBuilder, sql, type SqlBool } from 'kysely';
import { usedProcessesAndMaterials } from '../catalog/index.js';
import type { Database } from '../db/schema.js';
import type { Db } from '../db/database.js';
import { isCustomerOf } from '../customers/index.js';
import { containsPattern } from '../http/schema-helpers.js';

/** Who reads: the facility that sells, or a customer company it may sell to. */
export type CatalogReader = { side: 'facility'; facilityId: number } | { side: 'customer'; companyId: number };

export interface CatalogFilter {
  search?: string;
  processId?: number;
  materialId?: number;
  offset: number;
  limit: number;
}

type Report = { volume?: number; boundingBox?: { min: number[]; max: number[] } } | null;

/** Items within the reader's reach, as `i`: the facility's own; for a customer, published to it by a facility it did not black-list. */
export function reachable(db: Db, reader: CatalogReader) {
  const query = db.selectFrom('catalog_items as i');
  if (reader.side === 'facility') return query.where('i.facility_id', '=', reader.facilityId);
  return query
    .where('i.published', '=', true)
    .where(
      sql<SqlBool>`exists (select 1 from catalog_item_customers ic where ic.catalog_item_id = i.id
        and ic.company_id = ${reader.companyId})`,
    )
    .where(
      sql<SqlBool>`not exists (select 1 from vendor_relations v where v.facility_id = ${reader.companyId}
        and v.vendor_id = i.facility_id and v.relation = 'BLACK_LISTED')`,
    );
}

function withDetails(db: Db, reader: CatalogReader) {
  return reachable(db, reader)
    .innerJoin('companies as c', 'c.id', 'i.facility_id')
    .innerJoin('am_processes as ap', 'ap.id', 'i.am_process_id')
    .innerJoin('materials as m', 'm.id', 'i.material_id')
    .innerJoin('files as f', 'f.id', 'i.file_id')
    .select([
      'i.id',
      'i.name',
      'i.part_number',
      'i.description',
      'i.facility_id',
      'c.company_name as facility_name',
      'i.file_id',
      'f.file_name',
      'f.itar',
      'i.am_process_id',
      'ap.display_name as process',
      'i.material_id',
      'm.name as material',
      'i.lead_time_days',
      'i.currency',
      'i.published',
      'i.updated_at',
      sql<{ minQuantity: number; unitPriceMinor: number }[]>`(select json_agg(json_build_object(
        'minQuantity', p.min_quantity, 'unitPriceMinor', p.unit_price_minor) order by p.min_quantity)
        from catalog_item_prices p where p.catalog_item_id = i.id)`.as('prices'),
      sql<{ fileId: number; itar: boolean }[] | null>`(select json_agg(json_build_object('fileId', g.file_id, 'itar', gf.itar)
        order by g.position) from catalog_item_images g join files gf on gf.id = g.file_id
        where g.catalog_item_id = i.id)`.as('images'),
      sql<number | null>`(select t.id from files t where t.original_file_id = i.file_id and t.extension = 'png'
        order by t.id desc limit 1)`.as('thumbnail_id'),
      sql<Report>`(select o.response_data from file_operations o where o.file_id = i.file_id
        and o.operation_type = 'VERIFY' and o.status = 'SUCCESS' order by o.id desc limit 1)`.as('report'),
      sql<{ id: number; name: string }[] | null>`(select json_agg(json_build_object('id', cc.id, 'name', cc.company_name)
        order by cc.company_name) from catalog_item_customers ic join companies cc on cc.id = ic.company_id
        where ic.catalog_item_id = i.id)`.as('customers'),
      sql<number>`(select count(*)::int from rfqs r where r.catalog_item_id = i.id)`.as('orders'),
    ]);
}
export type CatalogRow = NonNullable<Awaited<ReturnType<typeof findItem>>>;

/** The reader's items, newest change first, a page at a time. */
export async function listItems(db: Db, reader: CatalogReader, filter: CatalogFilter) {
  let query = withDetails(db, reader);
  const search = filter.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    query = query.where(
      sql<SqlBool>`(i.name ilike ${pattern} or i.part_number ilike ${pattern} or m.name ilike ${pattern}
        or ap.display_name ilike ${pattern} or ap.code ilike ${pattern} or c.company_name ilike ${pattern})`,
    );
  }
  if (filter.processId) query = query.where('i.am_process_id', '=', filter.processId);
  if (filter.materialId) query = query.where('i.material_id', '=', filter.materialId);
  const [rows, total] = await Promise.all([
    query.orderBy('i.updated_at', 'desc').orderBy('i.id', 'desc').offset(filter.offset).limit(filter.limit).execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, totalCount: Number(total.n) };
}

/** The processes and materials of the items within the reader's reach, by name: its list's filters. */
export function catalogFilterOptions(db: Db, reader: CatalogReader) {
  const { exists } = expressionBuilder<Database, never>();
  return usedProcessesAndMaterials(db, {
    process: (id) => exists(reachable(db, reader).select('i.id').where('i.am_process_id', '=', id)),
    material: (id) => exists(reachable(db, reader).select('i.id').where('i.material_id', '=', id)),
  });
}

/** One item within the reader's reach, or undefined. */
export async function findItem(db: Db, reader: CatalogReader, id: number) {
  return withDetails(db, reader).where('i.id', '=', id).executeTakeFirst();
}

/** The facility's customers it may publish to, by name. */
export async function publishableCustomers(db: Db, facilityId: number) {
  return db
    .selectFrom('companies as c')
    .select(['c.id', 'c.company_name as name'])
    .where(isCustomerOf(facilityId))
    .orderBy('c.company_name')
    .orderBy('c.id')
    .execute();
}
