// Adds up the jest JSON reports of a test run and prints the closing line CI reads.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
for (const file of files) {
  const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  console.log(
    `${path.basename(file, '.json')}: ${report.numPassedTests} passed, ${report.numFailedTests} failed (${report.numTotalTestSuites} suites)`,
  );
  passed += report.numPassedTests;
  failed += report.numFailedTests + report.numRuntimeErrorTestSuites;
}
if (files.length === 0) failed += 1;
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
