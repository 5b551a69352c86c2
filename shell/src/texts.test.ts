import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SHELL_TEXTS, textTableProblems } from 'shared/texts';

const shellSources = readdirSync(__dirname, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
  .map((file) => readFileSync(path.join(__dirname, file), 'utf8'));

it('has every shell text in every language, with the same values, and each used by the shell', () => {
  expect(textTableProblems(SHELL_TEXTS, shellSources)).toEqual([]);
});
