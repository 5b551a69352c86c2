/**
 * Writes the geometry corpus as STL files: `tsx src/files/geometry/make-corpus.ts <dir> [--large]`
 * (with --large, the 1M-facet sphere too, about 50 MB).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CORPUS, type CorpusEntry, LARGE } from './corpus.js';
import { writeAsciiStl, writeBinaryStl } from './stl.js';

export function writeCorpusEntry(entry: CorpusEntry, directory: string): string {
  const mesh = entry.build();
  const file = join(directory, `${entry.name}.stl`);
  writeFileSync(
    file,
    entry.format === 'ascii' ? writeAsciiStl(mesh, entry.name) : writeBinaryStl(mesh, `corpus ${entry.name}: ${entry.defect}`),
  );
  return file;
}

const [directory, flag] = process.argv.slice(2);
if (!directory) {
  console.error('usage: tsx src/files/geometry/make-corpus.ts <dir> [--large]');
  process.exit(2);
}
mkdirSync(directory, { recursive: true });
for (const entry of flag === '--large' ? [...CORPUS, LARGE] : CORPUS) {
  console.log(`${writeCorpusEntry(entry, directory)}  (${entry.defect})`);
}
