/**
 * The digital part inventory's reads. A customer company reads its own parts;
 * a facility the parts of the orders awarded to it, and of those orders only. The list filters
 * and sorts on the part's own columns (indexed); what a page shows of each part's revisions and
 * orders is read for that page's rows alone. And the one write of the inventory: a facility's tags on a
 * part it makes.
 */
import { expressionBuilder, sql } from 'kysely';
import { usedProcessesAndMaterials } from '../catalog/index.js';
import { countUpTo } from '../db/capped-count.js';
import type { Db } from '../db/database.js';
import type { Database, PartsTable } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { containsPattern } from '../http/schema-helpers.js';
import { replaceTags, taggedWith } from '../tags/index.js';

/** Whose parts: a customer company's own, or those a facility was awarded orders of. */
export type PartScope = { side: 'engineer'; companyId: number } | { side: 'facility'; facilityId: number };

export interface PartQuery {
  search?: string;
  processId?: number;
  materialId?: number;
  tagId?: number;
  offset: number;
  limit: number;
}

/** The orders (not drafts) the scope reads that ordered a revision of the part in `p`. */
const ordersOfPart = (scope: PartScope) =>
  sql`from rfq_files rf join files pf on pf.id = rf.file_id join rfqs r on r.id = rf.rfq_id
    where pf.part_id = p.id and r.status <> 'DRAFT'
    ${scope.side === 'facility' ? sql`and r.awarded_facility_id = ${scope.facilityId}` : sql``}`;

/** The parts of the scope, as `p`: the company's, or those of the facility's awarded orders. */
function scoped(db: Db, scope: PartScope) {
  const parts = db.selectFrom('parts as p');
  if (scope.side === 'engineer') return parts.where('p.company_id', '=', scope.companyId);
  return parts.where('p.id', 'in', (eb) =>
    eb.selectFrom('part_facilities').select('part_id').where('facility_id', '=', scope.facilityId),
  );
}

/** Name, part number, the material or process last ordered (the search text), or a part file's id (CAD_FILE_ID). */
function matching(search: string) {
  const pattern = containsPattern(search.toLowerCase());
  const fileId = /^\d{1,15}$/.test(search.trim()) ? Number(search.trim()) : null;
  const eb = expressionBuilder<Database & { p: PartsTable }, 'p'>();
  return eb.or([
    eb('p.search_text', 'like', pattern),
    ...(fileId === null
      ? []
      : [eb('p.id', '=', eb.selectFrom('files').select('part_id').where('id', '=', fileId).$narrowType<{ part_id: number }>())]),
  ]);
}

/** The query's filters on the parts in `p`; a tag filters a facility's parts by its own tags. */
function filters(scope: PartScope, query: PartQuery) {
  const eb = expressionBuilder<Database & { p: PartsTable }, 'p'>();
  return eb.and([
    ...(query.tagId === undefined || scope.side !== 'facility'
      ? []
      : [taggedWith('PART', scope.facilityId, 'p.id', [query.tagId])]),
    ...(query.processId === undefined ? [] : [eb('p.last_process_id', '=', query.processId)]),
    ...(query.materialId === undefined ? [] : [eb('p.last_material_id', '=', query.materialId)]),
    ...(query.search?.trim() ? [matching(query.search)] : []),
  ]);
}

/**
 * Counted up to this many: past it the list says "more than" and pages through these (a count of
 * every match of a broad search over 200,000 parts cost more than the page it heads; forty pages
 * is more than anyone reads before narrowing the search).
 */
const PART_COUNT_CAP = 1_000;

/**
 * A search that is the name or code of a process, or the name of a material, is read as that
 * filter: the inventory's ordered index then gives the page without reading every match (as
 * text, "SLS" matched 14,000 parts of 200,000, each read before the first 25 were known).
 */
