import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { textTableProblems } from '../texts/table';
import { VIEWER_TEXTS } from './viewer-texts';

const sources = [
  ...readdirSync(__dirname).map((file) => path.join(__dirname, file)),
  ...readdirSync(path.resolve(__dirname, '../ui'))
    .filter((file) => file.startsWith('cad-viewer'))
    .map((file) => path.resolve(__dirname, '../ui', file)),
]
  .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
  .map((file) => readFileSync(file, 'utf8'));

it('has every viewer text in every language, with the same values, and used by the viewer', () => {
  expect(textTableProblems(VIEWER_TEXTS, sources)).toEqual([]);
});

it('writes each id once', () => {
  // An id written twice would silently keep one of its texts (JSON keeps the last); each entry starts a line.
  const table = readFileSync(path.join(__dirname, 'viewer-texts.json'), 'utf8');
  const written = [...table.matchAll(/^ {2}"([^"]+)": \{/gm)].map((match) => match[1]);
  expect(written).toEqual(Object.keys(VIEWER_TEXTS));
});
