import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CorpusEntry } from './corpus.js';
import { writeAsciiStl, writeBinaryStl } from './stl.js';

/** Writes a corpus mesh as `<directory>/<name>.stl` in its format; returns the path. */
export function writeCorpusEntry(entry: CorpusEntry, directory: string): string {
  const mesh = entry.build();
  const file = join(directory, `${entry.name}.stl`);
  writeFileSync(
    file,
    entry.format === 'ascii' ? writeAsciiStl(mesh, entry.name) : writeBinaryStl(mesh, `corpus ${entry.name}: ${entry.defect}`),
  );
  return file;
}
