import QRCode from 'qrcode';
import { qrReader } from './qr-reader';

/** A QR code drawn as a printer draws a label's: black modules on white, 6 px each, 4 white modules around. */
function canvasOf(text: string): HTMLCanvasElement {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const scale = 6;
  const side = (modules.size + 8) * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < side; y += 1)
    for (let x = 0; x < side; x += 1) {
      const [row, column] = [Math.floor(y / scale) - 4, Math.floor(x / scale) - 4];
      const dark = row >= 0 && column >= 0 && row < modules.size && column < modules.size && modules.get(row, column);
      if (dark) data.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
    }
  const context = { getImageData: () => ({ data, width: side, height: side }) };
  return { width: side, height: side, getContext: () => context } as unknown as HTMLCanvasElement;
}

describe('the QR reader of a browser without a barcode detector', () => {
  // Labels of lots and batches on a test server's ports: ZXing's JavaScript port found no code in these three.
  it.each([
    'http://127.0.0.1:46468/service-provider/material-management/batches?batch=1661',
    'http://127.0.0.1:49460/service-provider/material-management/batches?batch=1659',
    'http://127.0.0.1:34333/service-provider/material-management/batches?batch=2476',
  ])('reads the label of %s', async (link) => {
    expect(await (await qrReader())(canvasOf(link))).toBe(link);
  });

  it('reads every label of a hundred batches and lots', async () => {
    const read = await qrReader();
    const links = Array.from(
      { length: 100 },
      (_, index) =>
        `http://127.0.0.1:${40_000 + index * 7}/service-provider/material-management/${index % 2 ? 'lots?lot' : 'batches?batch'}=${index * 31 + 1}`,
    );
    const unread = [];
    for (const link of links) if ((await read(canvasOf(link))) !== link) unread.push(link);
    expect(unread).toEqual([]);
  });

  it('finds no code in a blank picture', async () => {
    const blank = { data: new Uint8ClampedArray(40 * 40 * 4).fill(255), width: 40, height: 40 };
    const canvas = { width: 40, height: 40, getContext: () => ({ getImageData: () => blank }) } as unknown as HTMLCanvasElement;
    expect(await (await qrReader())(canvas)).toBeUndefined();
  });
});
