import { execFileSync } from 'node:child_process';

/** A PDF's text as poppler's pdftotext reads it (Debian's poppler-utils), its layout kept. */
export function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
}
