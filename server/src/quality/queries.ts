/** The quality domain's reads: the NCR inbox, the NCR list and an NCR with its decisions. */
import { sql, type ExpressionBuilder, type RawBuilder } from 'kysely';
import { NCR_SEVERITIES, NCR_STATUSES } from 'shared/contracts';
import { countListUpTo } from '../db/capped-count.js';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { containsPattern, idInText } from '../http/schema-helpers.js';
import type { NcrListFilter, NcrListSort } from './list-schemas.js';
import { listOrder, rankIn } from './list-order.js';
import { notExportControlled, type QualityScope } from './ncr-records.js';

const personName = (first: string, last: string) => sql<string>`trim(concat_ws(' ', ${sql.ref(first)}, ${sql.ref(last)}))`;

/** Inspections whose failed pieces were marked for an NCR that nobody has raised yet. */
export async function ncrInbox(db: Db, { facilityId, itarCleared }: QualityScope) {
  return db
    .selectFrom('inspections as i')
    .innerJoin('rfq_files as f', 'f.id', 'i.rfq_file_id')
    .innerJoin('rfqs as r', 'r.id', 'f.rfq_id')
    .innerJoin('companies as c', 'c.id', 'r.customer_id')
    .leftJoin('users as u', 'u.id', 'i.inspected_by')
    .where('i.facility_id', '=', facilityId)
    .where('i.ncr_requested', '=', true)
    .where('i.ncr_id', 'is', null)
    .$if(!itarCleared, (query) => query.where('r.itar', '=', false))
    .select([
      'i.id as inspectionId',
      'r.id as orderId',
      'r.display_title as orderTitle',
      'c.company_name as customerName',
      'i.rfq_file_id as rfqFileId',
      'f.original_file_name as fileName',
      'f.part_number as partNumber',
      'i.failed_quantity as failedQuantity',
      'i.note',
      sql<string | null>`nullif(${personName('u.first_name', 'u.last_name')}, '')`.as('inspectorName'),
      'i.created_at',
    ])
    .orderBy('i.id')
    .execute();
}

/** The inspection an NCR is raised from, with the printing job that made its part most recently. */
export async function inspectionForNcr(db: Db, { facilityId, itarCleared }: QualityScope, inspectionId: number) {
  return db
    .selectFrom('inspections as i')
    .innerJoin('rfq_files as f', 'f.id', 'i.rfq_file_id')
    .where('i.id', '=', inspectionId)
    .where('i.facility_id', '=', facilityId)
    .$if(!itarCleared, (query) => query.where(notExportControlled('f.rfq_id')))
    .select((eb) => [
      'i.id',
      'i.rfq_file_id',
      'f.rfq_id',
      'f.original_file_name',
      'i.failed_quantity',
      'i.ncr_requested',
      'i.ncr_id',
      'i.note',
      eb
        .selectFrom('job_files as jf')
        .innerJoin('jobs as j', 'j.id', 'jf.job_id')
        .select(
          sql<{ id: number; equipment_id: number; material_id: number | null }>`json_build_object(
          'id', j.id, 'equipment_id', j.equipment_id, 'material_id', j.material_id)`.as('job'),
        )
        .whereRef('jf.rfq_file_id', '=', 'i.rfq_file_id')
        .where('j.equipment_type', '=', 'THREED_PRINTER')
        .orderBy('j.to_date', 'desc')
        .limit(1)
        .as('job'),
      eb
        .selectFrom('inspection_photos as p')
        .select(sql<number[]>`coalesce(array_agg(p.file_id order by p.position), '{}')`.as('ids'))
        .whereRef('p.inspection_id', '=', 'i.id')
        .as('photo_ids'),
    ])
    .executeTakeFirst();
}

