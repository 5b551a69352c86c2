/**
 * The refresh a job will call for, before it starts: the parts it makes weigh their volume times
 * the material's density; what the build leaves of the machine's batch comes back one cycle older
 * and with no virgin powder; and the next build, to keep the material's least virgin fraction,
 * needs virgin powder added in proportion. The proposal shows the batch now, after the job, and
 * after the top-up — and says when no top-up can help, because the powder will have been through
 * more builds than the material allows.
 */
import { sql } from 'kysely';
import { batchNumber } from 'shared/contracts';
import type { Db } from '../db/database.js';
import { loadedPowder } from './start-gate.js';
import { ruleOf } from './settings.js';
import { jobOf } from './start-override.js';

interface PowderState {
  massMg: number;
  virginThousandths: number;
  maxCycles: number;
}

export interface TopUpProposal {
  batch: { id: number; number: string } | null;
  /** The parts' mass the build will fuse, from their volume and the material's density. */
  partsMg: number;
  now: PowderState | null;
  afterJob: PowderState | null;
  /** Virgin powder to add after the build for the next one to start within the rules. */
  topUpMg: number;
  afterTopUp: PowderState | null;
  /** Why no top-up keeps the powder within the rules, when none can. */
  beyondRules: string[];
}

/** The least virgin mass x with x / (rest + x) ≥ share: rest × share / (1 − share), rounded up; share below 100 %. */
export function virginToAdd(restMg: number, minVirginPercent: number): number {
  if (minVirginPercent <= 0) return 0;
  const share = BigInt(Math.round(minVirginPercent * 1000));
  const whole = 100_000n;
  return Number((BigInt(restMg) * share + (whole - share) - 1n) / (whole - share));
}

export async function topUpProposal(db: Db, facilityId: number, jobId: number): Promise<TopUpProposal> {
  const job = await jobOf(db, facilityId, jobId);
  const parts = await db
    .selectFrom('job_files as jf')
    .innerJoin('rfq_files as f', 'f.id', 'jf.rfq_file_id')
    .where('jf.job_id', '=', jobId)
    .select(
      sql<number>`coalesce(sum(jf.quantity * (select (o.response_data->>'volume')::float8 from file_operations o
        where o.file_id = f.file_id and o.operation_type = 'VERIFY' and o.status = 'SUCCESS' order by o.id desc limit 1)), 0)`.as(
        'volume_mm3',
      ),
    )
    .executeTakeFirstOrThrow();
  return powderProposal(db, facilityId, job.equipment_id, Number(parts.volume_mm3));
}

/**
 * The refresh a build of parts of `partsVolumeMm3` calls for on a machine, from the batch it holds:
 * a job's before it starts, a planned build's before it is one.
 */
export async function powderProposal(
  db: Db,
  facilityId: number,
  equipmentId: number,
  partsVolumeMm3: number,
): Promise<TopUpProposal> {
  const powder = await loadedPowder(db, equipmentId);
  const density = powder
    ? await db
        .selectFrom('material_data_sheets')
        .select('density_g_cm3')
        .where('material_id', '=', powder.materialId)
        .executeTakeFirst()
    : undefined;
  // A cubic millimetre of a material of 1 g/cm³ weighs a milligram.
  const partsMg = Math.round(partsVolumeMm3 * (density?.density_g_cm3 ?? 0));
  if (!powder) return { batch: null, partsMg, now: null, afterJob: null, topUpMg: 0, afterTopUp: null, beyondRules: [] };
  const rule = await ruleOf(db, facilityId, powder.materialId);
  const now = {
    massMg: powder.massMg,
    virginThousandths: Number((BigInt(powder.virginMg) * 100_000n) / BigInt(powder.createdMg)),
    maxCycles: powder.maxCycles,
  };
  const rest = Math.max(0, powder.massMg - partsMg);
  const afterJob = { massMg: rest, virginThousandths: 0, maxCycles: powder.maxCycles + 1 };
  const allVirgin = (rule?.minVirginPercent ?? 0) >= 100;
  const topUpMg = rule?.minVirginPercent && !allVirgin ? virginToAdd(rest, rule.minVirginPercent) : 0;
  const afterTopUp = {
    massMg: rest + topUpMg,
    virginThousandths: rest + topUpMg === 0 ? 0 : Number((BigInt(topUpMg) * 100_000n) / BigInt(rest + topUpMg)),
    maxCycles: afterJob.maxCycles,
  };
  const beyondRules = [
    ...(allVirgin ? [`${powder.materialName} is built on virgin powder only: what comes back cannot be used again`] : []),
    ...(rule?.maxCycles !== null && rule?.maxCycles !== undefined && afterJob.maxCycles > rule.maxCycles
      ? [
          `${batchNumber(powder.batchId)} will hold powder through ${afterJob.maxCycles} builds; ${powder.materialName} allows at most ${rule.maxCycles}`,
        ]
      : []),
  ];
  return {
    batch: { id: powder.batchId, number: batchNumber(powder.batchId) },
    partsMg,
    now,
    afterJob,
    topUpMg,
    afterTopUp,
    beyondRules,
  };
}
