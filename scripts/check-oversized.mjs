// Part of `pnpm lint`: a file on one of eslint.oversized.mjs's lists that fits in the limit now
// leaves the list, so that it cannot grow back past it.
import { ESLint } from 'eslint';
import { FILES_WITH_OVERLONG_FUNCTIONS, fittingFiles, MAX_FUNCTION_LINES, MAX_LINES } from '../eslint.oversized.mjs';

// The function limit applied to the listed files, which the config exempts from it.
const eslint = new ESLint({
  overrideConfig: { rules: { 'max-lines-per-function': ['error', { max: MAX_FUNCTION_LINES }] } },
});
const results = await eslint.lintFiles(FILES_WITH_OVERLONG_FUNCTIONS);
const overlong = new Set(
  results
    .filter((result) => result.messages.some((message) => message.ruleId === 'max-lines-per-function'))
    .map((result) => result.filePath),
);
const functionsFitting = FILES_WITH_OVERLONG_FUNCTIONS.filter((file) => !overlong.has(`${process.cwd()}/${file}`));

const problems = [
  ...fittingFiles().map((file) => `${file} fits in ${MAX_LINES} lines: take it off OVERSIZED_FILES`),
  ...functionsFitting.map(
    (file) => `${file} has no function over ${MAX_FUNCTION_LINES} lines: take it off FILES_WITH_OVERLONG_FUNCTIONS`,
  ),
];
if (problems.length > 0) {
  console.error(`eslint.oversized.mjs only shrinks:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
