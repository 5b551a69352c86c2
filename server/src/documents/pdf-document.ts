/**
 * A PDF being drawn with pdfkit, A4, in DejaVu Sans ('regular' and 'bold'), which has the glyphs
 * of every language the platform speaks, with its pages buffered so a foot can be drawn on each
 * at the end; `done` gives the bytes once `doc.end()` is called.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The two faces, read once: every document embeds the glyphs it uses from them. */
const fonts = (() => {
  const require = createRequire(import.meta.url);
  const read = (file: string) => readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`));
  return { regular: read('DejaVuSans.ttf'), bold: read('DejaVuSans-Bold.ttf') };
})();

export const PDF_MARGIN = 50;
export const PDF_GREY = '#5b6472';

/**
 * A4 unless told: a label is its own size, in points, with its own margin. pdfkit loads with the
 * first document: a server that draws none never pays for it.
 */
export async function openPdf(
  info: { Title: string; Author: string },
  page: { size: [number, number]; margin: number } | undefined = undefined,
): Promise<{ doc: PDFKit.PDFDocument; done: Promise<Buffer> }> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: page?.size ?? 'A4', margin: page?.margin ?? PDF_MARGIN, bufferPages: true, info });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** The white tile a logo sits on in a coloured band (a logo is drawn for a light background), in points. */
const LOGO_TILE = { width: 140, height: 44 };

/**
 * The logo as pdfkit reads it, or null when it cannot: opened before the band is drawn, so a logo
 * that fails leaves the band with the name alone (a document without its logo beats no document).
 */
export function openedLogo(doc: PDFKit.PDFDocument, logo: Buffer | null): PDFKit.Mixins.ImageSrc | null {
  if (!logo) return null;
  try {
    // pdfkit's typings leave out openImage; doc.image draws what it opened.
    return (doc as unknown as { openImage(src: Buffer): PDFKit.Mixins.ImageSrc }).openImage(logo);
  } catch {
    return null;
  }
}

/** Draws the logo on its white tile with its top left corner at (x, y); answers the tile's width. */
export function drawLogoTile(doc: PDFKit.PDFDocument, image: PDFKit.Mixins.ImageSrc, x: number, y: number): number {
  doc.roundedRect(x, y, LOGO_TILE.width, LOGO_TILE.height, 4).fill('#ffffff');
  doc.image(image, x + 6, y + 4, { fit: [LOGO_TILE.width - 12, LOGO_TILE.height - 8], align: 'center', valign: 'center' });
  return LOGO_TILE.width;
}
