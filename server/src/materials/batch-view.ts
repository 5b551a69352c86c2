/**
 * One batch as its page shows it: what it is made of — virgin fraction, mass by re-use cycles with
 * the maximum and the mass-weighted mean, every supplier lot's share — computed from the shares its
 * events wrote, exact to the milligram, and its history of events.
 */
import { lotNumber } from 'shared/contracts';
import type { Db } from '../db/database.js';
import { notFound } from '../http/errors.js';
import { thousandthsOfPercent } from './composition.js';
import { batchEvents, batchRecord, batchRow, batchShares } from './batch-queries.js';
import type { Batch } from './batch-schemas.js';

/** The mass-weighted mean of the cycles, to two decimals, rounded half up in integers. */
function meanCycles(cycles: { cycles: number; created_mg: number }[]): string {
  const mass = cycles.reduce((sum, row) => sum + BigInt(row.created_mg), 0n);
  if (mass === 0n) return '0.00';
  const weighted = cycles.reduce((sum, row) => sum + BigInt(row.cycles) * BigInt(row.created_mg), 0n);
  const hundredths = (weighted * 200n + mass) / (mass * 2n);
  return `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
}

export async function batchView(db: Db, facilityId: number, id: number): Promise<Batch> {
  const record = await batchRecord(db, facilityId, id);
  if (!record) throw notFound(`Batch ${id} not found`);
  const [[cycles, lots], events] = await Promise.all([batchShares(db, id), batchEvents(db, id)]);
  const cycleShares = thousandthsOfPercent(new Map(cycles.map((row) => [row.cycles, row.created_mg])));
  const lotShares = thousandthsOfPercent(new Map(lots.map((row) => [row.lot_id, row.created_mg])));
  return {
    ...batchRow(record),
    // The exact share, rounded so that the page's fractions add up to 100 %.
    virginThousandths: cycleShares.get(0) ?? 0,
    createdMg: record.created_mg,
    meanCycles: meanCycles(cycles),
    cycles: cycles.map((row) => ({ cycles: row.cycles, massMg: row.created_mg, thousandths: cycleShares.get(row.cycles) ?? 0 })),
    lots: lots.map((row) => ({
      lot: { id: row.lot_id, number: lotNumber(row.lot_id) },
      material: { id: row.material_id, name: row.material_name },
      supplier: { id: row.supplier_id, name: row.supplier_name },
      supplierLotNumber: row.supplier_lot_number,
      massMg: row.created_mg,
      thousandths: lotShares.get(row.lot_id) ?? 0,
    })),
    events,
  };
}
