/**
 * The history of a material's stock in a facility, newest first: every lot of it received, and
 * every event that took from a lot or batch of it (blend, sieve, load, consume, unload, scrap),
 * with what went in, what came out, and what the stock lost by it.
 */
import { sql } from 'kysely';
import { batchNumber, lotNumber } from 'shared/contracts';
import type { Db } from '../db/database.js';
import { containsPattern } from '../http/schema-helpers.js';
import type { MovementKind, MovementListFilter, StockMovement } from './stock-schemas.js';

const personName = sql<string>`trim(concat_ws(' ', u.first_name, u.last_name))`;

/** A number searched for: a lot's ('LOT-00012'), a batch's ('B-00012'), or either, bare. */
const numberIn = (search: string, prefix: string) => {
  const match = new RegExp(`^(?:${prefix}-)?0*(\\d{1,15})$`, 'i').exec(search);
  return match ? Number(match[1]) : undefined;
};

/** The events and lots of the history, as one list of (kind, id, at) to page through. */
function history(db: Db, facilityId: number, filter: MovementListFilter) {
  const search = filter.search?.trim() ?? '';
  const pattern = containsPattern(search.toLowerCase());
  const lotId = numberIn(search, 'lot');
  const batchId = numberIn(search, 'b');
  const kinds = filter.kind?.length ? filter.kind : undefined;
  const eventKinds = kinds?.filter((kind): kind is Exclude<MovementKind, 'RECEIVED'> => kind !== 'RECEIVED');
  const events = db
    .selectFrom('material_events as e')
    .leftJoin('equipment as q', 'q.id', 'e.equipment_id')
    .leftJoin('jobs as j', 'j.id', 'e.job_id')
    .select([sql<MovementKind>`e.kind`.as('kind'), 'e.id', 'e.recorded_at as at'])
    .where('e.facility_id', '=', facilityId)
    // An event's inputs are all of one material: any of them says which.
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('material_event_inputs as i')
          .leftJoin('material_batches as b', 'b.id', 'i.batch_id')
          .leftJoin('material_lots as l', 'l.id', 'i.lot_id')
          .select('i.event_id')
          .whereRef('i.event_id', '=', 'e.id')
          .where(sql`coalesce(b.material_id, l.material_id)`, '=', filter.materialId),
      ),
    )
    .$if(eventKinds !== undefined, (q) =>
      eventKinds!.length ? q.where('e.kind', 'in', eventKinds!) : q.where(sql<boolean>`false`),
    )
    .$if(search !== '', (q) =>
      q.where((eb) =>
        eb.or([
          eb(sql`lower(e.note)`, 'like', pattern),
          eb(sql`lower(q.display_name)`, 'like', pattern),
          eb(sql`lower(j.job_name)`, 'like', pattern),
          ...(lotId === undefined
            ? []
            : [
                eb.exists(
                  eb
                    .selectFrom('material_event_inputs as i')
                    .select('i.event_id')
                    .whereRef('i.event_id', '=', 'e.id')
                    .where('i.lot_id', '=', lotId),
                ),
              ]),
          ...(batchId === undefined
            ? []
            : [
                eb.exists(
                  eb
                    .selectFrom('material_event_inputs as i')
                    .select('i.event_id')
                    .whereRef('i.event_id', '=', 'e.id')
                    .where('i.batch_id', '=', batchId),
                ),
                eb.exists(
                  eb
                    .selectFrom('material_event_outputs as o')
                    .select('o.event_id')
                    .whereRef('o.event_id', '=', 'e.id')
                    .where('o.batch_id', '=', batchId),
                ),
              ]),
        ]),
      ),
    );
  const received = db
    .selectFrom('material_lots as l')
    .select([sql<MovementKind>`'RECEIVED'`.as('kind'), 'l.id', 'l.created_at as at'])
    .where('l.facility_id', '=', facilityId)
    .where('l.material_id', '=', filter.materialId)
    .$if(kinds !== undefined && !kinds.includes('RECEIVED'), (q) => q.where(sql<boolean>`false`))
    .$if(search !== '', (q) =>
      q.where((eb) =>
        eb.or([
          eb(sql`lower(l.supplier_lot_number)`, 'like', pattern),
          eb(sql`lower(l.location)`, 'like', pattern),
          ...(lotId === undefined ? [] : [eb('l.id', '=', lotId)]),
        ]),
      ),
    );
  return db.selectFrom(events.unionAll(received).as('m'));
}