/** The NCR columns a list row and the record both show. */
function ncrRowColumns(eb: ExpressionBuilder<Database, 'ncrs'>) {
  return [
    'ncrs.id',
    'ncrs.number',
    'ncrs.kind',
    'ncrs.status',
    'ncrs.severity',
    'ncrs.defect_code',
    'ncrs.title',
    'ncrs.quantity',
    'ncrs.created_at',
    'ncrs.rfq_file_id',
    eb
      .selectFrom('rfqs as r')
      .innerJoin('companies as c', 'c.id', 'r.customer_id')
      .select(
        sql<{ id: number; title: string; customerName: string }>`json_build_object(
        'id', r.id, 'title', r.display_title, 'customerName', c.company_name)`.as('o'),
      )
      .whereRef('r.id', '=', 'ncrs.rfq_id')
      .as('order'),
    eb
      .selectFrom('rfq_files as f')
      .select(
        sql<{ rfqFileId: number; fileName: string }>`json_build_object('rfqFileId', f.id, 'fileName', f.original_file_name)`.as(
          'p',
        ),
      )
      .whereRef('f.id', '=', 'ncrs.rfq_file_id')
      .as('part'),
    eb
      .selectFrom('equipment as e')
      .select(sql<{ id: number; name: string }>`json_build_object('id', e.id, 'name', e.display_name)`.as('m'))
      .whereRef('e.id', '=', 'ncrs.equipment_id')
      .as('machine'),
    eb
      .selectFrom('materials as m')
      .select(sql<{ id: number; name: string }>`json_build_object('id', m.id, 'name', m.name)`.as('m'))
      .whereRef('m.id', '=', 'ncrs.material_id')
      .as('material'),
    eb
      .selectFrom('users as u')
      .select(
        sql<{ id: number; name: string }>`json_build_object('id', u.id, 'name', ${personName('u.first_name', 'u.last_name')})`.as(
          'a',
        ),
      )
      .whereRef('u.id', '=', 'ncrs.assigned_user_id')
      .as('assignee'),
  ] as const;
}

/** What an NCR list sorts by: a severity by its weight, a status by its place in the NCR's life. */
const NCR_SORT_COLUMNS: Record<NcrListSort, RawBuilder<unknown>> = {
  number: sql.ref('ncrs.id'),
  title: sql.ref('ncrs.title'),
  status: rankIn(NCR_STATUSES, 'ncrs.status'),
  severity: rankIn(NCR_SEVERITIES, 'ncrs.severity'),
  defectCode: sql.ref('ncrs.defect_code'),
  created: sql.ref('ncrs.created_at'),
};

/** A page of the facility's NCRs, newest first unless sorted otherwise, as the filters and the search say. */
export async function listNcrs(
  db: Db,
  { facilityId, itarCleared }: Pick<QualityScope, 'facilityId' | 'itarCleared'>,
  filter: NcrListFilter,
) {
  let query = db.selectFrom('ncrs').where('ncrs.facility_id', '=', facilityId);
  if (!itarCleared) query = query.where(notExportControlled('ncrs.rfq_id'));
  if (filter.kind) query = query.where('ncrs.kind', '=', filter.kind);
  if (filter.status?.length) query = query.where('ncrs.status', 'in', filter.status);
  if (filter.severity?.length) query = query.where('ncrs.severity', 'in', filter.severity);
  if (filter.assignedUserId === 0) query = query.where('ncrs.assigned_user_id', 'is', null);
  else if (filter.assignedUserId !== undefined) query = query.where('ncrs.assigned_user_id', '=', filter.assignedUserId);
  if (filter.createdFrom !== undefined) query = query.where('ncrs.created_at', '>=', new Date(filter.createdFrom));
  if (filter.createdTo !== undefined) query = query.where('ncrs.created_at', '<', new Date(filter.createdTo));
  if (filter.disposition?.length) {
    const chosen = filter.disposition;
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('ncr_decisions as d')
          .innerJoin('ncr_decision_lines as l', 'l.decision_id', 'd.id')
          .whereRef('d.ncr_id', '=', 'ncrs.id')
          .where('d.superseded', '=', false)
          .where('l.disposition', 'in', chosen)
          .select(sql.lit(1).as('one')),
      ),
    );
  }
  const search = filter.search?.trim();
  if (search) {
    const id = idInText(search);
    const pattern = containsPattern(search.toLowerCase());
    // The facility's parts of that name first, so that each branch of the search is one the
    // planner can weigh and read by its index (the text's trigrams, the order, the part): a
    // search that matches few reads only those, one that matches many reads the newest NCRs
    // until the page is full.
    const parts = (
      await db
        .selectFrom('rfq_files as f')
        .innerJoin('rfqs as r', 'r.id', 'f.rfq_id')
        .select('f.id')
        .where('r.awarded_facility_id', '=', facilityId)
        .where(sql<boolean>`lower(f.original_file_name) like ${pattern}`)
        .limit(1000)
        .execute()
    ).map((part) => part.id);
    query = query.where((eb) =>
      eb.or([
        sql<boolean>`lower(ncrs.number || ' ' || ncrs.title || ' ' || ncrs.defect_code) like ${pattern}`,
        ...(id > 0 ? [eb('ncrs.rfq_id', '=', id)] : []),
        ...(parts.length ? [eb('ncrs.rfq_file_id', 'in', parts)] : []),
      ]),
    );
  }
  const [total, rows] = await Promise.all([
    countListUpTo(db, query, filter),
    query
      .select(ncrRowColumns)
      .select(['ncrs.created_at'])
      .orderBy(listOrder(NCR_SORT_COLUMNS[filter.sort ?? 'number'], 'ncrs.id', filter.direction))
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
  ]);
  return { ...total, rows };
}

