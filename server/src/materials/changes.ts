/**
 * A change to a facility's material, recorded: appended to its audit trail, and told to its open
 * pages (the event `material.changed`), so that what others are looking at — the batches list
 * while a batch is loaded from the tablet by the machine, a lot's page while goods-in releases
 * it — is read again without a reload.
 */
import { type AuditEntry, recordAudit } from '../audit/index.js';
import type { Trx } from '../db/database.js';

export async function recordMaterialChange(trx: Trx, entry: AuditEntry): Promise<void> {
  await recordAudit(trx, entry);
  await announceMaterialChange(trx, entry.facilityId);
}

/** Tells the facility's open pages that its material changed; sent with the transaction that changes it. */
export async function announceMaterialChange(trx: Trx, facilityId: number): Promise<void> {
  await trx
    .insertInto('event_outbox')
    .values({ topic: 'material.changed', rfq_id: null, match_id: null, company_ids: [facilityId], payload: {} })
    .execute();
}
