import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { textTableProblems } from '../texts/index.js';
import { ADDRESS_TEXTS } from './texts.js';

it('has every text in every language, each used', () => {
  const sources = readdirSync(__dirname)
    .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.') && file !== 'texts.ts')
    .map((file) => readFileSync(path.join(__dirname, file), 'utf8'));
  expect(textTableProblems(ADDRESS_TEXTS, sources)).toEqual([]);
});
