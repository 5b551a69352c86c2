/**
 * What a machine holds: its powder — one batch of a material it builds with — and, beside it, a
 * batch of each material it runs only as a support material or an agent (a fusing agent's
 * cartridge, a support spool). A batch is beside the powder when its machine lists its material,
 * and never as the material it builds with; a material the machine does not list is its powder.
 */
import { sql, type RawBuilder } from 'kysely';

type Operand = number | RawBuilder<unknown>;

/** Whether the machine runs the material beside its powder; `sql.ref` columns or values. */
export const runsBeside = (equipmentId: Operand, materialId: Operand) =>
  sql<boolean>`coalesce((select bool_and(em.role <> 'PRIMARY') from equipment_materials em
    where em.equipment_id = ${equipmentId} and em.material_id = ${materialId}), false)`;

/** Whether the loaded batch `alias` (a material_batches row on a machine) is beside its machine's powder. */
export const besideThePowder = (alias: string) => runsBeside(sql.ref(`${alias}.equipment_id`), sql.ref(`${alias}.material_id`));
