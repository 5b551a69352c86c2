import { DISTRIBUTIONS, type Distribution } from 'shared/contracts';
import type { RfqRequirableField } from 'shared/orders';
import type { Db } from '../db/database.js';

/** A facility's RFQ configuration as it stands, or its defaults (every distribution, a week to quote). */
export async function rfqConfigRow(db: Db, facilityId: number | null) {
  const row =
    facilityId === null
      ? undefined
      : await db.selectFrom('rfq_configs').selectAll().where('facility_id', '=', facilityId).executeTakeFirst();
  return {
    requiredFields: (row?.required_fields ?? []) as RfqRequirableField[],
    distributions: (row?.distributions?.length ? row.distributions : [...DISTRIBUTIONS]) as Distribution[],
    quoteDueDays: row?.quote_due_days ?? 7,
    ndaTemplate: row?.nda_template ?? '',
    termsText: row?.terms_text ?? '',
    termsVersion: row?.terms_version ?? 0,
    termsChangedAt: row?.terms_changed_at ?? null,
  };
}

/** The terms of an RFQ configuration: null when it has none. */
export const termsOfRow = (rfq: { termsText: string; termsVersion: number }) =>
  rfq.termsText ? { version: rfq.termsVersion, text: rfq.termsText } : null;

/** The terms and conditions a facility sells under (its RFQ configuration's); null: none. */
export async function termsOf(db: Db, facilityId: number): Promise<{ version: number; text: string } | null> {
  return termsOfRow(await rfqConfigRow(db, facilityId));
}
