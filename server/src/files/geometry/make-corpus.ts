/**
 * Writes the geometry corpus as STL files: `tsx src/files/geometry/make-corpus.ts <dir> [--large]`
 * (with --large, the 1M-facet sphere too, 50 MB).
 */
import { mkdirSync } from 'node:fs';
import { CORPUS, LARGE } from './corpus.js';
import { writeCorpusEntry } from './corpus-files.js';

const [directory, flag] = process.argv.slice(2);
if (!directory) {
  console.error('usage: tsx src/files/geometry/make-corpus.ts <dir> [--large]');
  process.exit(2);
}
mkdirSync(directory, { recursive: true });
for (const entry of flag === '--large' ? [...CORPUS, LARGE] : CORPUS) {
  console.log(`${writeCorpusEntry(entry, directory)}  (${entry.defect})`);
}
