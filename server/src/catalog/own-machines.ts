import type { Trx } from '../db/database.js';
import { badRequest } from '../http/errors.js';

/**
 * Refuses machines of another facility (or none at all) in a body: 400 naming the field and the
 * first machine that is not the facility's, without telling another facility's machines from
 * machines that do not exist.
 */
export async function checkOwnMachines(trx: Trx, facilityId: number, equipmentIds: number[], field: string): Promise<void> {
  if (equipmentIds.length === 0) return;
  const own = await trx
    .selectFrom('equipment')
    .select('id')
    .where('facility_id', '=', facilityId)
    .where('id', 'in', equipmentIds)
    .execute();
  const missing = equipmentIds.find((id) => !own.some((row) => row.id === id));
  if (missing !== undefined) throw badRequest(`Machine ${missing} is not one of the facility’s machines`, field);
}
