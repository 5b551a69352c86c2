import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** Prepares the seeded test database once per jest run (see prepare-test-database.ts). */
export default function globalSetup(): void {
  const serverRoot = path.resolve(__dirname, '../..');
  const output = execFileSync(
    process.execPath,
    ['--import', 'tsx', 'src/test-support/prepare-test-database.ts', path.join(serverRoot, '../.test-tmp')],
    { cwd: serverRoot, env: process.env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  if (!process.env.TEST_DATABASE_URL) process.env.TEST_PGLITE_DUMP = output.trim();
}
