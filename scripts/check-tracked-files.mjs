// Part of `pnpm lint`: build output never enters the repository (a committed build diagnostic
// once did). The server tests' web-build fixture is the one tracked dist/.
import { execFileSync } from 'node:child_process';

const BUILD_OUTPUT = /(^|\/)(\.mf|dist|node_modules|coverage|\.test-tmp|test-results|playwright-report)\//;
const ALLOWED = /^server\/src\/test-support\/web-fixture\//;
const tracked = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n');
const offending = tracked.filter((file) => BUILD_OUTPUT.test(file) && !ALLOWED.test(file));
if (offending.length > 0) {
  console.error(`Build output is tracked by git (remove it and ignore it):\n  ${offending.join('\n  ')}`);
  process.exit(1);
}
