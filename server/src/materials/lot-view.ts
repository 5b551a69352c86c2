/** One lot as its page shows it: the delivery, its certificate, its signed release and the batches it went into. */
import { batchNumber } from 'shared/contracts';
import type { Db } from '../db/database.js';
import type { mediaLinks } from '../files/index.js';
import { notFound } from '../http/errors.js';
import { qualitySettings } from '../quality/index.js';
import { signaturesOf } from '../signatures/index.js';
import { lotRecord, lotRow } from './lot-queries.js';
import { releaseContent, type MaterialScope } from './lot-service.js';

export async function lotView(db: Db, links: ReturnType<typeof mediaLinks>, scope: MaterialScope, id: number) {
  const lot = await lotRecord(db, scope.facilityId, id);
  if (!lot) throw notFound(`Lot ${id} not found`);
  const [certificate, signatures, batches, settings] = await Promise.all([
    lot.certificate_file_id === null
      ? undefined
      : db.selectFrom('files').select(['id', 'file_name', 'itar']).where('id', '=', lot.certificate_file_id).executeTakeFirst(),
    signaturesOf(db, 'LOT_RELEASE', [id], () => releaseContent(lot)),
    db
      .selectFrom('material_event_inputs as i')
      .innerJoin('material_event_outputs as o', 'o.event_id', 'i.event_id')
      .select(['o.batch_id', 'i.mass_mg'])
      .where('i.lot_id', '=', id)
      .orderBy('o.batch_id')
      .execute(),
    qualitySettings(db, scope.facilityId),
  ]);
  return {
    ...lotRow(lot),
    certificate: certificate
      ? { id: certificate.id, fileName: certificate.file_name, fileURL: links.link(certificate, scope.userId).downloadUrl }
      : null,
    statusReason: lot.status_reason,
    release: signatures.get(id)!.at(-1) ?? null,
    signatureMeanings: settings.signatureMeanings,
    batches: batches.map((b) => ({ id: b.batch_id, number: batchNumber(b.batch_id), massMg: b.mass_mg })),
    createdAt: lot.created_at.toISOString(),
  };
}
