/**
 * One machine, jobs with a processing time, a weight and a due date: the order that least
 * delays what matters (total weighted tardiness, Σ w·max(0, C − d)). The core of the
 * auto-scheduler's sequencing, and what `solve:wt` answers on the published OR-Library set.
 *
 * Iterated dynasearch: from the best of a few dispatching rules, a descent whose every step makes
 * the best set of independent moves at once (swaps and insertions over position ranges that do not
 * overlap, found by dynamic programming over the sequence), then random kicks from the best order
 * found so far, each followed by the same descent. Moves on disjoint ranges do not change each
 * other's completion times, which is why their gains add up and the programme can choose among
 * them exactly.
 */
import { seededRandom } from '../../lib/seeded-random.js';

export interface WtInstance {
  processing: readonly number[];
  weights: readonly number[];
  dues: readonly number[];
}

export interface WtOptions {
  /** Kicks after the first descent; the answer is the same for the same seed and budget. */
  kicks?: number;
  seed?: number;
  /** A hard stop, so a caller's time limit holds whatever the budget. */
  deadline?: number;
}

export interface WtSolution {
  /** Job indexes (0-based) in the order they run. */
  order: number[];
  total: number;
}

const DEFAULT_KICKS = 1500;

export function weightedTardiness({ processing: p, weights: w, dues: d }: WtInstance, order: readonly number[]): number {
  let time = 0;
  let total = 0;
  for (const job of order) {
    time += p[job]!;
    if (time > d[job]!) total += w[job]! * (time - d[job]!);
  }
  return total;
}

/** Earliest due date, weighted shortest processing time, and apparent tardiness cost at a few look-aheads. */
function dispatchingOrders(instance: WtInstance): number[][] {
  const { processing: p, weights: w, dues: d } = instance;
  const jobs = p.map((_, job) => job);
  const edd = [...jobs].sort((a, b) => d[a]! - d[b]! || a - b);
  const wspt = [...jobs].sort((a, b) => p[a]! * w[b]! - p[b]! * w[a]! || a - b);
  const mean = p.reduce((sum, value) => sum + value, 0) / Math.max(1, p.length);
  const atc = (k: number) => {
    const left = new Set(jobs);
    const order: number[] = [];
    let time = 0;
    while (left.size > 0) {
      let best = -1;
      let bestIndex = -Infinity;
      for (const job of left) {
        const index = (w[job]! / p[job]!) * Math.exp(-Math.max(0, d[job]! - p[job]! - time) / (k * mean));
        if (index > bestIndex) [best, bestIndex] = [job, index];
      }
      left.delete(best);
      order.push(best);
      time += p[best]!;
    }
    return order;
  };
  return [edd, wspt, atc(0.5), atc(1), atc(2), atc(4)];
}

/**
 * An order with its completion times, and one dynasearch step on it. Typed arrays and plain loops:
 * the search makes tens of thousands of these steps a second.
 */
class Sequence {
  private readonly n: number;
  private readonly completion: Float64Array;
  /** costBefore[k]: the weighted tardiness of the first k positions. */
  private readonly costBefore: Float64Array;
  /** gain[i·n + j] (i < j): the best move on positions i..j alone, and which (0 swap, 1 i to j, 2 j to i). */
  private readonly gain: Float64Array;
  private readonly kind: Uint8Array;
  private readonly best: Float64Array;

  constructor(
    private readonly p: Float64Array,
    private readonly w: Float64Array,
    private readonly d: Float64Array,
    readonly order: Int32Array,
  ) {
    this.n = order.length;
    this.completion = new Float64Array(this.n);
    this.costBefore = new Float64Array(this.n + 1);
    this.gain = new Float64Array(this.n * this.n);
    this.kind = new Uint8Array(this.n * this.n);
    this.best = new Float64Array(this.n + 1);
    this.recompute();
  }

  private recompute(): void {
    let time = 0;
    for (let k = 0; k < this.n; k++) {
      const job = this.order[k]!;
      time += this.p[job]!;
      this.completion[k] = time;
      this.costBefore[k + 1] = this.costBefore[k]! + this.cost(job, time);
    }
  }

  get total(): number {
    return this.costBefore[this.n]!;
  }

  private cost(job: number, completion: number): number {
    const late = completion - this.d[job]!;
    return late > 0 ? this.w[job]! * late : 0;
  }

