import type { Db } from '../db/database.js';
import { conflict } from '../http/errors.js';

/**
 * The material a build is made of: one every part may be made of (a part ordered in no material
 * in particular takes any), the one on the machine when it is one of them.
 */
export async function materialOf(db: Db, equipmentId: number, rfqFileIds: number[]): Promise<number> {
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