export type NcrListRow = Awaited<ReturnType<typeof listNcrs>>['rows'][number];

/** One of the facility's NCRs with everything its page shows but its decisions and history. */
export async function ncrRecord(db: Db, { facilityId, itarCleared }: QualityScope, id: number) {
  return db
    .selectFrom('ncrs')
    .where('ncrs.id', '=', id)
    .where('ncrs.facility_id', '=', facilityId)
    .$if(!itarCleared, (query) => query.where(notExportControlled('ncrs.rfq_id')))
    .select(ncrRowColumns)
    .select((eb) => [
      'ncrs.facility_id',
      'ncrs.rfq_id',
      'ncrs.description',
      'ncrs.internal_notes',
      'ncrs.found_at',
      'ncrs.cause',
      'ncrs.inspection_id',
      'ncrs.started_at',
      'ncrs.ended_at',
      'ncrs.status_reason',
      'ncrs.closed_at',
      'ncrs.job_id',
      'ncrs.equipment_id',
      'ncrs.material_id',
      'ncrs.assigned_user_id',
      'ncrs.process_ncr_id',
      eb
        .selectFrom('jobs as j')
        .select(sql<{ id: number; name: string }>`json_build_object('id', j.id, 'name', j.job_name)`.as('j'))
        .whereRef('j.id', '=', 'ncrs.job_id')
        .as('job'),
      eb
        .selectFrom('ncrs as p')
        .select(sql<{ id: number; number: string }>`json_build_object('id', p.id, 'number', p.number)`.as('p'))
        .whereRef('p.id', '=', 'ncrs.process_ncr_id')
        .as('process_ncr'),
      eb
        .selectFrom('ncrs as c')
        .select(
          sql<{ id: number; number: string; status: string }[]>`coalesce(json_agg(json_build_object(
            'id', c.id, 'number', c.number, 'status', c.status) order by c.id), '[]')`.as('c'),
        )
        .whereRef('c.process_ncr_id', '=', 'ncrs.id')
        .as('part_ncrs'),
      eb
        .selectFrom('ncr_evidence as v')
        .select(sql<number[]>`coalesce(array_agg(v.file_id order by v.position), '{}')`.as('ids'))
        .whereRef('v.ncr_id', '=', 'ncrs.id')
        .as('evidence_ids'),
    ])
    .executeTakeFirst();
}

/** An NCR's decisions, newest first, with their lines and who made them. */
export async function ncrDecisions(db: Db, ncrId: number) {
  return db
    .selectFrom('ncr_decisions as d')
    .innerJoin('users as u', 'u.id', 'd.decided_by')
    .where('d.ncr_id', '=', ncrId)
    .select((eb) => [
      'd.id',
      'd.note',
      'd.created_at',
      'd.approval',
      'd.approval_reason',
      'd.superseded',
      personName('u.first_name', 'u.last_name').as('decided_by'),
      eb
        .selectFrom('ncr_decision_lines as l')
        .select(
          sql<{ disposition: string; quantity: number }[]>`coalesce(json_agg(json_build_object(
            'disposition', l.disposition, 'quantity', l.quantity) order by l.disposition), '[]')`.as('l'),
        )
        .whereRef('l.decision_id', '=', 'd.id')
        .as('lines'),
    ])
    .orderBy('d.id', 'desc')
    .execute();
}

export type NcrDecisionRow = Awaited<ReturnType<typeof ncrDecisions>>[number];
