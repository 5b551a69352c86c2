/**
 * A facility's material settings: how far a weighing may be off (the share of an event's input
 * mass the scale may leave unaccounted for), and its rules per material — what a batch must be
 * for a job to start on it, and the stock below which to reorder. A facility that never saved
 * them allows 1 % and has no rules.
 */
import { recordMaterialChange } from './changes.js';
import type { Db } from '../db/database.js';
import { badRequest } from '../http/errors.js';
import type { MaterialScope } from './lot-service.js';
import type { MaterialSettings } from './settings-schemas.js';

const DEFAULT_TOLERANCE_PERCENT = 1;

export async function massTolerancePercent(db: Db, facilityId: number): Promise<number> {
  const row = await db
    .selectFrom('material_settings')
    .select('mass_tolerance_percent')
    .where('facility_id', '=', facilityId)
    .executeTakeFirst();
  return row ? Number(row.mass_tolerance_percent) : DEFAULT_TOLERANCE_PERCENT;
}

export async function materialSettings(db: Db, facilityId: number): Promise<MaterialSettings> {
  const [tolerance, rules] = await Promise.all([
    massTolerancePercent(db, facilityId),
    db
      .selectFrom('material_rules as r')
      .innerJoin('materials as m', 'm.id', 'r.material_id')
      .select(['r.material_id', 'm.name', 'r.min_virgin_percent', 'r.max_cycles', 'r.sieve_required', 'r.reorder_point_mg'])
      .where('r.facility_id', '=', facilityId)
      .orderBy('m.name')
      .execute(),
  ]);
  return {
    massTolerancePercent: tolerance,
    rules: rules.map((rule) => ({
      material: { id: rule.material_id, name: rule.name },
      minVirginPercent: rule.min_virgin_percent === null ? null : Number(rule.min_virgin_percent),
      maxCycles: rule.max_cycles,
      sieveRequired: rule.sieve_required,
      reorderPointMg: rule.reorder_point_mg,
    })),
  };
}

export async function saveMaterialSettings(db: Db, scope: MaterialScope, input: MaterialSettings): Promise<void> {
  const ids = input.rules.map((rule) => rule.material.id);
  const duplicate = ids.findIndex((id, index) => ids.indexOf(id) !== index);
  if (duplicate >= 0) throw badRequest('A material has one set of rules', `body.rules.${duplicate}.material.id`);
  const was = await materialSettings(db, scope.facilityId);
  await db.transaction().execute(async (trx) => {
    if (ids.length) {
      const known = await trx.selectFrom('materials').select('id').where('id', 'in', ids).execute();
      const missing = ids.findIndex((id) => !known.some((row) => row.id === id));
      if (missing >= 0) throw badRequest(`Material ${ids[missing]} not found`, `body.rules.${missing}.material.id`);
    }
    await trx
      .insertInto('material_settings')
      .values({ facility_id: scope.facilityId, mass_tolerance_percent: input.massTolerancePercent })
      .onConflict((oc) => oc.column('facility_id').doUpdateSet({ mass_tolerance_percent: input.massTolerancePercent }))
      .execute();
    await trx.deleteFrom('material_rules').where('facility_id', '=', scope.facilityId).execute();
    if (input.rules.length) {
      await trx
        .insertInto('material_rules')
        .values(
          input.rules.map((rule) => ({
            facility_id: scope.facilityId,
            material_id: rule.material.id,
            min_virgin_percent: rule.minVirginPercent,
            max_cycles: rule.maxCycles,
            sieve_required: rule.sieveRequired,
            reorder_point_mg: rule.reorderPointMg,
          })),
        )
        .execute();
    }
    await recordMaterialChange(trx, {
      facilityId: scope.facilityId,
      userId: scope.userId,
      entity: 'MATERIAL_SETTINGS',
      entityId: scope.facilityId,
      action: 'UPDATE',
      oldValue: was,
      newValue: input,
    });
  });
}
