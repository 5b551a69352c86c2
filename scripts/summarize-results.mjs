// Adds up the JSON reports of a test run (jest's and Playwright's) and prints the closing line CI reads.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
for (const file of files) {
  const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  // Playwright: stats.expected / unexpected / flaky; jest: numPassedTests / numFailedTests.
  const ok = report.stats ? report.stats.expected : report.numPassedTests;
  const bad = report.stats
    ? report.stats.unexpected + report.stats.flaky + (report.errors?.length ?? 0)
    : report.numFailedTests + report.numRuntimeErrorTestSuites;
  console.log(`${path.basename(file, '.json')}: ${ok} passed, ${bad} failed`);
  passed += ok;
  failed += bad;
}
if (files.length === 0) failed += 1;
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