async function withNamedFilter(db: Db, query: PartQuery): Promise<PartQuery> {
  const term = query.search?.trim().toLowerCase();
  // With a process or material chosen in the filters, the search stays text.
  if (!term || query.processId !== undefined || query.materialId !== undefined) return query;
  const process = await db
    .selectFrom('am_processes')
    .select('id')
    .where((eb) => eb.or([eb(eb.fn('lower', ['display_name']), '=', term), eb(eb.fn('lower', ['code']), '=', term)]))
    .executeTakeFirst();
  if (process) return { ...query, search: undefined, processId: process.id };
  const material = await db
    .selectFrom('materials')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['name']), '=', term))
    .orderBy('id')
    .executeTakeFirst();
  if (material) return { ...query, search: undefined, materialId: material.id };
  return query;
}

export async function listParts(db: Db, scope: PartScope, asked: PartQuery) {
  const query = await withNamedFilter(db, asked);
  const where = filters(scope, query);
  const matches = scoped(db, scope).where(where);
  // The page's ids first, from the indexes alone, in the side's order: a customer's latest
  // activity first, a facility's latest award first. What is shown of each is read for those
  // rows only (read in the same query, it was worked out for every row the sort or offset passed).
  const pageQuery =
    scope.side === 'engineer'
      ? matches.select('p.id').orderBy('p.updated_at', 'desc').orderBy('p.id', 'desc')
      : db
          .selectFrom('part_facilities as pf')
          .innerJoin('parts as p', 'p.id', 'pf.part_id')
          .where('pf.facility_id', '=', scope.facilityId)
          .where(where)
          .select('p.id')
          .orderBy('pf.awarded_at', 'desc')
          .orderBy('pf.part_id', 'desc');
  const [count, page] = await Promise.all([
    countUpTo(db, matches, PART_COUNT_CAP),
    pageQuery.offset(query.offset).limit(query.limit).execute(),
  ]);
  const order = new Map(page.map((row, index) => [row.id, index]));
  const rows = page.length
    ? await db
        .selectFrom('parts as p')
        .innerJoin('companies as c', 'c.id', 'p.company_id')
        .leftJoin('am_processes as ap', 'ap.id', 'p.last_process_id')
        .leftJoin('materials as m', 'm.id', 'p.last_material_id')
        .select([
          'p.id',
          'p.name',
          'p.part_number',
          'p.last_ordered_at',
          'p.updated_at',
          'c.company_name',
          'ap.display_name as process_name',
          'm.name as material_name',
          sql<number>`(select max(f.revision) from files f where f.part_id = p.id)`.as('revisions'),
          sql<number>`(select f.id from files f where f.part_id = p.id and f.original_file_id is null
            order by f.revision desc limit 1)`.as('latest_file_id'),
          sql<string>`(select count(distinct rf.rfq_id) ${ordersOfPart(scope)})`.as('orders'),
          sql<string>`(select coalesce(sum(rf.delivered_quantity), 0) ${ordersOfPart(scope)})`.as('delivered'),
        ])
        .where('p.id', 'in', [...order.keys()])
        .execute()
        .then((found) => found.sort((a, b) => order.get(a.id)! - order.get(b.id)!))
    : [];
  const files = await revisionFiles(
    db,
    rows.flatMap((row) => (row.latest_file_id === null ? [] : [row.latest_file_id])),
  );
  return {
    totalCount: count.totalCount,
    more: count.totalCountCapped,
    rows: rows.map((row) => ({ ...row, latest: files.get(row.latest_file_id ?? -1) ?? null })),
  };
}

/** The processes and materials the scope's parts were last ordered in, by name: its list's filters. */
export function partFilterOptions(db: Db, scope: PartScope) {
  const { exists } = expressionBuilder<Database, never>();
  return usedProcessesAndMaterials(db, {
    process: (id) => exists(scoped(db, scope).select('p.id').where('p.last_process_id', '=', id)),
    material: (id) => exists(scoped(db, scope).select('p.id').where('p.last_material_id', '=', id)),
  });
}