export async function listMovements(db: Db, facilityId: number, filter: MovementListFilter) {
  const all = history(db, facilityId, filter);
  const [page, count] = await Promise.all([
    all
      .select(['m.kind', 'm.id', 'm.at'])
      .orderBy('m.at', 'desc')
      .orderBy('m.kind')
      .orderBy('m.id', 'desc')
      .offset(filter.offset)
      .limit(filter.limit)
      .execute(),
    all.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const eventIds = page.filter((row) => row.kind !== 'RECEIVED').map((row) => row.id);
  const lotIds = page.filter((row) => row.kind === 'RECEIVED').map((row) => row.id);
  const [events, lots] = await Promise.all([eventMovements(db, eventIds), lotMovements(db, lotIds)]);
  const rows = page.map((row) => (row.kind === 'RECEIVED' ? lots.get(row.id)! : events.get(row.id)!));
  return { totalCount: Number(count.n), rows };
}

async function lotMovements(db: Db, ids: number[]): Promise<Map<number, StockMovement>> {
  if (!ids.length) return new Map();
  const lots = await db
    .selectFrom('material_lots as l')
    .leftJoin('users as u', 'u.id', 'l.created_by')
    .select(['l.id', 'l.mass_mg', 'l.location', 'l.created_at', 'l.created_by', personName.as('by')])
    .where('l.id', 'in', ids)
    .execute();
  return new Map(
    lots.map((lot) => {
      const number = { id: lot.id, number: lotNumber(lot.id) };
      const movement: StockMovement = {
        key: `lot-${lot.id}`,
        kind: 'RECEIVED',
        at: lot.created_at.toISOString(),
        by: lot.created_by === null ? null : lot.by,
        lot: number,
        location: lot.location,
        inputs: [],
        outputs: [{ batch: null, lot: number, massMg: lot.mass_mg }],
        machine: null,
        job: null,
        massMg: lot.mass_mg,
        changeMg: lot.mass_mg,
        note: '',
      };
      return [lot.id, movement];
    }),
  );
}

async function eventMovements(db: Db, ids: number[]): Promise<Map<number, StockMovement>> {
  if (!ids.length) return new Map();
  const [events, inputs, outputs] = await Promise.all([
    db
      .selectFrom('material_events as e')
      .leftJoin('users as u', 'u.id', 'e.recorded_by')
      .leftJoin('equipment as q', 'q.id', 'e.equipment_id')
      .leftJoin('jobs as j', 'j.id', 'e.job_id')
      .select(['e.id', 'e.kind', 'e.recorded_at', 'e.recorded_by', personName.as('by'), 'e.equipment_id', 'q.display_name'])
      .select(['e.job_id', 'j.job_name', 'e.note'])
      .where('e.id', 'in', ids)
      .execute(),
    db.selectFrom('material_event_inputs').selectAll().where('event_id', 'in', ids).orderBy('position').execute(),
    db.selectFrom('material_event_outputs').selectAll().where('event_id', 'in', ids).orderBy('batch_id').execute(),
  ]);
  const side = (row: { batch_id: number | null; lot_id?: number | null; mass_mg: number }) => ({
    batch: row.batch_id === null ? null : { id: row.batch_id, number: batchNumber(row.batch_id) },
    lot: row.lot_id ? { id: row.lot_id, number: lotNumber(row.lot_id) } : null,
    massMg: row.mass_mg,
  });
  const sum = (rows: { mass_mg: number }[]) => rows.reduce((mg, row) => mg + row.mass_mg, 0);
  return new Map(
    events.map((event) => {
      const ins = inputs.filter((row) => row.event_id === event.id);
      const outs = outputs.filter((row) => row.event_id === event.id);
      const movement: StockMovement = {
        key: `event-${event.id}`,
        kind: event.kind,
        at: event.recorded_at.toISOString(),
        by: event.recorded_by === null ? null : event.by,
        lot: null,
        location: '',
        inputs: ins.map(side),
        outputs: outs.map(side),
        machine: event.equipment_id === null ? null : { id: event.equipment_id, name: event.display_name ?? '' },
        job: event.job_id === null ? null : { id: event.job_id, name: event.job_name ?? '' },
        massMg: sum(ins),
        changeMg: sum(outs) - sum(ins),
        note: event.note,
      };
      return [event.id, movement];
    }),
  );
}
