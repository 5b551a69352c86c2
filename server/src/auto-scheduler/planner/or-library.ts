/**
 * The OR-Library's weighted-tardiness files: per instance, n processing times, n weights and n
 * due dates, whitespace separated, one instance after another (n is not in the file).
 */
import type { WtInstance } from './weighted-tardiness.js';

export function readWtInstances(text: string, n: number): WtInstance[] {
  const numbers = text.split(/\s+/).filter(Boolean).map(Number);
  if (numbers.some((value) => !Number.isInteger(value) || value < 0))
    throw new Error('The file holds something other than whole numbers of zero or more');
  if (numbers.length % (3 * n) !== 0)
    throw new Error(`${numbers.length} numbers are not whole instances of ${n} jobs (3 × ${n} numbers each)`);
  const instances: WtInstance[] = [];
  for (let at = 0; at < numbers.length; at += 3 * n)
    instances.push({
      processing: numbers.slice(at, at + n),
      weights: numbers.slice(at + n, at + 2 * n),
      dues: numbers.slice(at + 2 * n, at + 3 * n),
    });
  return instances;
}
