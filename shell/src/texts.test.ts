import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SHELL_TEXTS, textTableProblems } from 'shared/texts';

const repo = path.resolve(__dirname, '../..');
const shellSources = readdirSync(__dirname, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
  .map((file) => readFileSync(path.join(__dirname, file), 'utf8'));
// The page titles (page.*) are named by the remotes' route tables, which the shell shows.
const routeTables = readdirSync(repo)
  .filter((folder) => folder.startsWith('mfe-'))
  .map((folder) => readFileSync(path.join(repo, folder, 'src/area.json'), 'utf8'));

it('has every shell text in every language, with the same values, and each used by the shell or a route table', () => {
  expect(textTableProblems(SHELL_TEXTS, [...shellSources, ...routeTables])).toEqual([]);
});
