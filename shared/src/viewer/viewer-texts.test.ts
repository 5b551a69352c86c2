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
  .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.') && !file.endsWith('viewer-texts.ts'))
  .map((file) => readFileSync(file, 'utf8'));

it('has every viewer text in every language, with the same values, and used by the viewer', () => {
  expect(textTableProblems(VIEWER_TEXTS, sources)).toEqual([]);
});
