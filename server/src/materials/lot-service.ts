/**
 * A facility's lots: receiving a supplier's delivery into quarantine, the goods-in check's signed
 * release or its rejection, and what may change on a lot afterwards. Every change is appended to
 * the audit trail in its transaction.
 */
import { LOT_GUARDS, lotNumber, type LotStatus, mayMoveLot, toMilligrams } from 'shared/contracts';
import { recordMaterialChange } from './changes.js';
import type { Db, Trx } from '../db/database.js';
import { companyFiles } from '../files/index.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { qualitySettings } from '../quality/index.js';
import { sign, type SigningContext } from '../signatures/index.js';
import { lotRecord } from './lot-queries.js';
import type { LotChange, LotInput } from './lot-schemas.js';

export interface MaterialScope {
  facilityId: number;
  userId: number;
}

async function checkCertificate(trx: Trx, facilityId: number, fileId: number | null | undefined, field: string) {
  if (fileId === null || fileId === undefined) return;
  const [own] = await companyFiles(trx, facilityId, [fileId]);
  if (!own) throw badRequest(`File ${fileId} not found`, field);
}

/** The supplier must be the facility's, not disapproved, and supply the material. */
async function checkSupplier(trx: Trx, facilityId: number, input: LotInput) {
  const supplier = await trx
    .selectFrom('material_suppliers')
    .select(['name', 'approval'])
    .where('id', '=', input.supplierId)
    .where('facility_id', '=', facilityId)
    .executeTakeFirst();
  if (!supplier) throw badRequest(`Supplier ${input.supplierId} not found`, 'body.supplierId');
  if (supplier.approval === 'DISAPPROVED')
    throw badRequest(`${supplier.name} is a disapproved supplier: nothing is received from it`, 'body.supplierId');
  const supplies = await trx
    .selectFrom('material_supplier_materials')
    .select('material_id')
    .where('supplier_id', '=', input.supplierId)
    .where('material_id', '=', input.materialId)
    .executeTakeFirst();
  if (!supplies) throw badRequest(`${supplier.name} is not approved to supply this material`, 'body.materialId');
}

/** The mass of a quantity in its unit: a volume through the material's density. */
async function massOf(trx: Trx, input: LotInput): Promise<number> {
  const sheet = await trx
    .selectFrom('materials as m')
    .leftJoin('material_data_sheets as d', 'd.material_id', 'm.id')
    .select(['m.name', 'd.density_g_cm3'])
    .where('m.id', '=', input.materialId)
    .executeTakeFirst();
  if (!sheet) throw badRequest(`Material ${input.materialId} not found`, 'body.materialId');
  const mg = toMilligrams(input.quantity, input.unit, sheet.density_g_cm3);
  if (mg === undefined) throw badRequest(`${sheet.name} has no density: receive it by mass`, 'body.unit');
  if (mg <= 0) throw badRequest('The quantity must weigh at least a milligram', 'body.quantity');
  return mg;
}

/** Receives a delivery: it waits in quarantine until the goods-in check releases it. */
export async function receiveLot(db: Db, scope: MaterialScope, input: LotInput): Promise<number> {
  if (input.expiresOn && input.expiresOn < input.receivedOn)
    throw badRequest('The expiry date is before the day it was received', 'body.expiresOn');
  return db.transaction().execute(async (trx) => {
    await checkSupplier(trx, scope.facilityId, input);
    await checkCertificate(trx, scope.facilityId, input.certificateFileId, 'body.certificateFileId');
    const mass = await massOf(trx, input);
    const fields = {
      material_id: input.materialId,
      supplier_id: input.supplierId,
      supplier_lot_number: input.supplierLotNumber.trim(),
      quantity: input.quantity,
      unit: input.unit,
      mass_mg: mass,
      remaining_mg: mass,
      received_on: input.receivedOn,
      expires_on: input.expiresOn ?? null,
      location: input.location?.trim() ?? '',
      certificate_file_id: input.certificateFileId ?? null,
    };
    const { id } = await trx
      .insertInto('material_lots')
      .values({ ...fields, facility_id: scope.facilityId, created_by: scope.userId })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordMaterialChange(trx, { ...auditOf(scope, id), action: 'CREATE', newValue: { number: lotNumber(id), ...fields } });
    return id;
  });
}

