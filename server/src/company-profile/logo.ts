/**
 * A company's logo: PNG or JPEG (what every browser shows and a PDF document draws), at most
 * 512 KiB, recognised by its first bytes rather than by the name or type the client gives, and
 * stored only when the whole image decodes (logo-image.ts). Anyone may read it (it heads the
 * store front's sign-in page and the documents); its address changes with each upload, so it is
 * cached for good.
 */
import type { Db } from '../db/database.js';
import { badRequest } from '../http/errors.js';
import { logoImageProblem } from './logo-image.js';

export const LOGO_MAX_BYTES = 512 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/** What the bytes are, whatever they were sent as; undefined when neither PNG nor JPEG. */
export function logoTypeOf(bytes: Buffer): LogoType | undefined {
  if (bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)) return 'image/jpeg';
  return undefined;
}

/** Where a logo is read, versioned by its upload so a new one is never hidden by a cache. */
const logoUrl = (companyId: number, updatedAt: Date) =>
  `/api/v1/companies/${companyId}/logo?v=${updatedAt.getTime().toString(36)}`;

/**
 * Stores the request's body as the company's logo. Only a body sent as image/png or image/jpeg
 * arrives as bytes: none is refused as an empty one, and one sent as JSON or text is told how to
 * send it.
 */
export async function saveLogo(db: Db, companyId: number, body: unknown): Promise<string> {
  if (body === undefined || body === null || (Buffer.isBuffer(body) && body.length === 0))
    throw badRequest('Choose an image for the logo', 'body');
  if (!Buffer.isBuffer(body)) throw badRequest('Send the logo as the image itself, as image/png or image/jpeg', 'body');
  const bytes = body;
  if (bytes.length > LOGO_MAX_BYTES) throw badRequest('A logo may be at most 512 KB', 'body');
  const contentType = logoTypeOf(bytes);
  if (!contentType) throw badRequest('A logo must be a PNG or JPEG image', 'body');
  const problem = logoImageProblem(contentType, bytes);
  if (problem) throw badRequest(problem, 'body');
  const row = await db
    .insertInto('company_logos')
    .values({ company_id: companyId, content_type: contentType, bytes })
    .onConflict((oc) => oc.column('company_id').doUpdateSet({ content_type: contentType, bytes, updated_at: new Date() }))
    .returning('updated_at')
    .executeTakeFirstOrThrow();
  return logoUrl(companyId, row.updated_at);
}

export async function removeLogo(db: Db, companyId: number): Promise<void> {
  await db.deleteFrom('company_logos').where('company_id', '=', companyId).execute();
}

export const readLogo = (db: Db, companyId: number) =>
  db
    .selectFrom('company_logos')
    .select(['content_type', 'bytes', 'updated_at'])
    .where('company_id', '=', companyId)
    .executeTakeFirst();

/** The logo's address for a profile, or null when the company has none. */
export async function logoUrlOf(db: Db, companyId: number): Promise<string | null> {
  const row = await db.selectFrom('company_logos').select('updated_at').where('company_id', '=', companyId).executeTakeFirst();
  return row ? logoUrl(companyId, row.updated_at) : null;
}
