/**
 * A small deterministic generator (mulberry32), numbers in [0, 1): the same damaged sphere and the
 * same test mutations on every run, the same wall-thickness samples and packing search for a file.
 */
export function seededRandom(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
