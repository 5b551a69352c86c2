/** The statements that read a facility's material suppliers: the list, and one with its materials, lots and evidence. */
import { sql, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db, Trx } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { containsPattern } from '../http/schema-helpers.js';
import type { SupplierListFilter } from './supplier-schemas.js';

type SupplierEb = ExpressionBuilder<Database & { s: Database['material_suppliers'] }, 's'>;

/** The supplier's materials by name, as a JSON array of { id, name }. */
const materialsOf = (eb: SupplierEb) =>
  eb
    .selectFrom('material_supplier_materials as sm')
    .innerJoin('materials as m', 'm.id', 'sm.material_id')
    .whereRef('sm.supplier_id', '=', 's.id')
    .select(
      sql<
        { id: number; name: string }[]
      >`coalesce(json_agg(json_build_object('id', m.id, 'name', m.name) order by m.name, m.id), '[]')`.as('list'),
    );

/** How many lots the supplier has delivered. */
const lotsOf = (eb: SupplierEb) =>
  eb
    .selectFrom('material_lots as l')
    .whereRef('l.supplier_id', '=', 's.id')
    .select(sql<number>`count(*)::int`.as('n'));

/** A supplier's columns as its row shows it, the date as the calendar day it is. */
const rowColumns = (eb: SupplierEb) =>
  [
    's.id',
    's.name',
    's.contacts',
    's.address',
    's.approval',
    sql<string>`${sql.ref('s.approval_date')}::text`.as('approval_date'),
    materialsOf(eb).as('materials'),
    lotsOf(eb).as('lots'),
  ] as const;

export type SupplierListRow = Awaited<ReturnType<typeof listSuppliers>>['rows'][number];

/** A page of the facility's suppliers by name, searched and filtered, with how many match. */
export async function listSuppliers(db: Db, facilityId: number, filter: SupplierListFilter) {
  let query = db.selectFrom('material_suppliers as s').where('s.facility_id', '=', facilityId);
  const search = filter.search?.trim();
  if (search) query = query.where('s.name', 'ilike', containsPattern(search));
  if (filter.approval) query = query.where('s.approval', '=', filter.approval);
  if (filter.materialId !== undefined) {
    const materialId = filter.materialId;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('material_supplier_materials as sm')
          .whereRef('sm.supplier_id', '=', 's.id')
          .where('sm.material_id', '=', materialId)
          .select(sql<number>`1`.as('one')),
      ),
    );
  }
  const [rows, total] = await Promise.all([
    query
      .select(rowColumns)
      .orderBy(sql`lower(${sql.ref('s.name')})`)
      .orderBy('s.id')
      .offset(filter.offset)
      .limit(filter.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, totalCount: Number(total.n) };
}

/** One of the facility's suppliers with its notes, times and evidence files in order; undefined when it has none of that id. */
export async function supplierRecord(db: Db, facilityId: number, id: number) {
  return db
    .selectFrom('material_suppliers as s')
    .where('s.id', '=', id)
    .where('s.facility_id', '=', facilityId)
    .select((eb) => [
      ...rowColumns(eb),
      's.notes',
      's.created_at',
      's.updated_at',
      eb
        .selectFrom('material_supplier_evidence as e')
        .innerJoin('files as f', 'f.id', 'e.file_id')
        .whereRef('e.supplier_id', '=', 's.id')
        .select(
          sql<
            { id: number; file_name: string; itar: boolean }[]
          >`coalesce(json_agg(json_build_object('id', f.id, 'file_name', f.file_name, 'itar', f.itar) order by e.position), '[]')`.as(
            'list',
          ),
        )
        .as('evidence'),
    ])
    .executeTakeFirst();
}

/** The supplier, locked for the change the transaction makes, as the audit trail keeps it; undefined when the facility has none of that id. */
export async function lockedSupplier(trx: Trx, facilityId: number, id: number) {
  const row = await trx
    .selectFrom('material_suppliers as s')
    .where('s.id', '=', id)
    .where('s.facility_id', '=', facilityId)
    .select([
      's.name',
      's.contacts',
      's.address',
      's.approval',
      sql<string>`${sql.ref('s.approval_date')}::text`.as('approval_date'),
      's.notes',
    ])
    .forUpdate()
    .executeTakeFirst();
  if (!row) return undefined;
  const [materials, evidence] = await Promise.all([
    trx
      .selectFrom('material_supplier_materials')
      .select('material_id')
      .where('supplier_id', '=', id)
      .orderBy('material_id')
      .execute(),
    trx.selectFrom('material_supplier_evidence').select('file_id').where('supplier_id', '=', id).orderBy('position').execute(),
  ]);
  return {
    name: row.name,
    // In the order the service writes a contact's fields: jsonb keeps its own, and changes are told by the JSON.
    contacts: row.contacts.map(({ name, email, phone }) => ({ name, ...(email ? { email } : {}), ...(phone ? { phone } : {}) })),
    address: row.address,
    approval: row.approval,
    approvalDate: row.approval_date,
    notes: row.notes,
    materialIds: materials.map((m) => m.material_id),
    evidenceFileIds: evidence.map((e) => e.file_id),
  };
}

/** Whether another supplier of the facility has this name, whatever its case. */
export async function nameTaken(trx: Trx, facilityId: number, name: string, except?: number) {
  let query = trx
    .selectFrom('material_suppliers')
    .select('id')
    .where('facility_id', '=', facilityId)
    .where(sql<SqlBool>`lower(name) = lower(${name})`);
  if (except !== undefined) query = query.where('id', '<>', except);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Whether any lot came from the supplier. */
export async function hasLots(trx: Trx, supplierId: number) {
  return (
    (await trx.selectFrom('material_lots').select('id').where('supplier_id', '=', supplierId).limit(1).executeTakeFirst()) !==
    undefined
  );
}