const auditOf = (scope: MaterialScope, id: number) => ({
  facilityId: scope.facilityId,
  userId: scope.userId,
  entity: 'MATERIAL_LOT',
  entityId: id,
});

async function lockedLot(trx: Trx, scope: MaterialScope, id: number) {
  const lot = await lotRecord(trx, scope.facilityId, id, { forUpdate: true });
  if (!lot) throw notFound(`Lot ${id} not found`);
  return lot;
}

export async function changeLot(db: Db, scope: MaterialScope, id: number, change: LotChange): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const lot = await lockedLot(trx, scope, id);
    if (change.expiresOn && change.expiresOn < lot.received_on)
      throw badRequest('The expiry date is before the day it was received', 'body.expiresOn');
    await checkCertificate(trx, scope.facilityId, change.certificateFileId, 'body.certificateFileId');
    const was = { expires_on: lot.expires_on, location: lot.location, certificate_file_id: lot.certificate_file_id };
    const changed = {
      ...(change.expiresOn !== undefined ? { expires_on: change.expiresOn } : {}),
      ...(change.location !== undefined ? { location: change.location.trim() } : {}),
      ...(change.certificateFileId !== undefined ? { certificate_file_id: change.certificateFileId } : {}),
    };
    if (!Object.keys(changed).length) return;
    await trx
      .updateTable('material_lots')
      .set({ ...changed, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    await recordMaterialChange(trx, { ...auditOf(scope, id), action: 'UPDATE', oldValue: was, newValue: changed });
  });
}

/** What a lot's release signs: the delivery as it was checked. */
export const releaseContent = (lot: {
  id: number;
  material_id: number;
  supplier_id: number;
  supplier_lot_number: string;
  mass_mg: number;
}) => ({
  lot: lot.id,
  material: lot.material_id,
  supplier: lot.supplier_id,
  supplierLotNumber: lot.supplier_lot_number,
  massMg: lot.mass_mg,
});

function checkMove(from: LotStatus, to: LotStatus, number: string) {
  if (!mayMoveLot(from, to)) throw conflict(`${number} is ${from}: it cannot be ${to === 'RELEASED' ? 'released' : 'rejected'}`);
}

async function moveLot(trx: Trx, scope: MaterialScope, lot: { id: number; status: LotStatus }, to: LotStatus, reason = '') {
  await trx
    .updateTable('material_lots')
    .set({ status: to, status_reason: reason, updated_at: new Date() })
    .where('id', '=', lot.id)
    .execute();
  await recordMaterialChange(trx, {
    ...auditOf(scope, lot.id),
    action: 'UPDATE',
    oldValue: { status: lot.status },
    newValue: { status: to, ...(reason ? { reason } : {}) },
  });
}

/** The goods-in check passed: the lot may be used, on the signature of the person who checked it. */
export async function releaseLot(
  ctx: SigningContext,
  scope: MaterialScope,
  id: number,
  input: { signature: { password?: string; passkey?: Parameters<typeof sign>[2]['passkey']; meaning: string } },
  ip: string,
): Promise<void> {
  const { signatureMeanings } = await qualitySettings(ctx.db, scope.facilityId);
  await ctx.db.transaction().execute(async (trx) => {
    const lot = await lockedLot(trx, scope, id);
    checkMove(lot.status, 'RELEASED', lotNumber(id));
    if (!lot.certificate_file_id) throw conflict(`${lotNumber(id)}: ${LOT_GUARDS.CERTIFIED_AND_SIGNED.refused}`);
    await sign(ctx, trx, {
      signer: { userId: scope.userId, companyId: scope.facilityId },
      facilityId: scope.facilityId,
      password: input.signature.password,
      passkey: input.signature.passkey,
      meaning: input.signature.meaning,
      allowedMeanings: signatureMeanings,
      recordKind: 'LOT_RELEASE',
      recordId: id,
      content: releaseContent(lot),
      ip,
      inputPath: 'body.signature',
    });
    await moveLot(trx, scope, lot, 'RELEASED');
  });
}

export async function rejectLot(db: Db, scope: MaterialScope, id: number, reason: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const lot = await lockedLot(trx, scope, id);
    checkMove(lot.status, 'REJECTED', lotNumber(id));
    await moveLot(trx, scope, lot, 'REJECTED', reason.trim());
  });
}
