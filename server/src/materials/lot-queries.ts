/** The lot routes' reads: the list, and one lot as its page shows it. */
import { sql } from 'kysely';
import { lotNumber, type LotStatus } from 'shared/contracts';
import type { Db, Trx } from '../db/database.js';
import { containsPattern } from '../http/schema-helpers.js';
import type { LotListFilter, LotRow } from './lot-schemas.js';

/** A calendar date column as 'YYYY-MM-DD'. */
const dateText = (column: string) => sql<string>`${sql.ref(column)}::text`;

/**
 * A lot's status as it is today: a lot past its expiry date is EXPIRED, whatever it was before,
 * unless it has already ended (used up or rejected). No sweep has to run at midnight for it.
 */
export const lotStatus = (alias = 'l') =>
  sql<LotStatus>`case when ${sql.ref(`${alias}.status`)} in ('QUARANTINE', 'RELEASED') and ${sql.ref(`${alias}.expires_on`)} < current_date then 'EXPIRED' else ${sql.ref(`${alias}.status`)} end`;

function lotRows(db: Db | Trx, facilityId: number) {
  return db
    .selectFrom('material_lots as l')
    .innerJoin('materials as m', 'm.id', 'l.material_id')
    .innerJoin('material_suppliers as s', 's.id', 'l.supplier_id')
    .where('l.facility_id', '=', facilityId);
}

const rowColumns = [
  'l.id',
  'l.material_id',
  'm.name as material_name',
  'l.supplier_id',
  's.name as supplier_name',
  'l.supplier_lot_number',
  'l.quantity',
  'l.unit',
  'l.mass_mg',
  'l.remaining_mg',
  dateText('l.received_on').as('received_on'),
  sql<string | null>`${sql.ref('l.expires_on')}::text`.as('expires_on'),
  'l.location',
  lotStatus().as('status'),
] as const;

type LotRecord = {
  id: number;
  material_id: number;
  material_name: string;
  supplier_id: number;
  supplier_name: string;
  supplier_lot_number: string;
  quantity: string;
  unit: LotRow['unit'];
  mass_mg: number;
  remaining_mg: number;
  received_on: string;
  expires_on: string | null;
  location: string;
  status: LotStatus;
};

export const lotRow = (r: LotRecord): LotRow => ({
  id: r.id,
  number: lotNumber(r.id),
  material: { id: r.material_id, name: r.material_name },
  supplier: { id: r.supplier_id, name: r.supplier_name },
  supplierLotNumber: r.supplier_lot_number,
  quantity: r.quantity,
  unit: r.unit,
  massMg: r.mass_mg,
  remainingMg: r.remaining_mg,
  receivedOn: r.received_on,
  expiresOn: r.expires_on,
  location: r.location,
  status: r.status,
});

export async function listLots(db: Db, facilityId: number, filter: LotListFilter) {
  const query = lotRows(db, facilityId)
    .$if(filter.search !== undefined && filter.search.trim() !== '', (q) => {
      const pattern = containsPattern(filter.search!.toLowerCase());
      const number = /^(?:lot-)?0*(\d{1,15})$/i.exec(filter.search!.trim());
      return q.where((eb) =>
        eb.or([
          eb(sql`lower(l.supplier_lot_number)`, 'like', pattern),
          eb(sql`lower(m.name)`, 'like', pattern),
          eb(sql`lower(s.name)`, 'like', pattern),
          ...(number ? [eb('l.id', '=', Number(number[1]))] : []),
        ]),
      );
    })
    .$if(filter.status !== undefined && filter.status.length > 0, (q) => q.where(lotStatus(), 'in', filter.status!))
    .$if(filter.materialId !== undefined, (q) => q.where('l.material_id', '=', filter.materialId!))
    .$if(filter.supplierId !== undefined, (q) => q.where('l.supplier_id', '=', filter.supplierId!))
    .$if(filter.usable === true, (q) => q.where(lotStatus(), '=', 'RELEASED').where('l.remaining_mg', '>', 0));
  const [rows, count] = await Promise.all([
    query.select(rowColumns).orderBy('l.id', 'desc').offset(filter.offset).limit(filter.limit).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { totalCount: Number(count.n), rows: rows.map(lotRow) };
}

/** One lot of the facility, or undefined; in a transaction, `forUpdate` locks it until the transaction ends. */
export async function lotRecord(db: Db | Trx, facilityId: number, id: number, { forUpdate = false } = {}) {
  return lotRows(db, facilityId)
    .where('l.id', '=', id)
    .select([...rowColumns, 'l.certificate_file_id', 'l.status_reason', 'l.created_at'])
    .$if(forUpdate, (q) => q.forUpdate('l'))
    .executeTakeFirst();
}
