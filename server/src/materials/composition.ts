/**
 * What a batch of powder is made of, kept exactly. A batch's mass is whole milligrams, split two
 * ways: by the supplier lot each milligram came from, and by how many builds it has been through
 * (its re-use cycles, 0 for virgin powder). Each split sums to the batch's mass, always.
 *
 * Taking some of a batch (to blend it, load it, sieve off waste, scrap it) takes from every share
 * in proportion, rounded to whole milligrams by the largest remainders (Hamilton's method): what
 * is taken sums to exactly what was asked, what stays to exactly the rest, and no share is off by
 * a milligram or more. So a batch blended, split and blended again a thousand times still adds up
 * to its mass, and its fractions to 100 %. Lots and cycles are kept as two splits, not one per
 * lot and cycle: every question asked of a batch (virgin fraction, cycles, which lots) reads one.
 */

/** Milligrams per key (a lot's id, or a count of cycles); zero shares are left out. */
export type Shares = ReadonlyMap<number, number>;

export interface Composition {
  byLot: Shares;
  byCycles: Shares;
}

export const massOf = (shares: Shares): number => {
  let total = 0;
  for (const mg of shares.values()) total += mg;
  return total;
};

/**
 * `shares` scaled to sum to `target`: each the whole part of its exact share of `target`, and the
 * units the whole parts leave out one each to the largest remainders (ties to the smaller key, so
 * the same shares always round the same way). A tonne is 10⁹ mg, and 10⁹ × 10⁹ is past what a
 * double holds exactly, so products that could pass 2⁵³ are taken in BigInt; the rest, nearly every
 * take in a shop, in plain numbers, which is several times faster over a long chain of blends.
 */
function apportion(shares: Shares, target: number): Shares {
  const total = massOf(shares);
  if (total === 0) return new Map();
  const rows = total * target <= Number.MAX_SAFE_INTEGER ? exactRows(shares, target, total) : bigRows(shares, target, total);
  let short = target;
  for (const row of rows) short -= row.units;
  rows.sort((a, b) => (a.remainder === b.remainder ? a.key - b.key : a.remainder > b.remainder ? -1 : 1));
  for (let i = 0; short > 0; i += 1, short -= 1) rows[i]!.units += 1;
  const result = new Map<number, number>();
  for (const row of rows) if (row.units > 0) result.set(row.key, row.units);
  return result;
}

interface Row {
  key: number;
  units: number;
  remainder: number | bigint;
}

function exactRows(shares: Shares, target: number, total: number): Row[] {
  const rows: Row[] = [];
  for (const [key, share] of shares) {
    const exact = share * target;
    const remainder = exact % total;
    rows.push({ key, units: (exact - remainder) / total, remainder });
  }
  return rows;
}

function bigRows(shares: Shares, target: number, total: number): Row[] {
  const whole = BigInt(total);
  const rows: Row[] = [];
  for (const [key, share] of shares) {
    const exact = BigInt(share) * BigInt(target);
    rows.push({ key, units: Number(exact / whole), remainder: exact % whole });
  }
  return rows;
}

/** Splits `shares` into what `mg` takes, in proportion, and what stays. */
export function take(shares: Shares, mg: number): { taken: Shares; left: Shares } {
  const total = massOf(shares);
  if (!Number.isSafeInteger(mg) || mg < 0 || mg > total) throw new RangeError(`Cannot take ${mg} mg of ${total} mg`);
  const taken = apportion(shares, mg);
  const left = new Map<number, number>();
  for (const [key, share] of shares) {
    const rest = share - (taken.get(key) ?? 0);
    if (rest > 0) left.set(key, rest);
  }
  return { taken, left };
}

/** Shares put together: a blend's. */
function combine(...parts: Shares[]): Shares {
  const sum = new Map<number, number>();
  for (const part of parts) for (const [key, mg] of part) sum.set(key, (sum.get(key) ?? 0) + mg);
  return sum;
}

/** The composition of `mg` taken from a batch, and of what stays in it. */
export function takeFrom(composition: Composition, mg: number): { taken: Composition; left: Composition } {
  const lots = take(composition.byLot, mg);
  const cycles = take(composition.byCycles, mg);
  return { taken: { byLot: lots.taken, byCycles: cycles.taken }, left: { byLot: lots.left, byCycles: cycles.left } };
}

export const blend = (...parts: Composition[]): Composition => ({
  byLot: combine(...parts.map((p) => p.byLot)),
  byCycles: combine(...parts.map((p) => p.byCycles)),
});

/** Virgin powder straight from a lot. */
export const virgin = (lotId: number, mg: number): Composition => ({
  byLot: new Map([[lotId, mg]]),
  byCycles: new Map([[0, mg]]),
});

/** Powder that has been through one more build: every milligram one cycle older. */
export function oneCycleOlder(composition: Composition): Composition {
  const byCycles = new Map<number, number>();
  for (const [cycles, mg] of composition.byCycles) byCycles.set(cycles + 1, mg);
  return { byLot: composition.byLot, byCycles };
}

/**
 * Shares as fractions in thousandths of a percent (100000 is 100 %), rounded the same way, so
 * that the fractions shown always add up to 100.000 %.
 */
export const thousandthsOfPercent = (shares: Shares): Shares => apportion(shares, 100_000);

/**
 * Rational shares put together and shown in thousandths of a percent, adding up to 100.000 %: each
 * term is `weight / per` of its key. Every key keeps its place, even one whose share rounds to 0.
 */
export function apportionShares(terms: { key: number; weight: bigint; per: bigint }[]): Map<number, number> {
  if (!terms.length) return new Map();
  const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));
  const denominator = terms.reduce((lcm, term) => (lcm / gcd(lcm, term.per)) * term.per, 1n);
  const sums = new Map<number, bigint>();
  for (const term of terms) sums.set(term.key, (sums.get(term.key) ?? 0n) + term.weight * (denominator / term.per));
  const total = [...sums.values()].reduce((a, b) => a + b, 0n);
  const rows = [...sums].map(([key, sum]) => ({
    key,
    units: total === 0n ? 0n : (sum * 100_000n) / total,
    remainder: total === 0n ? 0n : (sum * 100_000n) % total,
  }));
  let short = total === 0n ? 0n : 100_000n - rows.reduce((acc, row) => acc + row.units, 0n);
  for (const row of [...rows].sort((a, b) =>
    a.remainder === b.remainder ? a.key - b.key : a.remainder > b.remainder ? -1 : 1,
  )) {
    if (short === 0n) break;
    row.units += 1n;
    short -= 1n;
  }
  return new Map(rows.map((row) => [row.key, Number(row.units)]));
}
