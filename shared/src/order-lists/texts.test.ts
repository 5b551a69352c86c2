import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DASHBOARD_COLUMNS } from '../contracts/index.js';
import { textTableProblems } from '../texts/index.js';
import { ORDER_COLUMN_TEXTS } from './texts.js';

const read = (file: string) => readFileSync(path.join(__dirname, file), 'utf8');

it('names every dashboard column, has every text in every language, each used', () => {
  for (const column of DASHBOARD_COLUMNS) expect(ORDER_COLUMN_TEXTS).toHaveProperty([`orderColumns.${column}`]);
  const sources = readdirSync(__dirname)
    .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
    .map(read);
  // The column names are read as `orderColumns.${key}`.
  const named = DASHBOARD_COLUMNS.map((column) => `'orderColumns.${column}'`).join('\n');
  expect(textTableProblems(ORDER_COLUMN_TEXTS, [...sources, named])).toEqual([]);
});

it('writes each id once', () => {
  // An id written twice would silently keep one of its texts (JSON keeps the last); each entry starts a line.
  const written = [...read('texts.json').matchAll(/^ {2}"([^"]+)": \{/gm)].map((match) => match[1]);
  expect(written).toEqual(Object.keys(ORDER_COLUMN_TEXTS));
});
