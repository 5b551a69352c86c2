/**
 * The facility's logo on its documents: its profile's own when that can be
 * drawn, else the theme's logo when it is one of the platform's own static files (the shell's
 * build, or its public folder where the shell is not built, as in development and the server's
 * tests), as PNG — an SVG drawn by resvg. A logo on another origin is left out: the server
 * fetches nothing from other hosts to make a document.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { logoImageProblem, logoTypeOf, readLogo } from '../company-profile/index.js';
import type { Db } from '../db/database.js';

const OWN_IMAGE = /^\/[\w\-./]+\.(svg|png|jpe?g)$/i;
/** An SVG is drawn at three times the width it is printed at, to stay sharp on paper. */
const SVG_WIDTH_PX = 480;
/** Made once per file and kept while the file stays the same: a logo is drawn on every document. */
const images = new Map<string, { mtimeMs: number; image: Buffer | null }>();

export async function logoImage(webRoot: string, url: string | undefined): Promise<Buffer | null> {
  if (!url || !OWN_IMAGE.test(url) || url.split('/').includes('..')) return null;
  for (const folder of ['dist', 'public']) {
    const file = path.join(webRoot, 'shell', folder, url);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) continue;
    const known = images.get(file);
    if (known?.mtimeMs === info.mtimeMs) return known.image;
    const image = await drawn(file);
    images.set(file, { mtimeMs: info.mtimeMs, image });
    return image;
  }
  return null;
}

/** The file as PNG or JPEG bytes; none when it is not an image (a document without a logo beats no document). */
async function drawn(file: string): Promise<Buffer | null> {
  const bytes = await readFile(file);
  if (!/\.svg$/i.test(file)) return bytes;
  try {
    return new Resvg(bytes, { fitTo: { mode: 'width', value: SVG_WIDTH_PX } }).render().asPng();
  } catch {
    return null;
  }
}

/** Whether each company's logo decodes, kept while it stays the same: a logo is checked once, not on every document. */
const drawable = new Map<number, { updatedAt: number; drawable: boolean }>();

/**
 * The company's own logo, or null when it has none or it does not decode: uploads are decoded
 * before they are stored, but one stored before that may be broken, and a document without its
 * logo beats no document (or a PDF library failing on it).
 */
export async function profileLogo(db: Db, companyId: number): Promise<Buffer | null> {
  const logo = await readLogo(db, companyId);
  if (!logo) return null;
  const updatedAt = logo.updated_at.getTime();
  let known = drawable.get(companyId);
  if (known?.updatedAt !== updatedAt) {
    const type = logoTypeOf(logo.bytes);
    known = { updatedAt, drawable: !!type && !logoImageProblem(type, logo.bytes) };
    drawable.set(companyId, known);
  }
  return known.drawable ? logo.bytes : null;
}
