/**
 * A company's certifications, as its profile edits them and the facilities page shows them:
 * one row per standard (ISO 9001:2015, AS9100D, …) with the certificate's reference and the
 * day it runs out.
 */
import type { Static } from 'typebox';
import type { Db } from '../db/database.js';
import { conflict, notFound } from '../http/errors.js';
import type { CertificationInput } from './schemas.js';

type Input = Static<typeof CertificationInput>;

const view = (row: { id: number; name: string; reference: string | null; valid_until: string | null }) => ({
  id: row.id,
  name: row.name,
  reference: row.reference,
  validUntil: row.valid_until,
});

const columns = ['id', 'name', 'reference', 'valid_until'] as const;

export async function certificationsOf(db: Db, companyId: number) {
  const rows = await db
    .selectFrom('company_certifications')
    .select(columns)
    .where('company_id', '=', companyId)
    .orderBy('name')
    .execute();
  return rows.map(view);
}

const valuesOf = (input: Input) => ({
  name: input.name.trim(),
  reference: input.reference?.trim() || null,
  valid_until: input.validUntil,
});

/** The one way a certification's name clashes: the company already lists that standard. */
const sameName = (error: unknown) => (error as { code?: string }).code === '23505';
const clash = (name: string) => conflict(`${name.trim()} is listed already`);

export async function addCertification(db: Db, companyId: number, input: Input) {
  try {
    const row = await db
      .insertInto('company_certifications')
      .values({ company_id: companyId, ...valuesOf(input) })
      .returning(columns)
      .executeTakeFirstOrThrow();
    return view(row);
  } catch (error) {
    if (sameName(error)) throw clash(input.name);
    throw error;
  }
}

export async function updateCertification(db: Db, companyId: number, id: number, input: Input) {
  try {
    const row = await db
      .updateTable('company_certifications')
      .set(valuesOf(input))
      .where('id', '=', id)
      .where('company_id', '=', companyId)
      .returning(columns)
      .executeTakeFirst();
    if (!row) throw notFound(`Certification ${id} not found`);
    return view(row);
  } catch (error) {
    if (sameName(error)) throw clash(input.name);
    throw error;
  }
}

export async function removeCertification(db: Db, companyId: number, id: number): Promise<void> {
  const row = await db
    .deleteFrom('company_certifications')
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .returning('id')
    .executeTakeFirst();
  if (!row) throw notFound(`Certification ${id} not found`);
}
