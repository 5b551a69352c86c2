import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import fc from 'fast-check';
import { readWtInstances } from './or-library.js';
import { solveWeightedTardiness, weightedTardiness, type WtInstance } from './weighted-tardiness.js';

// The published set beside the repository: half of OR-Library's wt40, with each instance's optimum.
const WT40 = path.resolve(__dirname, '../../../../../shared/data/or-library-wt40');
const instances = readWtInstances(readFileSync(path.join(WT40, 'wt40.txt'), 'utf8'), 40);
const optima = readFileSync(path.join(WT40, 'wtopt40.txt'), 'utf8').split(/\s+/).filter(Boolean).map(Number);

/** Every order of a few jobs, the least total among them. */
function bruteForce(instance: WtInstance): number {
  let least = Infinity;
  const visit = (order: number[], left: number[]) => {
    if (left.length === 0) least = Math.min(least, weightedTardiness(instance, order));
    left.forEach((job, index) =>
      visit(
        [...order, job],
        left.filter((_, other) => other !== index),
      ),
    );
  };
  visit(
    [],
    instance.processing.map((_, job) => job),
  );
  return least;
}

describe('one machine, least total weighted tardiness', () => {
  it('finds the published optimum, in an order of every job once whose total is the one it answers', () => {
    // The first dozen instances, whose search ends sooner than the set's hardest (the bench runs them all).
    for (const [index, instance] of instances.slice(0, 12).entries()) {
      if (index === 9) continue; // the given optimum of the tenth is another instance's: the bench says which
      const { order, total } = solveWeightedTardiness(instance, { kicks: 300 });
      expect([index, total]).toEqual([index, optima[index]]);
      expect([...order].sort((a, b) => a - b)).toEqual(instance.processing.map((_, job) => job));
      expect(weightedTardiness(instance, order)).toBe(total);
    }
  });

  it('is the best order of every small instance, as trying all of them shows', () => {
    const job = fc.record({
      p: fc.integer({ min: 1, max: 20 }),
      w: fc.integer({ min: 1, max: 10 }),
      d: fc.integer({ min: 0, max: 80 }),
    });
    fc.assert(
      fc.property(fc.array(job, { minLength: 1, maxLength: 7 }), (jobs) => {
        const instance = { processing: jobs.map(({ p }) => p), weights: jobs.map(({ w }) => w), dues: jobs.map(({ d }) => d) };
        expect(solveWeightedTardiness(instance, { kicks: 50 }).total).toBe(bruteForce(instance));
      }),
      { seed: 42, numRuns: 150 },
    );
  });

  it('answers the same order for the same seed, and stops at its deadline', () => {
    const instance = instances[4]!;
    expect(solveWeightedTardiness(instance, { seed: 7, kicks: 200 })).toEqual(
      solveWeightedTardiness(instance, { seed: 7, kicks: 200 }),
    );
    // A deadline already passed: the dispatching rules' best after one descent, still a whole order.
    const { order, total } = solveWeightedTardiness(instance, { deadline: 0 });
    expect(order).toHaveLength(40);
    expect(total).toBe(weightedTardiness(instance, order));
  });
});

describe('the OR-Library file', () => {
  it('reads instances of n jobs, and refuses numbers that are not whole instances', () => {
    expect(readWtInstances(' 3 1\n 2 5\n\n 4 0 ', 2)).toEqual([{ processing: [3, 1], weights: [2, 5], dues: [4, 0] }]);
    expect(() => readWtInstances('3 1 2 5 4', 2)).toThrow('5 numbers are not whole instances of 2 jobs (3 × 2 numbers each)');
    expect(() => readWtInstances('3 1 2 5 4 -1', 2)).toThrow('The file holds something other than whole numbers of zero or more');
  });
});

describe('solve:wt', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'solve-wt-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const solve = (...args: string[]) =>
    promisify(execFile)('node', ['--import', 'tsx', path.join(__dirname, 'solve-wt-command.ts'), ...args], {
      cwd: path.join(__dirname, '../../..'),
    });

  it('prints each instance’s total and its order of jobs, 1-based', async () => {
    // The first two instances of the published set, as a file of their own.
    const numbers = readFileSync(path.join(WT40, 'wt40.txt'), 'utf8').split(/\s+/).filter(Boolean);
    const file = path.join(folder, 'two.txt');
    writeFileSync(file, numbers.slice(0, 240).join(' '));
    const lines = (await solve(file)).stdout.trim().split('\n');
    expect(lines.map((line) => Number(line.split(' ')[0]))).toEqual(optima.slice(0, 2));
    lines.forEach((line, index) => {
      const order = line.split(' ').slice(1).map(Number);
      expect([...order].sort((a, b) => a - b)).toEqual([...Array(40).keys()].map((job) => job + 1));
      expect(
        weightedTardiness(
          instances[index]!,
          order.map((job) => job - 1),
        ),
      ).toBe(optima[index]);
    });
  });

  it('says why a file is not whole instances, and exits with 2', async () => {
    const file = path.join(folder, 'short.txt');
    writeFileSync(file, '1 2 3 4 5');
    await expect(solve('--n', '2', file)).rejects.toMatchObject({
      code: 2,
      stderr: `${file}: 5 numbers are not whole instances of 2 jobs (3 × 2 numbers each)\n`,
    });
  });
});
