/**
 * What a machine's feedstock events do to the platform's powder. Feedstock whose identifier is a
 * platform batch number (B-00042, as its label prints it) is that batch: loading it loads the
 * batch on the machine (the quantity the machine reports, else all of it; a top-off when the
 * machine holds one), and what the machine reports using during a build is what that build's job
 * draws from the batch when it completes, instead of the quantity typed on the job. Feedstock the
 * platform does not know (a gas, a spool with its maker's number) is only kept as events.
 */
import { toMilligrams, MATERIAL_UNITS, type MaterialUnit } from 'shared/contracts';
import type { Trx } from '../db/database.js';
import { besideThePowder, loadBatchIn } from '../materials/index.js';
import type { MachineEvent } from './events.js';

type FeedstockEvent = Extract<MachineEvent, { type: 'FEEDSTOCK_LOADED' | 'FEEDSTOCK_CONSUMED' }>;

const BATCH_NUMBER = /^B-(\d{1,15})$/;

/** The units machines write (OPC UA's engineering units' display names), and the platform's own codes. */
const UNITS: Record<string, MaterialUnit> = {
  g: 'GRAM',
  kg: 'KILOGRAM',
  lb: 'POUND',
  oz: 'OUNCE',
  l: 'LITRE',
  ml: 'MILI_LITRE',
  cm3: 'CUBIC_CM',
  'cm³': 'CUBIC_CM',
  mm3: 'CUBIC_MM',
  'mm³': 'CUBIC_MM',
  in3: 'CUBIC_INCH',
  'in³': 'CUBIC_INCH',
  ...Object.fromEntries(MATERIAL_UNITS.map((unit) => [unit.toLowerCase(), unit])),
};

const batchIdOf = (feedstockId: string): number | undefined => {
  const id = Number(BATCH_NUMBER.exec(feedstockId.trim())?.[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/** A quantity the machine reported, in milligrams of the material; undefined when its unit or the density is unknown. */
async function milligramsOf(trx: Trx, batchId: number, quantity: number, unit: string): Promise<number | undefined> {
  const known = UNITS[unit.trim().toLowerCase()];
  if (known === undefined) return undefined;
  const sheet = await trx
    .selectFrom('material_batches as b')
    .leftJoin('material_data_sheets as d', 'd.material_id', 'b.material_id')
    .select('d.density_g_cm3')
    .where('b.id', '=', batchId)
    .executeTakeFirst();
  return toMilligrams(quantity, known, sheet?.density_g_cm3);
}

interface FeedstockSource {
  facilityId: number;
  equipmentId: number;
  actingUserId: number;
}

/** Applies a feedstock event; a refusal (a batch used up, of a material the machine cannot run) is thrown as the platform's error. */
export async function applyFeedstock(trx: Trx, source: FeedstockSource, event: FeedstockEvent): Promise<void> {
  const batchId = batchIdOf(event.feedstockId);
  if (batchId === undefined) return;
  if (event.type === 'FEEDSTOCK_LOADED') {
    const held = await trx
      .selectFrom('material_batches')
      .select('equipment_id')
      .where('id', '=', batchId)
      .where('facility_id', '=', source.facilityId)
      .executeTakeFirst();
    // A machine that reports the batch again (a new cycle of the same powder) already holds it.
    if (held?.equipment_id === source.equipmentId) return;
    const massMg =
      event.quantity === undefined || event.unit === undefined
        ? undefined
        : await milligramsOf(trx, batchId, event.quantity, event.unit);
    await loadBatchIn(trx, { facilityId: source.facilityId, userId: source.actingUserId }, batchId, {
      equipmentId: source.equipmentId,
      massMg,
      note: `Loaded as the machine reported (${event.feedstockId})`,
    });
    return;
  }
  const run = await trx
    .selectFrom('machine_status as s')
    .innerJoin('machine_runs as r', 'r.id', 's.run_id')
    .select('r.id')
    .where('s.equipment_id', '=', source.equipmentId)
    .where('r.ended_at', 'is', null)
    .executeTakeFirst();
  if (!run) return;
  const held = await trx
    .selectFrom('material_batches as b')
    .select(besideThePowder('b').as('beside'))
    .where('b.id', '=', batchId)
    .where('b.equipment_id', '=', source.equipmentId)
    .executeTakeFirst();
  // The run's measure is of its powder: a support material or an agent beside it is drawn by the job's quantity of it.
  if (held?.beside) return;
  const mg = await milligramsOf(trx, batchId, event.quantity, event.unit);
  if (mg === undefined) return;
  await trx
    .updateTable('machine_runs')
    .set((eb) => ({ feedstock_mg: eb(eb.fn.coalesce('feedstock_mg', eb.val(0)), '+', mg) }))
    .where('id', '=', run.id)
    .execute();
}
