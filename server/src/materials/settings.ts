/**
 * A facility's material settings: how far a weighing may be off (the share of an event's input
 * mass the scale may leave unaccounted for), and its rules per material — what a batch must be
 * for a job to start on it, and the stock below which to reorder. A facility that never saved
 * them allows 1 % and keeps polyamide 12 on Multi Jet Fusion within the re-use such a shop runs
 * by: at least 20 % virgin powder, through at most 5 builds.
 */
import { sql } from 'kysely';
import { recordMaterialChange } from './changes.js';
import type { Db, Trx } from '../db/database.js';
import { badRequest } from '../http/errors.js';
import type { MaterialScope } from './lot-service.js';
import type { MaterialSettings } from './settings-schemas.js';

const DEFAULT_TOLERANCE_PERCENT = 1;

type Rule = Omit<MaterialSettings['rules'][number], 'material'>;

const PA12_ON_MJF: Rule = { minVirginPercent: 20, maxCycles: 5, sieveRequired: false, reorderPointMg: null };

/** The catalogue's polyamide 12 powders that a Multi Jet Fusion printer model runs: the default rule's materials. */
function pa12OnMjf(db: Db | Trx) {
  return db
    .selectFrom('materials as m')
    .select(['m.id', 'm.name'])
    .where(sql<boolean>`m.name ~* '(^|[^a-z0-9])(pa ?12|polyamide 12)([^0-9]|$)'`)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('machine_materials as mm')
          .innerJoin('machines as ma', 'ma.id', 'mm.machine_id')
          .innerJoin('am_processes as p', 'p.id', 'ma.am_process_id')
          .whereRef('mm.material_id', '=', 'm.id')
          .where('p.code', '=', 'HPBJ')
          .select(sql`1`.as('one')),
      ),
    );
}

/** The facility's saved tolerance; undefined when it never saved its settings, and the defaults hold. */
async function savedTolerance(db: Db | Trx, facilityId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('material_settings')
    .select('mass_tolerance_percent')
    .where('facility_id', '=', facilityId)
    .executeTakeFirst();
  return row && Number(row.mass_tolerance_percent);
}

export async function massTolerancePercent(db: Db, facilityId: number): Promise<number> {
  return (await savedTolerance(db, facilityId)) ?? DEFAULT_TOLERANCE_PERCENT;
}

export async function materialSettings(db: Db, facilityId: number): Promise<MaterialSettings> {
  const saved = await savedTolerance(db, facilityId);
  if (saved === undefined) {
    const defaults = await pa12OnMjf(db).orderBy('m.name').execute();
    return {
      massTolerancePercent: DEFAULT_TOLERANCE_PERCENT,
      rules: defaults.map((material) => ({ material, ...PA12_ON_MJF })),
    };
  }
  const rules = await db
    .selectFrom('material_rules as r')
    .innerJoin('materials as m', 'm.id', 'r.material_id')
    .select(['r.material_id', 'm.name', 'r.min_virgin_percent', 'r.max_cycles', 'r.sieve_required', 'r.reorder_point_mg'])
    .where('r.facility_id', '=', facilityId)
    .orderBy('m.name')
    .execute();
  return {
    massTolerancePercent: saved,
    rules: rules.map((rule) => ({
      material: { id: rule.material_id, name: rule.name },
      minVirginPercent: rule.min_virgin_percent === null ? null : Number(rule.min_virgin_percent),
      maxCycles: rule.max_cycles,
      sieveRequired: rule.sieve_required,
      reorderPointMg: rule.reorder_point_mg,
    })),
  };
}

/** The facility's rule for a material: the one it saved, or the default where it never saved its settings. */
export async function ruleOf(db: Db | Trx, facilityId: number, materialId: number): Promise<Rule | undefined> {
  if ((await savedTolerance(db, facilityId)) === undefined) {
    const isDefault = await pa12OnMjf(db).where('m.id', '=', materialId).executeTakeFirst();
    return isDefault && PA12_ON_MJF;
  }
  const rule = await db
    .selectFrom('material_rules')
    .select(['min_virgin_percent', 'max_cycles', 'sieve_required', 'reorder_point_mg'])
    .where('facility_id', '=', facilityId)
    .where('material_id', '=', materialId)
    .executeTakeFirst();
  return (
    rule && {
      minVirginPercent: rule.min_virgin_percent === null ? null : Number(rule.min_virgin_percent),
      maxCycles: rule.max_cycles,
      sieveRequired: rule.sieve_required,
      reorderPointMg: rule.reorder_point_mg,
    }
  );
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
