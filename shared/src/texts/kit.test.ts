import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { KIT_TEXTS } from './kit';
import { textTableProblems } from './table';

// The kit: its components, and the formik-bound fields of shared/forms.
const kitSources = ['../ui', '../forms'].flatMap((folder) => {
  const kitFolder = path.resolve(__dirname, folder);
  return readdirSync(kitFolder)
    .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
    .map((file) => readFileSync(path.join(kitFolder, file), 'utf8'));
});

it('has every kit text in every language, with the same values, and used by the kit', () => {
  expect(textTableProblems(KIT_TEXTS, kitSources)).toEqual([]);
});
