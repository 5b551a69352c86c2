/** The batch routes' reads: the list, and one batch with its composition and its events. */
import { sql } from 'kysely';
import { batchNumber, lotNumber, type BatchState, type PowderState } from 'shared/contracts';
import type { Db } from '../db/database.js';
import { containsPattern } from '../http/schema-helpers.js';
import type { BatchListFilter, BatchRow } from './batch-schemas.js';

function batchRows(db: Db, facilityId: number) {
  return db
    .selectFrom('material_batches as b')
    .innerJoin('materials as m', 'm.id', 'b.material_id')
    .leftJoin('equipment as e', 'e.id', 'b.equipment_id')
    .where('b.facility_id', '=', facilityId);
}

/** Virgin powder in thousandths of a percent of the batch as made (rounded down; the page shows exact shares). */
const virginThousandths = sql<number>`coalesce((select c.created_mg * 100000 / b.created_mg from material_batch_cycles c where c.batch_id = b.id and c.cycles = 0), 0)`;
const maxCycles = sql<number>`(select max(c.cycles) from material_batch_cycles c where c.batch_id = b.id)`;

const rowColumns = [
  'b.id',
  'b.material_id',
  'm.name as material_name',
  'b.state',
  'b.powder_state',
  'b.mass_mg',
  'b.created_mg',
  'b.location',
  'b.equipment_id',
  'e.display_name as machine_name',
  virginThousandths.as('virgin_thousandths'),
  maxCycles.as('max_cycles'),
  'b.created_at',
] as const;

interface BatchRecord {
  id: number;
  material_id: number;
  material_name: string;
  state: BatchState;
  powder_state: PowderState;
  mass_mg: number;
  location: string;
  equipment_id: number | null;
  machine_name: string | null;
  virgin_thousandths: number;
  max_cycles: number;
  created_at: Date;
}

export const batchRow = (r: BatchRecord): BatchRow => ({
  id: r.id,
  number: batchNumber(r.id),
  material: { id: r.material_id, name: r.material_name },
  state: r.state,
  powderState: r.powder_state,
  massMg: r.mass_mg,
  location: r.location,
  machine: r.equipment_id === null ? null : { id: r.equipment_id, name: r.machine_name ?? '' },
  virginThousandths: Number(r.virgin_thousandths),
  maxCycles: Number(r.max_cycles),
  createdAt: r.created_at.toISOString(),
});

export async function listBatches(db: Db, facilityId: number, filter: BatchListFilter) {
  const search = filter.search?.trim();
  const query = batchRows(db, facilityId)
    .$if(Boolean(search), (q) => {
      const pattern = containsPattern(search!.toLowerCase());
      const number = /^(?:b-)?0*(\d{1,15})$/i.exec(search!);
      return q.where((eb) =>
        eb.or([
          eb(sql`lower(m.name)`, 'like', pattern),
          eb(sql`lower(b.location)`, 'like', pattern),
          eb(sql`lower(e.display_name)`, 'like', pattern),
          ...(number ? [eb('b.id', '=', Number(number[1]))] : []),
        ]),
      );
    })
    .$if(Boolean(filter.state?.length), (q) => q.where('b.state', 'in', filter.state!))
    .$if(Boolean(filter.powderState?.length), (q) => q.where('b.powder_state', 'in', filter.powderState!))
    .$if(filter.materialId !== undefined, (q) => q.where('b.material_id', '=', filter.materialId!))
    .$if(filter.equipmentId !== undefined, (q) => q.where('b.equipment_id', '=', filter.equipmentId!));
  const [rows, count] = await Promise.all([
    query.select(rowColumns).orderBy('b.id', 'desc').offset(filter.offset).limit(filter.limit).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { totalCount: Number(count.n), rows: rows.map(batchRow) };
}

export async function batchRecord(db: Db, facilityId: number, id: number) {
  return batchRows(db, facilityId).where('b.id', '=', id).select(rowColumns).executeTakeFirst();
}

/** A batch's shares as it was made: by cycles, and by supplier lot with the lot's supplier. */
export async function batchShares(db: Db, id: number) {
  return Promise.all([
    db
      .selectFrom('material_batch_cycles')
      .select(['cycles', 'created_mg'])
      .where('batch_id', '=', id)
      .orderBy('cycles')
      .execute(),
    db
      .selectFrom('material_batch_lots as bl')
      .innerJoin('material_lots as l', 'l.id', 'bl.lot_id')
      .innerJoin('materials as m', 'm.id', 'l.material_id')
      .innerJoin('material_suppliers as s', 's.id', 'l.supplier_id')
      .select([
        'bl.lot_id',
        'bl.created_mg',
        'l.supplier_lot_number',
        'l.material_id',
        'm.name as material_name',
        'l.supplier_id',
        's.name as supplier_name',
      ])
      .where('bl.batch_id', '=', id)
      .orderBy('bl.created_mg', 'desc')
      .orderBy('bl.lot_id')
      .execute(),
  ]);
}

/** The events that made a batch or used it, oldest first, with their inputs and outputs. */
export async function batchEvents(db: Db, id: number) {
  const touching = db
    .selectFrom('material_event_inputs')
    .select('event_id')
    .where('batch_id', '=', id)
    .union(db.selectFrom('material_event_outputs').select('event_id').where('batch_id', '=', id));
  const events = await db
    .selectFrom('material_events as ev')
    .leftJoin('users as u', 'u.id', 'ev.recorded_by')
    .leftJoin('equipment as e', 'e.id', 'ev.equipment_id')
    .leftJoin('jobs as j', 'j.id', 'ev.job_id')
    .where('ev.id', 'in', touching)
    .select([
      'ev.id',
      'ev.kind',
      'ev.recorded_at',
      sql<string>`trim(concat_ws(' ', u.first_name, u.last_name))`.as('by'),
      'ev.equipment_id',
      'e.display_name as machine_name',
      'ev.job_id',
      'j.job_name',
      'ev.loss_mg',
      'ev.unaccounted_mg',
      'ev.note',
    ])
    .orderBy('ev.id')
    .execute();
  const ids = events.map((event) => event.id);
  const [inputs, outputs] = ids.length
    ? await Promise.all([
        db
          .selectFrom('material_event_inputs')
          .selectAll()
          .where('event_id', 'in', ids)
          .orderBy('event_id')
          .orderBy('position')
          .execute(),
        db
          .selectFrom('material_event_outputs')
          .selectAll()
          .where('event_id', 'in', ids)
          .orderBy('event_id')
          .orderBy('batch_id')
          .execute(),
      ])
    : [[], []];
  const side = (row: { batch_id: number | null; lot_id?: number | null; mass_mg: number }) => ({
    batch: row.batch_id === null ? null : { id: row.batch_id, number: batchNumber(row.batch_id) },
    lot: row.lot_id ? { id: row.lot_id, number: lotNumber(row.lot_id) } : null,
    massMg: row.mass_mg,
  });
  return events.map((event) => ({
    id: event.id,
    kind: event.kind,
    at: event.recorded_at.toISOString(),
    by: event.by || 'System',
    machine: event.equipment_id === null ? null : { id: event.equipment_id, name: event.machine_name ?? '' },
    job: event.job_id === null ? null : { id: event.job_id, name: event.job_name ?? '' },
    inputs: inputs.filter((row) => row.event_id === event.id).map(side),
    outputs: outputs.filter((row) => row.event_id === event.id).map(side),
    lossMg: event.loss_mg,
    unaccountedMg: event.unaccounted_mg,
    note: event.note,
  }));
}
