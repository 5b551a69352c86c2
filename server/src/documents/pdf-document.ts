/**
 * A PDF being drawn with pdfkit, A4, in DejaVu Sans ('regular' and 'bold'), which has the glyphs
 * of every language the platform speaks, with its pages buffered so a foot can be drawn on each
 * at the end; `done` gives the bytes once `doc.end()` is called.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/** The two faces, read once: every document embeds the glyphs it uses from them. */
const fonts = (() => {
  const require = createRequire(import.meta.url);
  const read = (file: string) => readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`));
  return { regular: read('DejaVuSans.ttf'), bold: read('DejaVuSans-Bold.ttf') };
})();

export const PDF_MARGIN = 50;
export const PDF_GREY = '#5b6472';

export function openPdf(info: { Title: string; Author: string }): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const doc = new PDFDocument({ size: 'A4', margin: PDF_MARGIN, bufferPages: true, info });
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
