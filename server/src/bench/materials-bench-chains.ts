/**
 * The powder of the materials bench, computed with the app's own arithmetic (composition.ts): an
 * MJF machine's chain of batches, each refresh blending 8.4 kg of the previous batch's reclaimed
 * powder, one cycle older, with 3.6 kg (30 %) of virgin powder from the lot in use, a new lot every
 * fifth refresh. On the genealogy graph's machines, powder through 10 builds is sieved out before
 * the reclaim, so the 8.4 kg are taken in proportion from what stays (re-use up to 10 cycles); the
 * chain of 1,000 blends of the composition case keeps every milligram, however old.
 */
import { blend, type Composition, oneCycleOlder, type Shares, takeFrom, virgin } from '../materials/composition.js';

const KG = 1_000_000;
export const BATCH_MG = 12 * KG;
export const RECLAIMED_MG = 8_400_000;
export const VIRGIN_MG = 3_600_000;
/** What each build draws from the batch on its machine. */
export const DRAW_MG = 1_500_000;
export const JOBS_PER_BATCH = 2;
export const REFRESHES_PER_LOT = 5;
/** Powder older than this is sieved out of a genealogy machine's reclaim. */
const MAX_CYCLES = 10;

/** Rows of a split, as columns to pass to unnest: the batch's place in its chain, the key, the masses as made and as left. */
export interface SplitRows {
  position: number[];
  key: number[];
  createdMg: number[];
  remainingMg: number[];
}

const emptyRows = (): SplitRows => ({ position: [], key: [], createdMg: [], remainingMg: [] });

function pushRows(rows: SplitRows, position: number, created: Shares, left: Shares | undefined) {
  for (const [key, mg] of created) {
    rows.position.push(position);
    rows.key.push(key);
    rows.createdMg.push(mg);
    rows.remainingMg.push(left?.get(key) ?? 0);
  }
}

/** The lot a refresh (or blend) draws its virgin powder from, by its place in the chain. */
export const lotOf = (refresh: number) => Math.floor(refresh / REFRESHES_PER_LOT);

/** Milligrams summed by a key's image. */
function regroup(shares: Shares, keyOf: (key: number) => number): Shares {
  const out = new Map<number, number>();
  for (const [key, mg] of shares) out.set(keyOf(key), (out.get(keyOf(key)) ?? 0) + mg);
  return out;
}

/**
 * One genealogy machine's chain of `batches` batches: each batch's split by lot (lot ordinals of
 * the machine) and by cycles, and each lot's mass. Every batch but the last is used up; the last
 * is on the machine, less what its two builds drew. Kept by refresh while computed, since on one
 * machine a refresh's powder is as many cycles old as refreshes came after it: so the sieve knows
 * which lot the old powder was.
 */
export function machineChain(batches: number) {
  const lots = emptyRows();
  const cycles = emptyRows();
  const lotMassMg: number[] = [];
  let batch = virgin(0, BATCH_MG);
  lotMassMg[0] = BATCH_MG;
  for (let k = 0; k < batches; k += 1) {
    if (k > 0) {
      const kept: Composition = {
        byLot: new Map([...batch.byLot].filter(([refresh]) => k - 1 - refresh < MAX_CYCLES)),
        byCycles: new Map([...batch.byCycles].filter(([age]) => age < MAX_CYCLES)),
      };
      batch = blend(oneCycleOlder(takeFrom(kept, RECLAIMED_MG).taken), virgin(k, VIRGIN_MG));
      lotMassMg[lotOf(k)] = (lotMassMg[lotOf(k)] ?? 0) + VIRGIN_MG;
    }
    const left = k === batches - 1 ? takeFrom(batch, JOBS_PER_BATCH * DRAW_MG).left : undefined;
    pushRows(lots, k, regroup(batch.byLot, lotOf), left && regroup(left.byLot, lotOf));
    pushRows(cycles, k, batch.byCycles, left?.byCycles);
  }
  return { lots, cycles, lotMassMg };
}

/**
 * The chain of the composition case: a batch of virgin powder from lot 0, then `blends` blends,
 * blend k of 8.4 kg of batch k − 1 (one cycle older) and 3.6 kg of lot ⌊k / 5⌋; `made` sees every
 * batch as made, with what the next blend left of it. Returns the last batch.
 */
export function blendChain(blends: number, made?: (position: number, batch: Composition, left?: Composition) => void) {
  let batch = virgin(lotOf(0), BATCH_MG);
  for (let k = 1; k <= blends; k += 1) {
    const { taken, left } = takeFrom(batch, RECLAIMED_MG);
    made?.(k - 1, batch, left);
    batch = blend(oneCycleOlder(taken), virgin(lotOf(k), VIRGIN_MG));
  }
  made?.(blends, batch);
  return batch;
}

/** The composition chain's rows: each batch's split by lot (ordinals) and by cycles, each lot's mass. */
export function blendChainRows(blends: number) {
  const lots = emptyRows();
  const cycles = emptyRows();
  const lotMassMg: number[] = [];
  blendChain(blends, (position, batch, left) => {
    pushRows(lots, position, batch.byLot, left?.byLot ?? (position === blends ? batch.byLot : undefined));
    pushRows(cycles, position, batch.byCycles, left?.byCycles ?? (position === blends ? batch.byCycles : undefined));
  });
  lotMassMg[0] = BATCH_MG;
  for (let k = 1; k <= blends; k += 1) lotMassMg[lotOf(k)] = (lotMassMg[lotOf(k)] ?? 0) + VIRGIN_MG;
  return { lots, cycles, lotMassMg };
}
