/**
 * The start gate: a job does not start on powder that breaks its material's rules — another
 * material, powder through more builds than the material allows, too little virgin powder, an
 * unsieved batch where sieving is required, or a lot in it that may not be used. Each broken rule
 * is named with its numbers. A quality manager's signed override lets the job start anyway, on
 * that batch; a machine with no batch loaded is not tracked and is not gated.
 */
import { batchNumber, lotNumber, type PowderState } from 'shared/contracts';
import { sql } from 'kysely';
import type { Db, Trx } from '../db/database.js';
import { conflict } from '../http/errors.js';
import { besideThePowder } from './beside-the-powder.js';
import { lotStatus } from './lot-queries.js';
import { ruleOf } from './settings.js';

export interface LoadedPowder {
  batchId: number;
  materialId: number;
  materialName: string;
  powderState: PowderState;
  /** What it holds now. */
  massMg: number;
  /** The batch's mass as made, and how much of it is virgin, in milligrams. */
  createdMg: number;
  virginMg: number;
  maxCycles: number;
  /** Lots in it that may not be used, with why. */
  unusableLots: { id: number; status: string }[];
}

export interface MaterialRule {
  minVirginPercent: number | null;
  maxCycles: number | null;
  sieveRequired: boolean;
}

/** The virgin share in thousandths of a percent, rounded down: a batch just under a limit is under it. */
const virginThousandths = (powder: LoadedPowder) => Number((BigInt(powder.virginMg) * 100_000n) / BigInt(powder.createdMg));
const percentText = (thousandths: number) => `${(thousandths / 1000).toFixed(3).replace(/\.?0+$/, '')} %`;

/** The rules the powder breaks for a job of `jobMaterial`, each as a sentence with its numbers. */
export function brokenRules(
  powder: LoadedPowder,
  jobMaterial: { id: number; name: string } | null,
  rule: MaterialRule | undefined,
): string[] {
  const batch = batchNumber(powder.batchId);
  const broken: string[] = [];
  if (jobMaterial && jobMaterial.id !== powder.materialId)
    broken.push(`${batch} is ${powder.materialName}, the job needs ${jobMaterial.name}`);
  if (rule?.maxCycles !== null && rule?.maxCycles !== undefined && powder.maxCycles > rule.maxCycles) {
    broken.push(
      `${batch} holds powder through ${powder.maxCycles} builds; ${powder.materialName} allows at most ${rule.maxCycles}`,
    );
  }
  if (rule?.minVirginPercent !== null && rule?.minVirginPercent !== undefined) {
    const virgin = virginThousandths(powder);
    if (virgin < Math.round(rule.minVirginPercent * 1000)) {
      broken.push(
        `${batch} is ${percentText(virgin)} virgin powder; ${powder.materialName} needs at least ${rule.minVirginPercent} %`,
      );
    }
  }
  if (rule?.sieveRequired && powder.powderState === 'UNSIEVED')
    broken.push(`${batch} is unsieved; ${powder.materialName} is sieved before a build`);
  for (const lot of powder.unusableLots) broken.push(`${batch} holds ${lotNumber(lot.id)}, which is ${lot.status.toLowerCase()}`);
  return broken;
}

/** The powder loaded on a machine, with what the gate reads of it; undefined when none is. */
export async function loadedPowder(trx: Db | Trx, equipmentId: number): Promise<LoadedPowder | undefined> {
  const batch = await trx
    .selectFrom('material_batches as b')
    .innerJoin('materials as m', 'm.id', 'b.material_id')
    .select([
      'b.id',
      'b.material_id',
      'm.name',
      'b.powder_state',
      'b.mass_mg',
      'b.created_mg',
      sql<number>`coalesce((select c.created_mg from material_batch_cycles c where c.batch_id = b.id and c.cycles = 0), 0)`.as(
        'virgin_mg',
      ),
      sql<number>`(select max(c.cycles) from material_batch_cycles c where c.batch_id = b.id)`.as('max_cycles'),
    ])
    .where('b.equipment_id', '=', equipmentId)
    .where(besideThePowder('b'), '=', false)
    .executeTakeFirst();
  if (!batch) return undefined;
  const lots = await trx
    .selectFrom('material_batch_lots as bl')
    .innerJoin('material_lots as l', 'l.id', 'bl.lot_id')
    .select(['l.id', lotStatus().as('status')])
    .where('bl.batch_id', '=', batch.id)
    .where(lotStatus(), 'in', ['QUARANTINE', 'EXPIRED', 'REJECTED'])
    .orderBy('l.id')
    .execute();
  return {
    batchId: batch.id,
    materialId: batch.material_id,
    materialName: batch.name,
    powderState: batch.powder_state,
    massMg: batch.mass_mg,
    createdMg: batch.created_mg,
    virginMg: Number(batch.virgin_mg),
    maxCycles: Number(batch.max_cycles),
    unusableLots: lots,
  };
}

/**
 * Refuses, with 409, to start a job on its machine's powder when the powder breaks a rule and no
 * signed override lets the job start on that batch.
 */
export async function checkStartGate(
  trx: Trx,
  facilityId: number,
  job: { id: number; equipment_id: number; material_id: number | null },
) {
  const powder = await loadedPowder(trx, job.equipment_id);
  if (!powder) return;
  const jobMaterial =
    job.material_id === null
      ? null
      : await trx.selectFrom('materials').select(['id', 'name']).where('id', '=', job.material_id).executeTakeFirstOrThrow();
  const broken = brokenRules(powder, jobMaterial, await ruleOf(trx, facilityId, powder.materialId));
  if (!broken.length) return;
  const overridden = await trx
    .selectFrom('material_start_overrides')
    .select('id')
    .where('job_id', '=', job.id)
    .where('batch_id', '=', powder.batchId)
    .executeTakeFirst();
  if (overridden) return;
  throw conflict(`The job cannot start on this powder: ${broken.join('; ')}`, { rules: broken, batchId: powder.batchId });
}