export type RevisionFile = Awaited<ReturnType<typeof revisionFiles>> extends Map<number, infer T> ? T : never;

/**
 * Part files with what the inventory shows of each: the thumbnail analyze made and the latest
 * VERIFY's measures (volume, bounding box), by file id.
 */
async function revisionFiles(db: Db, ids: number[]) {
  if (!ids.length) return new Map();
  // A STEP or IGES revision is measured and pictured through the STL converted from it.
  const geometry = sql`(case when f.extension = 'stl' then f.id else coalesce((select c.id from files c
    where c.original_file_id = f.id and c.extension = 'stl' order by c.id desc limit 1), f.id) end)`;
  const rows = await db
    .selectFrom('files as f')
    .leftJoin('users as u', 'u.id', 'f.uploaded_by')
    .select([
      'f.id',
      'f.file_name',
      'f.revision',
      'f.itar',
      'f.created_at',
      'u.first_name',
      'u.last_name',
      sql<number | null>`(select t.id from files t where t.original_file_id = ${geometry} and t.extension = 'png'
        order by t.id desc limit 1)`.as('thumbnail_id'),
      sql<{ volume?: number; boundingBox?: { min: number[]; max: number[] }; fileNeedsRepair?: boolean } | null>`(
        select o.response_data from file_operations o where o.file_id = ${geometry}
        and o.operation_type = 'VERIFY' and o.status = 'SUCCESS' order by o.id desc limit 1)`.as('report'),
    ])
    .where('f.id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** One part as the scope reads it, with every revision and the orders of it; undefined when out of reach. */
export async function findPart(db: Db, scope: PartScope, id: number) {
  const part = await scoped(db, scope)
    .innerJoin('companies as c', 'c.id', 'p.company_id')
    .leftJoin('am_processes as ap', 'ap.id', 'p.last_process_id')
    .leftJoin('materials as m', 'm.id', 'p.last_material_id')
    .select([
      'p.id',
      'p.name',
      'p.part_number',
      'p.last_ordered_at',
      'p.last_process_id',
      'p.last_material_id',
      'c.company_name',
      'ap.display_name as process_name',
      'm.name as material_name',
    ])
    .where('p.id', '=', id)
    .executeTakeFirst();
  if (!part) return undefined;
  const revisionIds = await db
    .selectFrom('files')
    .select('id')
    .where('part_id', '=', id)
    .where('original_file_id', 'is', null)
    .orderBy('revision', 'desc')
    .execute();
  const files = await revisionFiles(
    db,
    revisionIds.map((row) => row.id),
  );
  const orders = await db
    .selectFrom('rfq_files as rf')
    .innerJoin('files as pf', 'pf.id', 'rf.file_id')
    .innerJoin('rfqs as r', 'r.id', 'rf.rfq_id')
    .select(['r.id', 'r.display_title', 'r.status', 'r.created_at', 'pf.revision', 'rf.quantity', 'rf.delivered_quantity'])
    .where('pf.part_id', '=', id)
    .where('r.status', '<>', 'DRAFT')
    .$if(scope.side === 'facility', (q) =>
      q.where('r.awarded_facility_id', '=', scope.side === 'facility' ? scope.facilityId : -1),
    )
    .orderBy('r.id', 'desc')
    .execute();
  return { part, revisions: revisionIds.map((row) => files.get(row.id)!), orders };
}

/** Sets the facility's tags on a part it makes, all of them at once; 404 for a part it does not make. */
export async function setFacilityPartTags(db: Db, facilityId: number, partId: number, tagIds: number[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const made = await trx
      .selectFrom('part_facilities')
      .select('part_id')
      .where('facility_id', '=', facilityId)
      .where('part_id', '=', partId)
      .executeTakeFirst();
    if (!made) throw notFound(`Part ${partId} not found`);
    await replaceTags(trx, facilityId, 'PART', partId, tagIds, 'body.tagIds');
  });
}
