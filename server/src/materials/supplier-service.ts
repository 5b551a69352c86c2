/**
 * Keeping a facility's material suppliers: the materials they supply must be in the catalogue,
 * the evidence of their approval must be the facility's own files, a name is the facility's once
 * whatever its case, and a supplier that has delivered lots stays, since the lots name it. Every
 * create, change and delete is appended to the audit trail ('MATERIAL_SUPPLIER') in its
 * transaction.
 */
import { sql } from 'kysely';
import { recordMaterialChange } from './changes.js';
import type { Db, Trx } from '../db/database.js';
import { companyFiles } from '../files/index.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { hasLots, lockedSupplier, nameTaken } from './supplier-queries.js';
import type { SupplierInput } from './supplier-schemas.js';

/** The facility a change is made in and the person who makes it. */
export interface SupplierScope {
  facilityId: number;
  userId: number;
}

const ENTITY = 'MATERIAL_SUPPLIER';

/** The one way two suppliers clash: the same name in one facility. */
const nameClash = (name: string) => {
  const message = `A supplier named ${name} already exists`;
  return conflict(message, [{ field: 'body.name', message }]);
};
const UNIQUE_VIOLATION = '23505';

/** The record as the audit trail and the tables keep it: trimmed, empty lists for what was not sent. */
function recordOf(input: SupplierInput) {
  return {
    name: input.name.trim(),
    contacts: (input.contacts ?? []).map((contact) => ({
      name: contact.name.trim(),
      ...(contact.email?.trim() ? { email: contact.email.trim() } : {}),
      ...(contact.phone?.trim() ? { phone: contact.phone.trim() } : {}),
    })),
    address: input.address?.trim() ?? '',
    approval: input.approval,
    approvalDate: input.approvalDate,
    notes: input.notes?.trim() ?? '',
    materialIds: input.materialIds ?? [],
    evidenceFileIds: input.evidenceFileIds ?? [],
  };
}
type SupplierRecord = ReturnType<typeof recordOf>;

/** The first of `ids` not among `found`, as a 400 naming its place in the list. */
function refuseMissing(ids: number[], found: { id: number }[], what: string, field: string) {
  const missing = ids.findIndex((id) => !found.some((row) => row.id === id));
  if (missing >= 0) throw badRequest(`${what} ${ids[missing]} not found`, `${field}.${missing}`);
}

async function checkReferences(trx: Trx, facilityId: number, record: SupplierRecord) {
  if (record.materialIds.length) {
    const materials = await trx.selectFrom('materials').select('id').where('id', 'in', record.materialIds).execute();
    refuseMissing(record.materialIds, materials, 'Material', 'body.materialIds');
  }
  // Certificates are files the facility uploaded: another company's file is not found.
  if (record.evidenceFileIds.length) {
    refuseMissing(
      record.evidenceFileIds,
      await companyFiles(trx, facilityId, record.evidenceFileIds),
      'File',
      'body.evidenceFileIds',
    );
  }
}

async function setLinks(trx: Trx, supplierId: number, record: SupplierRecord) {
  await trx.deleteFrom('material_supplier_materials').where('supplier_id', '=', supplierId).execute();
  await trx.deleteFrom('material_supplier_evidence').where('supplier_id', '=', supplierId).execute();
  if (record.materialIds.length) {
    await trx
      .insertInto('material_supplier_materials')
      .values(record.materialIds.map((material_id) => ({ supplier_id: supplierId, material_id })))
      .execute();
  }
  if (record.evidenceFileIds.length) {
    await trx
      .insertInto('material_supplier_evidence')
      .values(record.evidenceFileIds.map((file_id, position) => ({ supplier_id: supplierId, file_id, position })))
      .execute();
  }
}

const columnsOf = (record: SupplierRecord) => ({
  name: record.name,
  contacts: JSON.stringify(record.contacts),
  address: record.address,
  approval: record.approval,
  approval_date: record.approvalDate,
  notes: record.notes,
});

/** A transaction whose unique name lost to a concurrent one answers as the check before it would have. */
async function namedOnce<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw nameClash(name);
    throw error;
  }
}

/** Adds a supplier to the facility; its id. */
export async function createSupplier(db: Db, scope: SupplierScope, input: SupplierInput): Promise<number> {
  const record = recordOf(input);
  return namedOnce(record.name, () =>
    db.transaction().execute(async (trx) => {
      if (await nameTaken(trx, scope.facilityId, record.name)) throw nameClash(record.name);
      await checkReferences(trx, scope.facilityId, record);
      const { id } = await trx
        .insertInto('material_suppliers')
        .values({ facility_id: scope.facilityId, ...columnsOf(record) })
        .returning('id')
        .executeTakeFirstOrThrow();
      await setLinks(trx, id, record);
      await recordMaterialChange(trx, { ...scope, entity: ENTITY, entityId: id, action: 'CREATE', newValue: record });
      return id;
    }),
  );
}

/** The fields of `after` that differ from `before` (lists and contacts by their JSON), with what they were. */
function diff(before: SupplierRecord, after: SupplierRecord) {
  const keys = (Object.keys(after) as (keyof SupplierRecord)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    was: Object.fromEntries(keys.map((key) => [key, before[key]])),
    now: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

/** Replaces what the facility keeps of one of its suppliers; a change that changes nothing writes nothing. */
export async function updateSupplier(db: Db, scope: SupplierScope, id: number, input: SupplierInput): Promise<void> {
  const record = recordOf(input);
  await namedOnce(record.name, () =>
    db.transaction().execute(async (trx) => {
      const before = await lockedSupplier(trx, scope.facilityId, id);
      if (!before) throw notFound(`Supplier ${id} not found`);
      const { was, now } = diff(before, record);
      if (!Object.keys(now).length) return;
      if ('name' in now && (await nameTaken(trx, scope.facilityId, record.name, id))) throw nameClash(record.name);
      await checkReferences(trx, scope.facilityId, record);
      await trx
        .updateTable('material_suppliers')
        .set({ ...columnsOf(record), updated_at: sql`now()` })
        .where('id', '=', id)
        .execute();
      await setLinks(trx, id, record);
      await recordMaterialChange(trx, { ...scope, entity: ENTITY, entityId: id, action: 'UPDATE', oldValue: was, newValue: now });
    }),
  );
}

/** Deletes a supplier that has delivered no lot (a lot's record names its supplier for good). */
export async function deleteSupplier(db: Db, scope: SupplierScope, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await lockedSupplier(trx, scope.facilityId, id);
    if (!before) throw notFound(`Supplier ${id} not found`);
    if (await hasLots(trx, id)) throw conflict('This supplier has delivered lots: it cannot be deleted');
    // Its materials and evidence go with it (on delete cascade); the files stay the facility's.
    await trx.deleteFrom('material_suppliers').where('id', '=', id).execute();
    await recordMaterialChange(trx, { ...scope, entity: ENTITY, entityId: id, action: 'DELETE', oldValue: before });
  });
}
