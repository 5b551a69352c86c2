/**
 * The reorder alert: when what is available of a material (on hand less reserved) falls below its
 * reorder point, the facility's material management editors are mailed, each in their language.
 *
 * A sweep in the background checks every few minutes rather than each place that changes stock:
 * stock moves by lots received, released, rejected, by every event on the floor, by jobs queued,
 * changed or cancelled, by the reorder point itself, and by the calendar alone (a lot expires with
 * nothing written), which only a sweep sees. Each material's state against its point is kept
 * (`material_stock_alerts`): a fall from not below to below mails once — whichever server sweeps
 * first, by a conditional write in the transaction that queues the mails — and the next mail waits
 * until a sweep has seen the stock back at the point or above. A facility's first sweep only notes
 * where its materials stand: stock that was already low before anything watched it did not fall
 * while watched, and mailing for it would mail every editor the day the check starts.
 */
import type { Db, Trx } from '../db/database.js';
import type { Outbox, TemplatedMail } from '../mail/index.js';
import { materialFacilities, stocksOf } from './stock-queries.js';
import type { Stock } from './stock-schemas.js';

/** Queues the mails of the materials that fell below their reorder point since the last sweep; how many. */
export async function checkReorderPoints(db: Db, outbox: Outbox, publicUrl: string): Promise<number> {
  const ruled = await db
    .selectFrom('material_rules')
    .select('facility_id')
    .distinct()
    .where('reorder_point_mg', 'is not', null)
    .execute();
  const facilities = await materialFacilities(
    db,
    ruled.map((row) => row.facility_id).sort((a, b) => a - b),
  );
  let sent = 0;
  for (const facilityId of facilities) sent += await checkFacility(db, outbox, publicUrl, facilityId);
  return sent;
}

async function checkFacility(db: Db, outbox: Outbox, publicUrl: string, facilityId: number): Promise<number> {
  const stocks = await stocksOf(db, [facilityId]);
  return db.transaction().execute(async (trx) => {
    const seen = await trx
      .selectFrom('material_stock_alerts')
      .select(['material_id', 'below'])
      .where('facility_id', '=', facilityId)
      .execute();
    const watched = seen.length > 0;
    const was = new Map(seen.map((row) => [row.material_id, row.below]));
    const fell: Stock[] = [];
    for (const stock of stocks) {
      const materialId = stock.material.id;
      if (was.get(materialId) === stock.belowReorder || (stock.reorderPointMg === null && !was.has(materialId))) continue;
      if (!stock.belowReorder) await markAbove(trx, facilityId, materialId);
      else if ((await markBelow(trx, facilityId, materialId, was.has(materialId))) && watched) fell.push(stock);
    }
    // A material no longer kept and without a reorder point is below nothing.
    for (const [materialId, below] of was)
      if (below && !stocks.some((stock) => stock.material.id === materialId)) await markAbove(trx, facilityId, materialId);
    if (!fell.length) return 0;
    const mails = await alertMails(trx, publicUrl, facilityId, fell);
    await outbox.sendTemplates(mails, trx);
    return mails.length;
  });
}

/** Notes a fall below the point; true when this sweep made the change (another server's did not). */
async function markBelow(trx: Trx, facilityId: number, materialId: number, known: boolean): Promise<boolean> {
  const changed = known
    ? await trx
        .updateTable('material_stock_alerts')
        .set({ below: true, changed_at: new Date() })
        .where('facility_id', '=', facilityId)
        .where('material_id', '=', materialId)
        .where('below', '=', false)
        .returning('material_id')
        .executeTakeFirst()
    : await trx
        .insertInto('material_stock_alerts')
        .values({ facility_id: facilityId, material_id: materialId, below: true })
        .onConflict((oc) => oc.columns(['facility_id', 'material_id']).doNothing())
        .returning('material_id')
        .executeTakeFirst();
  return changed !== undefined;
}

async function markAbove(trx: Trx, facilityId: number, materialId: number): Promise<void> {
  await trx
    .insertInto('material_stock_alerts')
    .values({ facility_id: facilityId, material_id: materialId, below: false })
    .onConflict((oc) => oc.columns(['facility_id', 'material_id']).doUpdateSet({ below: false, changed_at: new Date() }))
    .execute();
}

/** A mass in whole milligrams as the recipient's language writes it, as the pages do ('12.5 kg', '12,5 kg', '250 g'). */
function massIn(language: string, mg: number): string {
  const locale = language === 'de_DE' ? 'de-DE' : 'en-US';
  const kilograms = Math.abs(mg) >= 1_000_000;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: kilograms ? 'kilogram' : 'gram',
    maximumFractionDigits: kilograms ? 6 : 3,
  }).format(kilograms ? mg / 1_000_000 : mg / 1_000);
}

/** One mail to each of the facility's material management editors per material that fell. */
async function alertMails(trx: Trx, publicUrl: string, facilityId: number, fell: Stock[]): Promise<TemplatedMail[]> {
  const editors = await trx
    .selectFrom('users as u')
    .innerJoin('user_permissions as p', 'p.user_id', 'u.id')
    .select(['u.email', 'u.language'])
    .where('u.service_provider_id', '=', facilityId)
    .where('u.deactivated_at', 'is', null)
    .where('u.email_verified', '=', true)
    .where('p.permission', '=', 'MATERIAL_MANAGEMENT_EDITOR')
    .orderBy('u.id')
    .execute();
  return fell.flatMap((stock) =>
    editors.map(({ email, language }) => ({
      template: 'materials.belowReorderPoint' as const,
      to: email,
      language,
      facilityId,
      values: {
        material: stock.material.name,
        facility: stock.facility.name,
        available: massIn(language, stock.availableMg),
        onHand: massIn(language, stock.onHandMg),
        reserved: massIn(language, stock.reservedMg),
        reorderPoint: massIn(language, stock.reorderPointMg ?? 0),
        link: `${publicUrl}/service-provider/material-management/stocks?material=${stock.material.id}`,
      },
    })),
  );
}
