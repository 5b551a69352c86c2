/**
 * A coarse copy of a part for the frames drawn while it turns: vertex clustering. Space is cut
 * into a grid of cubes, every corner moves to the first corner seen in its cube, and the facets
 * that collapse (two corners in one cube) or repeat another are dropped. Unlike every n-th facet,
 * the copy is a closed surface where the part is, just coarser, so a turning part looks whole.
 */
import { nextTask } from './mesh-defects';
import { everyNthFacet, MOVING_FACETS, type Box } from './part-geometry';

export interface ClusterOptions {
  limit?: number;
  sliceFacets?: number;
  yieldToBrowser?: () => Promise<void>;
  signal?: AbortSignal;
}

const EMPTY = -1;

function tableSize(n: number): number {
  let size = 16;
  while (size < n * 2) size *= 2;
  return size;
}

async function cluster(
  values: Float32Array,
  box: Box,
  cells: number,
  options: Required<Omit<ClusterOptions, 'limit' | 'signal'>> & { signal?: AbortSignal },
) {
  const facets = Math.floor(values.length / 9);
  const extent = Math.max(box.max[0] - box.min[0], box.max[1] - box.min[1], box.max[2] - box.min[2]) || 1;
  const size = extent / cells;
  const span = cells + 1;
  const cellSlots = tableSize(Math.min(facets * 3, span * span * span));
  const cellKeys = new Int32Array(cellSlots).fill(EMPTY);
  const cellCorner = new Int32Array(cellSlots);
  const triangleSlots = tableSize(facets);
  const triangleKeys = new Int32Array(triangleSlots * 3).fill(EMPTY);
  const kept = new Float32Array(values.length);
  let keptFacets = 0;
  const corner = [0, 0, 0];
  const cell = [0, 0, 0];

  for (let facet = 0; facet < facets; facet++) {
    for (let k = 0; k < 3; k++) {
      const at = facet * 9 + k * 3;
      const key =
        Math.floor((values[at]! - box.min[0]) / size) +
        span * (Math.floor((values[at + 1]! - box.min[1]) / size) + span * Math.floor((values[at + 2]! - box.min[2]) / size));
      let slot = Math.imul(key, 0x9e3779b1) & (cellSlots - 1);
      while (cellKeys[slot] !== EMPTY && cellKeys[slot] !== key) slot = (slot + 1) & (cellSlots - 1);
      if (cellKeys[slot] === EMPTY) {
        cellKeys[slot] = key;
        cellCorner[slot] = at;
      }
      cell[k] = key;
      corner[k] = cellCorner[slot]!;
    }
    if (cell[0] !== cell[1] && cell[1] !== cell[2] && cell[0] !== cell[2]) {
      // One copy of each triangle of cells, whichever way it is wound.
      const sorted = [...cell].sort((a, b) => a - b);
      let slot =
        (Math.imul(sorted[0]!, 0x9e3779b1) ^ Math.imul(sorted[1]!, 0x85ebca77) ^ Math.imul(sorted[2]!, 0xc2b2ae3d)) &
        (triangleSlots - 1);
      let seen = false;
      while (triangleKeys[slot * 3] !== EMPTY) {
        if (
          triangleKeys[slot * 3] === sorted[0] &&
          triangleKeys[slot * 3 + 1] === sorted[1] &&
          triangleKeys[slot * 3 + 2] === sorted[2]
        ) {
          seen = true;
          break;
        }
        slot = (slot + 1) & (triangleSlots - 1);
      }
      if (!seen) {
        triangleKeys.set(sorted, slot * 3);
        for (let k = 0; k < 3; k++) kept.set(values.subarray(corner[k]!, corner[k]! + 3), keptFacets * 9 + k * 3);
        keptFacets++;
      }
    }
    if (facet % options.sliceFacets === options.sliceFacets - 1) {
      await options.yieldToBrowser();
      options.signal?.throwIfAborted();
    }
  }
  return kept.slice(0, keptFacets * 9);
}

/** The coarse copy, at most `limit` facets; null when the part has no more than that. */
export async function clusteredCopy(values: Float32Array, box: Box, options: ClusterOptions = {}): Promise<Float32Array | null> {
  const { limit = MOVING_FACETS, sliceFacets = 65_536, yieldToBrowser = nextTask, signal } = options;
  if (values.length / 9 <= limit) return null;
  // A surface in a grid of n cubes a side keeps some n² facets: start there, then adjust.
  let cells = Math.max(2, Math.floor(Math.sqrt(limit / 2)));
  let best: Float32Array | null = null;
  for (let attempt = 0; attempt < 4; attempt++) {
    const copy = await cluster(values, box, cells, { sliceFacets, yieldToBrowser, signal });
    const facets = copy.length / 9;
    if (facets <= limit) {
      best = copy;
      if (facets >= limit / 2) break;
    }
    cells = Math.min(1200, Math.max(2, Math.floor(cells * Math.sqrt(limit / Math.max(facets, 1)) * 0.95)));
  }
  return best ?? everyNthFacet(values, limit);
}