  /** The best move on every range: an insertion's shift is the same over its range, so it is summed as the range grows. */
  private measureMoves(): void {
    const { n, order, completion: c, costBefore, gain, kind, p } = this;
    gain.fill(0);
    for (let i = 0; i < n; i++) {
      const a = order[i]!;
      let shifted = 0;
      for (let j = i + 1; j < n; j++) {
        shifted += this.cost(order[j]!, c[j]! - p[a]!);
        gain[i * n + j] = shifted + this.cost(a, c[j]!) - (costBefore[j + 1]! - costBefore[i]!);
        kind[i * n + j] = 1;
      }
    }
    for (let j = n - 1; j > 0; j--) {
      const b = order[j]!;
      let shifted = 0;
      for (let i = j - 1; i >= 0; i--) {
        shifted += this.cost(order[i]!, c[i]! + p[b]!);
        const old = costBefore[j + 1]! - costBefore[i]!;
        const before = i > 0 ? c[i - 1]! : 0;
        const back = this.cost(b, before + p[b]!) + shifted - old;
        if (back < gain[i * n + j]!) [gain[i * n + j], kind[i * n + j]] = [back, 2];
        // The swap: the two ends trade places, the jobs between shift by the difference.
        const a = order[i]!;
        const shift = p[b]! - p[a]!;
        let swap = this.cost(b, before + p[b]!) + this.cost(a, c[j]!) - old;
        for (let k = i + 1; k < j && swap < gain[i * n + j]!; k++) swap += this.cost(order[k]!, c[k]! + shift);
        if (swap < gain[i * n + j]!) [gain[i * n + j], kind[i * n + j]] = [swap, 0];
      }
    }
  }

  /** One dynasearch step: the best set of moves on ranges that do not overlap, made at once. */
  improve(): boolean {
    const { n, order, gain, kind, best } = this;
    this.measureMoves();
    // best[k]: the most gained on the first k positions; a margin so rounding never loops the descent.
    best[0] = 0;
    best[1] = 0;
    for (let end = 1; end < n; end++) {
      let most = best[end]!;
      for (let start = 0; start < end; start++) {
        const gained = best[start]! + gain[start * n + end]!;
        if (gained < most - 1e-9) most = gained;
      }
      best[end + 1] = most;
    }
    if (best[n]! >= -1e-9) return false;
    for (let k = n; k > 0;) {
      if (best[k] === best[k - 1]) {
        k--;
        continue;
      }
      const end = k - 1;
      let start = 0;
      while (best[start]! + gain[start * n + end]! !== best[k]) start++;
      const job = order[start]!;
      const last = order[end]!;
      if (kind[start * n + end] === 0) [order[start], order[end]] = [last, job];
      else if (kind[start * n + end] === 1) order.copyWithin(start, start + 1, end + 1).set([job], end);
      else order.copyWithin(start + 1, start, end).set([last], start);
      k = start;
    }
    this.recompute();
    return true;
  }

  descend(): void {
    while (this.improve());
  }
}

/** A few random swaps of jobs near each other: enough to leave a local optimum, not to forget it. */
function kick(order: Int32Array, random: () => number): Int32Array {
  const next = order.slice();
  const n = next.length;
  const swaps = 2 + Math.floor(random() * 4);
  for (let s = 0; s < swaps; s++) {
    const i = Math.floor(random() * n);
    const j = Math.min(n - 1, Math.max(0, i + Math.floor(random() * 21) - 10));
    [next[i], next[j]] = [next[j]!, next[i]!];
  }
  return next;
}

export function solveWeightedTardiness(instance: WtInstance, options: WtOptions = {}): WtSolution {
  const { kicks = DEFAULT_KICKS, seed = 1, deadline = Infinity } = options;
  const [p, w, d] = [instance.processing, instance.weights, instance.dues].map((values) => Float64Array.from(values)) as [
    Float64Array,
    Float64Array,
    Float64Array,
  ];
  const descended = (order: Int32Array) => {
    const sequence = new Sequence(p, w, d, order);
    sequence.descend();
    return { order: sequence.order, total: sequence.total };
  };
  const random = seededRandom(seed);
  let best = dispatchingOrders(instance)
    .map((order) => descended(Int32Array.from(order)))
    .reduce((a, b) => (b.total < a.total ? b : a));
  let current = best;
  for (let k = 0; k < kicks && best.total > 0 && Date.now() < deadline; k++) {
    const next = descended(kick(current.order, random));
    // Equal is accepted: plateaus are wide in this problem, and walking them finds the way down.
    if (next.total <= current.total) current = next;
    if (next.total < best.total) best = next;
  }
  return { order: [...best.order], total: weightedTardiness(instance, [...best.order]) };
}
