/**
 * What production lost and used: the scrap rate with its Pareto by cause (pieces.ts says what is
 * made and lost), and the material the completed jobs consumed, their secondary materials included,
 * per material and the unit the jobs recorded.
 */
import type { AnalyticsMaterial, AnalyticsScrap } from 'shared/contracts';
import type { Db } from '../db/database.js';
import { qualitySettings } from '../quality/index.js';
import { machineHours, materialUsed } from './machine-days.js';
import { lossesByMachine } from './pieces.js';
import type { AnalyticsScope } from './scope.js';

export async function scrap(db: Db, scope: AnalyticsScope): Promise<AnalyticsScrap> {
  const [machines, losses, settings] = await Promise.all([
    machineHours(db, scope),
    lossesByMachine(db, scope),
    qualitySettings(db, scope.facilityId),
  ]);
  const causes = new Map<string, AnalyticsScrap['causes'][number]>();
  for (const loss of losses) {
    const key = `${loss.kind}:${loss.code}`;
    const cause = causes.get(key) ?? {
      kind: loss.kind,
      code: loss.code,
      description: loss.kind === 'DEFECT' ? (settings.defectCodes.find((one) => one.code === loss.code)?.description ?? '') : '',
      pieces: 0,
    };
    causes.set(key, { ...cause, pieces: cause.pieces + loss.pieces });
  }
  return {
    made: machines.reduce((sum, machine) => sum + machine.pieces_made, 0),
    scrapped: losses.reduce((sum, loss) => sum + loss.pieces, 0),
    causes: [...causes.values()].sort((a, b) => b.pieces - a.pieces || a.code.localeCompare(b.code)),
  };
}

export async function materialConsumed(db: Db, scope: AnalyticsScope): Promise<AnalyticsMaterial> {
  const rows = await materialUsed(db, scope);
  return {
    rows: rows.map((row) => ({
      materialId: row.material_id,
      material: row.material,
      unit: row.unit,
      quantity: Math.round(row.quantity * 1000) / 1000,
      jobs: row.jobs,
    })),
  };
}
