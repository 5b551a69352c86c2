/**
 * The search for a good packing in the time given: the greedy packing of the instances in their
 * first order (largest first, or smallest first for the most parts), then the same with the
 * order changed a little, kept when it packs better, until the time is up. Seeded, so that a
 * request gives the same packing each time it is made with the same time.
 */
import { seededRandom } from '../../../lib/seeded-random.js';
import type { BuildSpace, Placed } from './build-space.js';
import type { OrientedShape } from './oriented-shape.js';
import type { PackHooks, PackObjective, Unplaced } from './pack-types.js';
import { Placer } from './placer.js';

export const NO_ROOM = 'No room left in the build volume at this spacing';
export const OUT_OF_TIME = 'Not placed in the time the packer was given';
export const CANCELLED = 'The packing was cancelled before this part was placed';

/** Changed orders tried in a row without a better packing, after which the search ends before its time. */
const GIVE_UP_AFTER = 40;

export interface Attempt {
  placed: { part: number; placed: Placed; matrix?: readonly number[] }[];
  unplaced: Unplaced[];
  order: number[];
  height: number;
  placedVolume: number;
  /** Stopped before every instance was tried (time or cancel). */
  partial: boolean;
  attempts: number;
}

export interface SearchInput {
  space: BuildSpace;
  shapes: OrientedShape[][];
  pinned: { part: number; placed: Placed; matrix: readonly number[] }[];
  instances: number[];
  volumes: number[];
  objective: PackObjective;
  deadline: number;
  attempts: number;
  seed: number;
  /** The height (mm) of a top given in the build's voxels. */
  heightOf: (top: number) => number;
  floorArea: number;
  hooks: PackHooks;
}

export function search(input: SearchInput): Attempt {
  let best = attempt(input, input.instances, true);
  const random = seededRandom(input.seed);
  const distinct = new Set(input.instances).size > 1;
  let fruitless = 0;
  const going = () =>
    best.attempts < input.attempts && fruitless < GIVE_UP_AFTER && Date.now() < input.deadline && !input.hooks.cancelled?.();
  while (distinct && !best.partial && going()) {
    const tried = attempt(input, perturbed(best.order, random), false);
    if (tried.partial) break;
    const improved = better(input, tried, best);
    fruitless = improved ? 0 : fruitless + 1;
    best = { ...(improved ? tried : best), attempts: best.attempts + 1 };
    if (improved) report(input, best);
  }
  return best;
}

function attempt(input: SearchInput, order: number[], first: boolean): Attempt {
  const { space, shapes, pinned, hooks } = input;
  space.clear();
  const placer = new Placer(space);
  const result: Attempt = { placed: [], unplaced: [], order, height: 0, placedVolume: 0, partial: false, attempts: 1 };
  for (const pin of pinned) {
    placer.pin(pin.placed);
    result.placed.push(pin);
  }
  let top = 0;
  order.forEach((part, index) => {
    if (!result.partial && (Date.now() >= input.deadline || hooks.cancelled?.())) result.partial = true;
    if (result.partial) {
      result.unplaced.push(
        hooks.cancelled?.() ? { part, code: 'CANCELLED', reason: CANCELLED } : { part, code: 'OUT_OF_TIME', reason: OUT_OF_TIME },
      );
      return;
    }
    const placed = placer.place(shapes[part]!);
    if (!placed) {
      result.unplaced.push({ part, code: 'NO_ROOM', reason: NO_ROOM });
      return;
    }
    result.placed.push({ part, placed });
    result.placedVolume += input.volumes[part]!;
    top = Math.max(top, placed.z + placed.shape.reach + placed.shape.solid.nz);
    result.height = input.heightOf(top);
    if (first) hooks.onProgress?.({ placed: index + 1, total: order.length, density: densityOf(input, result) });
  });
  return result;
}

const densityOf = (input: SearchInput, attempt: Attempt) =>
  attempt.height > 0 ? attempt.placedVolume / (input.floorArea * attempt.height) : 0;

function better(input: SearchInput, a: Attempt, b: Attempt): boolean {
  if (input.objective === 'DENSITY') return densityOf(input, a) > densityOf(input, b);
  const count = a.placed.length - b.placed.length;
  return count !== 0 ? count > 0 : a.height < b.height;
}

function report(input: SearchInput, best: Attempt): void {
  const total = best.placed.length - input.pinned.length + best.unplaced.length;
  input.hooks.onProgress?.({ placed: best.placed.length - input.pinned.length, total, density: densityOf(input, best) });
}

/** The order with one to three pairs of different parts swapped. */
function perturbed(order: readonly number[], random: () => number): number[] {
  const next = [...order];
  const swaps = 1 + Math.floor(random() * 3);
  for (let s = 0; s < swaps; s++) {
    const i = Math.floor(random() * next.length);
    const j = Math.floor(random() * next.length);
    if (next[i] !== next[j]) [next[i], next[j]] = [next[j]!, next[i]!];
  }
  return next;
}
