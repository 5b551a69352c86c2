import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { textTableProblems } from 'shared/texts';
import { TEXTS } from './texts';

const sources = readdirSync(__dirname, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.') && file !== 'texts.ts')
  .map((file) => readFileSync(path.join(__dirname, file), 'utf8'));

it('has every text of the area in every language, with the same values, and each used by the area', () => {
  expect(textTableProblems(TEXTS, sources)).toEqual([]);
});
