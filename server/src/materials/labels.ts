/**
 * A lot's or a batch's label: a PDF the size of a label printer's label (100 × 60 mm), with its
 * number large, what it is, and a QR code of its page's address, so that a phone or a tablet on
 * the floor opens the record by scanning it.
 */
import { drawQrCode, openPdf } from '../documents/index.js';

const MM = 72 / 25.4;
const SIZE: [number, number] = [100 * MM, 60 * MM];
const MARGIN = 4 * MM;

export interface Label {
  number: string;
  /** Up to four short lines under the number: material, supplier and lot, mass, dates. */
  lines: string[];
  /** The record's page, which the QR code holds. */
  link: string;
  author: string;
}

export async function labelPdf(label: Label): Promise<Buffer> {
  const { doc, done } = await openPdf({ Title: label.number, Author: label.author }, { size: SIZE, margin: MARGIN });
  const side = SIZE[1] - 2 * MARGIN;
  drawQrCode(doc, label.link, SIZE[0] - MARGIN - side, MARGIN, side);
  const width = SIZE[0] - 3 * MARGIN - side;
  doc.font('bold').fontSize(16).text(label.number, MARGIN, MARGIN, { width });
  doc.font('regular').fontSize(8);
  for (const line of label.lines.slice(0, 4)) doc.text(line, { width, lineGap: 1 });
  doc.end();
  return done;
}
