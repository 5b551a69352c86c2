import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
