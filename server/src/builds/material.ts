import { batchNumber } from 'shared/contracts';
import type { Db, Trx } from '../db/database.js';
import { conflict, HttpError } from '../http/errors.js';
import { powderProposal } from '../materials/index.js';
import { massDensityOf } from '../files/index.js';
import type { PackingAnswer } from './estimate.js';

/**
 * The material a build is made of: one every part may be made of (a part ordered in no material
 * in particular takes any), the one on the machine when it is one of them.
 */
export async function materialOf(db: Db | Trx, equipmentId: number, rfqFileIds: number[]): Promise<number> {
  const [allowed, machine] = await Promise.all([
    db.selectFrom('rfq_file_materials').select(['rfq_file_id', 'material_id']).where('rfq_file_id', 'in', rfqFileIds).execute(),
    db.selectFrom('equipment').select('currently_used_material_id').where('id', '=', equipmentId).executeTakeFirstOrThrow(),
  ]);
  const sets = rfqFileIds
    .map((id) => allowed.filter((row) => row.rfq_file_id === id).map((row) => row.material_id))
    .filter((set) => set.length > 0);
  const common = sets.length ? sets.reduce((a, b) => a.filter((id) => b.includes(id))) : [];
  if (sets.length && common.length === 0)
    throw conflict('The build’s parts are ordered in different materials: a build is made of one');
  if (machine.currently_used_material_id !== null && (sets.length === 0 || common.includes(machine.currently_used_material_id)))
    return machine.currently_used_material_id;
  if (common.length === 0) throw conflict('Load a material on the machine: no part of the build names one');
  return Math.min(...common);
}

/** The material as `materialOf` finds it, or null where the parts' orders leave it to a planner (no material in common, none named and none loaded). */
export function materialIfAny(db: Db | Trx, equipmentId: number, rfqFileIds: number[]): Promise<number | null> {
  return materialOf(db, equipmentId, rfqFileIds).catch((error: unknown) => {
    if (error instanceof HttpError) return null;
    throw error;
  });
}

/**
 * What a packed build takes of its material: the parts' mass (their volume times the material's
 * density) and the build's mass density, the powder bed up to the build's height (the machine's cross-section), and — where
 * its printer holds a batch — the virgin powder to add after the build so that the next starts
 * within the material's rules, by the refresh arithmetic of the material pages.
 */
export async function materialEstimate(
  db: Db,
  facilityId: number,
  build: { id: number; equipment_id: number | null; volume: [number, number, number] },
  answer: PackingAnswer,
  rfqFileIds: number[],
) {
  if (build.equipment_id === null || rfqFileIds.length === 0) return null;
  // Parts of different materials, or none on the machine: the build's page says so when it is saved as a job.
  const materialId = await materialIfAny(db, build.equipment_id, rfqFileIds);
  if (materialId === null) return null;
  const [sheet, powder] = await Promise.all([
    db
      .selectFrom('materials as m')
      .leftJoin('material_data_sheets as d', 'd.material_id', 'm.id')
      .select(['m.name', 'd.density_g_cm3'])
      .where('m.id', '=', materialId)
      .executeTakeFirstOrThrow(),
    powderProposal(db, facilityId, build.equipment_id, answer.partsVolume),
  ]);
  const [x, y] = build.volume;
  return {
    name: sheet.name,
    // A cubic millimetre of a material of 1 g/cm³ weighs a milligram.
    partsMassMg: sheet.density_g_cm3 === null ? null : Math.round(answer.partsVolume * sheet.density_g_cm3),
    massDensity: massDensityOf(answer.density, sheet.density_g_cm3),
    bedLitres: (x * y * answer.height) / 1e6,
    batch: powder.batch && { id: powder.batch.id, number: batchNumber(powder.batch.id) },
    topUpMg: powder.batch ? powder.topUpMg : null,
    beyondRules: powder.beyondRules,
  };
}
