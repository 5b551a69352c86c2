/** A QR code drawn into a PDF: the labels of material lots and batches, the travellers of work plan lots. */
import QRCode from 'qrcode';

/** White modules kept around the code inside its square, besides the label's own margin. */
const QUIET_MODULES = 2;

/**
 * The QR code drawn as shapes, one filled path of its dark modules: crisp at any printer's or
 * camera's resolution. A picture of the code scaled onto the page blurs its module edges
 * unevenly, and one label in a dozen could then not be read from a 150 dpi scan.
 */
export function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, side: number) {
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
