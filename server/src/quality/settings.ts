/**
 * A facility's quality settings: its defect codes, what its severities mean, the dispositions
 * its board may choose, what a signature may mean and who may sign, its numbering and its trend
 * threshold. A facility that never saved them works with the defaults.
 */
import { DEFAULT_SIGNATURE_MEANINGS, DISPOSITIONS } from 'shared/contracts';
import type { Db, Trx } from '../db/database.js';
import { recordAudit } from '../audit/index.js';
import type { QualitySettings } from './schemas.js';

export const DEFAULT_QUALITY_SETTINGS: QualitySettings = {
  defectCodes: [
    { code: 'DIM', description: 'Dimension out of tolerance' },
    { code: 'SURF', description: 'Surface defect' },
    { code: 'POR', description: 'Porosity' },
    { code: 'WARP', description: 'Warping or distortion' },
    { code: 'CRACK', description: 'Crack or delamination' },
    { code: 'MAT', description: 'Wrong or nonconforming material' },
    { code: 'DOC', description: 'Documentation or marking' },
  ],
  severityMeanings: {
    MINOR: 'Does not affect form, fit or function',
    MAJOR: 'Affects form, fit or function; the part cannot be used as it is without approval',
    CRITICAL: 'Could make the product unsafe or cause it to fail in service',
  },
  dispositions: [...DISPOSITIONS],
  signatureMeanings: [...DEFAULT_SIGNATURE_MEANINGS],
  dispositionSigners: ['SP_SUPER_ADMIN', 'SP_ADMIN', 'SP_MANAGER', 'SP_APPLICATION_ENGINEER'],
  ncrFormat: 'NCR-{YYYY}-{####}',
  capaFormat: 'CAPA-{YYYY}-{###}',
  trendWindowDays: 30,
  trendThreshold: 5,
  reminderDaysBefore: 2,
  reminderHourUtc: 7,
};

export async function qualitySettings(db: Db, facilityId: number): Promise<QualitySettings> {
  const row = await db.selectFrom('quality_settings').select('settings').where('facility_id', '=', facilityId).executeTakeFirst();
  // Settings saved before a field existed take that field's default.
  return { ...DEFAULT_QUALITY_SETTINGS, ...((row?.settings as Partial<QualitySettings> | undefined) ?? {}) };
}

export async function saveQualitySettings(
  db: Db,
  change: { facilityId: number; userId: number },
  settings: QualitySettings,
): Promise<QualitySettings> {
  return db.transaction().execute(async (trx: Trx) => {
    const before = await qualitySettings(trx, change.facilityId);
    await trx
      .insertInto('quality_settings')
      .values({ facility_id: change.facilityId, settings: JSON.stringify(settings) })
      .onConflict((oc) => oc.column('facility_id').doUpdateSet({ settings: JSON.stringify(settings), updated_at: new Date() }))
      .execute();
    await recordAudit(trx, {
      facilityId: change.facilityId,
      userId: change.userId,
      entity: 'QUALITY_SETTINGS',
      entityId: change.facilityId,
      action: 'UPDATE',
      oldValue: before,
      newValue: settings,
    });
    return settings;
  });
}
