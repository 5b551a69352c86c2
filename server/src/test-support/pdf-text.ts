import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import jsqr from 'jsqr';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A PDF's text as poppler's pdftotext reads it (Debian's poppler-utils), its layout kept. */
export function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
}

/** The images a PDF draws, one line each (`pdfimages -list`: page, width, height, colour…). */
export function pdfImages(pdf: Buffer): { page: number; width: number; height: number }[] {
  // pdfimages reads a file, not its input.
  const folder = mkdtempSync(path.join(tmpdir(), 'pdf-images-'));
  const file = path.join(folder, 'document.pdf');
  writeFileSync(file, pdf);
  try {
    return parseImageList(execFileSync('pdfimages', ['-list', file]).toString('utf8'));
  } finally {
    rmSync(folder, { recursive: true });
  }
}

function parseImageList(list: string) {
  return list
    .split('\n')
    .slice(2) // the header and its rule
    .filter((line) => line.trim())
    .map((line) => line.trim().split(/\s+/))
    .map(([page, , , width, height]) => ({ page: Number(page), width: Number(width), height: Number(height) }));
}

/** jsQR is CommonJS with its function as `default`: an ES import gets the module, a transpiled one the function. */
const jsQR = ((jsqr as { default?: unknown }).default ?? jsqr) as (
  data: Uint8ClampedArray,
  width: number,
  height: number,
) => { data: string } | null;

/**
 * What the QR code on a PDF's first page reads, scanned as a 150 dpi grey picture (poppler's
 * pdftoppm, as a label printed and photographed), or nothing when no code can be read.
 */
export function pdfQrCode(pdf: Buffer): string | undefined {
  const pgm = execFileSync('pdftoppm', ['-gray', '-r', '150', '-singlefile', '-f', '1', '-l', '1', '-'], {
    input: pdf,
    // An A4 page at 150 dpi is some 2 MB of grey, more than the default buffer holds.
    maxBuffer: 64 * 1024 * 1024,
  });
  // 'P5', width, height and the largest value, each followed by one white-space character.
  const header = /^P5\s+(\d+)\s+(\d+)\s+\d+\s/.exec(pgm.toString('latin1', 0, 64))!;
  const [width, height] = [Number(header[1]), Number(header[2])];
  const grey = pgm.subarray(header[0].length);
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let pixel = 0; pixel < width * height; pixel += 1) {
    rgba.fill(grey[pixel]!, pixel * 4, pixel * 4 + 3);
    rgba[pixel * 4 + 3] = 255;
  }
  return jsQR(rgba, width, height)?.data || undefined;
}
