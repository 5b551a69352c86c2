import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { textTableProblems } from 'shared/texts';
import { TEXTS } from './texts';

// The area's files: its sources, where the ids are used, and its tables, the texts.json and
// *-texts.json files that src/texts.ts composes.
const files = readdirSync(__dirname, { recursive: true, encoding: 'utf8' });
const read = (file: string) => readFileSync(path.join(__dirname, file), 'utf8');
const sources = files.filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.')).map(read);
const tables = files.filter((file) => /(^|\/|-)texts\.json$/.test(file));

it('has every text of the area in every language, with the same values, and each used by the area', () => {
  expect(textTableProblems(TEXTS, sources)).toEqual([]);
});

it('writes each id once, in a table that src/texts.ts composes', () => {
  // An id written twice would silently keep one of its texts (JSON keeps the last); each entry starts a line.
  const written = tables.flatMap((file) => [...read(file).matchAll(/^ {2}"([^"]+)": \{/gm)].map((match) => match[1]));
  expect(written.sort()).toEqual(Object.keys(TEXTS).sort());
});
