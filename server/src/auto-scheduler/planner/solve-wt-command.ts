/**
 * `pnpm --filter server solve:wt [--n 40] [--seed 1] FILE`: solves every instance of an OR-Library
 * weighted-tardiness file on one machine with the auto-scheduler's sequencing and prints one line
 * per instance: the total weighted tardiness, then the job order (1-based), space separated.
 * A file that is not whole instances prints why and exits with 2.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readWtInstances } from './or-library.js';
import { solveWeightedTardiness } from './weighted-tardiness.js';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { n: { type: 'string', default: '40' }, seed: { type: 'string', default: '1' } },
});
const n = Number(values.n);
const seed = Number(values.seed);
if (!Number.isInteger(n) || n < 1) fail('--n: the number of jobs of each instance, a whole number of 1 or more');
if (!Number.isInteger(seed)) fail('--seed: a whole number');
if (positionals.length !== 1) fail('Name one file of instances, e.g. wt40.txt');

// pnpm runs the script in the server's folder; the file is named from where the command was typed.
const file = resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]!);
let text: string;
try {
  text = readFileSync(file, 'utf8');
} catch {
  fail(`Cannot read ${file}`);
}
let instances;
try {
  instances = readWtInstances(text, n);
} catch (error) {
  fail(`${file}: ${(error as Error).message}`);
}
for (const instance of instances) {
  const { total, order } = solveWeightedTardiness(instance, { seed });
  process.stdout.write(`${total} ${order.map((job) => job + 1).join(' ')}\n`);
}
