import { rmSync } from 'node:fs';

/** Removes the run's PGlite dump (global-setup.ts), so a checkout does not gather one per run. */
export default function globalTeardown(): void {
  const dump = process.env.TEST_PGLITE_DUMP;
  if (dump) rmSync(dump, { force: true });
}
