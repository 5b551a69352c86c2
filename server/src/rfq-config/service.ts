/**
 * A facility's RFQ configuration (the /service-provider/rfq/config page): what
 * its store front's New Order requires, where its orders may go, the quote due period proposed,
 * the NDA template and the terms and conditions. Each change of the terms' wording is a new
 * version: an order submitted since must have accepted it. Audited, and told to the customers'
 * open pages (settings.changed).
 */
import type { Static } from 'typebox';
import type { Db } from '../db/database.js';
import { recordSettingChange } from '../settings/index.js';
import { rfqConfigRow } from './queries.js';
import type { RfqConfigInput, RfqConfigSchema } from './schemas.js';

export type RfqConfig = Static<typeof RfqConfigSchema>;
const SETTING = 'RFQ_CONFIG';

export async function readRfqConfig(db: Db, facilityId: number): Promise<RfqConfig> {
  const row = await rfqConfigRow(db, facilityId);
  return {
    requiredFields: row.requiredFields,
    distributions: row.distributions,
    quoteDueDays: row.quoteDueDays,
    ndaTemplate: row.ndaTemplate,
    termsText: row.termsText,
    termsVersion: row.termsVersion,
    termsChangedAt: row.termsChangedAt?.getTime() ?? null,
  };
}

export async function saveRfqConfig(
  db: Db,
  scope: { facilityId: number; userId: number },
  input: Static<typeof RfqConfigInput>,
  now: number,
): Promise<RfqConfig> {
  return db.transaction().execute(async (trx) => {
    const before = await readRfqConfig(trx, scope.facilityId);
    const termsText = input.termsText.trim();
    const termsChanged = termsText !== before.termsText;
    const values = {
      required_fields: [...new Set(input.requiredFields)],
      distributions: [...new Set(input.distributions)],
      quote_due_days: input.quoteDueDays,
      nda_template: input.ndaTemplate.trim(),
      terms_text: termsText,
      // New wording (or none) is a new version; versions never repeat, so an old acceptance never passes.
      terms_version: termsChanged ? before.termsVersion + 1 : before.termsVersion,
      terms_changed_at: termsChanged ? new Date(now) : before.termsChangedAt === null ? null : new Date(before.termsChangedAt),
      updated_at: new Date(now),
    };
    await trx
      .insertInto('rfq_configs')
      .values({ facility_id: scope.facilityId, ...values })
      .onConflict((oc) => oc.column('facility_id').doUpdateSet(values))
      .execute();
    const after = await readRfqConfig(trx, scope.facilityId);
    await recordSettingChange(trx, { ...scope, setting: SETTING, before, after });
    return after;
  });
}
