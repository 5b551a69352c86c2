/**
 * A small seeded generator (mulberry32): the same seed gives the same requests on every
 * machine, so a failure found in CI is replayed by setting its seed.
 */
export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** An item drawn by weight: `[[weight, item], …]`. */
  weighted<T>(choices: readonly (readonly [number, T])[]): T;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: (items) => items[int(0, items.length - 1)]!,
    weighted: (choices) => {
      let roll = next() * choices.reduce((sum, [weight]) => sum + weight, 0);
      for (const [weight, item] of choices) {
        roll -= weight;
        if (roll < 0) return item;
      }
      return choices[choices.length - 1]![1];
    },
  };
}

/** A seed of its own for each operation, so adding a route leaves the other routes' requests as they were. */
export function seedFor(seed: number, key: string): number {
  let hash = seed >>> 0;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}
