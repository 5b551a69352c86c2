import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { textTableProblems } from 'shared/texts';
import { TEXTS } from './texts';

// The area's source files; its tables are src/texts.ts and each feature folder's texts.ts.
const files = readdirSync(__dirname, { recursive: true, encoding: 'utf8' }).filter(
  (file) => /\.tsx?$/.test(file) && !file.includes('.test.'),
);
const isTable = (file: string) => file.endsWith('texts.ts');
const read = (file: string) => readFileSync(path.join(__dirname, file), 'utf8');
const sources = files.filter((file) => !isTable(file)).map(read);

it('has every text of the area in every language, with the same values, and each used by the area', () => {
  expect(textTableProblems(TEXTS, sources)).toEqual([]);
});

it('writes each id once, in a table that src/texts.ts composes', () => {
  // An id written in two tables would silently keep one of its texts; each entry starts a line.
  const written = files
    .filter(isTable)
    .flatMap((file) => [...read(file).matchAll(/^ {2}'([^']+)': \{/gm)].map((match) => match[1]));
  expect(written.sort()).toEqual(Object.keys(TEXTS).sort());
});
