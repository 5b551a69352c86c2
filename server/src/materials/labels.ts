/**
 * A lot's or a batch's label: a PDF the size of a label printer's label (100 × 60 mm), with its
 * number large, what it is, and a QR code of its page's address, so that a phone or a tablet on
 * the floor opens the record by scanning it.
 */
import QRCode from 'qrcode';
import { openPdf } from '../documents/index.js';

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

/** White modules kept around the code inside its square, besides the label's own margin. */
const QUIET_MODULES = 2;

/**
 * The QR code drawn as shapes, one filled path of its dark modules: crisp at any printer's or
 * camera's resolution. A picture of the code scaled onto the page blurs its module edges
 * unevenly, and one label in a dozen could then not be read from a 150 dpi scan.
 */
function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, side: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const module = side / (modules.size + 2 * QUIET_MODULES);
  const origin = (index: number) => (index + QUIET_MODULES) * module;
  for (let row = 0; row < modules.size; row += 1) {
    // A row's dark modules side by side make one rectangle.
    for (let column = 0; column < modules.size; column += 1) {
      if (!modules.get(row, column)) continue;
      let end = column;
      while (end + 1 < modules.size && modules.get(row, end + 1)) end += 1;
      doc.rect(x + origin(column), y + origin(row), (end - column + 1) * module, module);
      column = end;
    }
  }
  doc.fill('#000000');
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
