import type { Db } from '../db/database.js';
import { conflict, notFound } from '../http/errors.js';

export interface PriorityLabelInput {
  label: string;
  color: string;
}

const toDto = (row: { id: number; label: string; color: string; create_date: Date }) => ({
  id: row.id,
  label: row.label,
  color: row.color,
  createDate: row.create_date.getTime(),
});

export async function listPriorityLabels(db: Db, facilityId: number) {
  const rows = await db
    .selectFrom('priority_labels')
    .selectAll()
    .where('facility_id', '=', facilityId)
    .orderBy('create_date')
    .orderBy('id')
    .execute();
  return rows.map(toDto);
}

async function assertLabelFree(db: Db, facilityId: number, label: string, exceptId?: number): Promise<void> {
  let query = db
    .selectFrom('priority_labels')
    .select('id')
    .where('facility_id', '=', facilityId)
    .where((eb) => eb(eb.fn('lower', ['label']), '=', label.trim().toLowerCase()));
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw conflict(`A priority label named '${label.trim()}' already exists`);
}

export async function createPriorityLabel(db: Db, facilityId: number, input: PriorityLabelInput) {
  await assertLabelFree(db, facilityId, input.label);
  const row = await db
    .insertInto('priority_labels')
    .values({ facility_id: facilityId, label: input.label.trim(), color: input.color })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toDto(row);
}

/** Another facility's label answers 404, like a missing one. */
export async function updatePriorityLabel(db: Db, facilityId: number, id: number, input: PriorityLabelInput) {
  await assertLabelFree(db, facilityId, input.label, id);
  const row = await db
    .updateTable('priority_labels')
    .set({ label: input.label.trim(), color: input.color })
    .where('id', '=', id)
    .where('facility_id', '=', facilityId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound(`Priority label ${id} not found`);
  return toDto(row);
}

export async function deletePriorityLabel(db: Db, facilityId: number, id: number): Promise<void> {
  const result = await db
    .deleteFrom('priority_labels')
    .where('id', '=', id)
    .where('facility_id', '=', facilityId)
    .executeTakeFirst();
  if (result.numDeletedRows === 0n) throw notFound(`Priority label ${id} not found`);
}
