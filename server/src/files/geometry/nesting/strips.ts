/**
 * A shape cut into horizontal strips of one height, each strip kept as the x intervals the shape
 * covers anywhere inside it. Two shapes whose intervals do not overlap in any strip do not
 * overlap: a point both covered would lie in some strip, inside an interval of each. So the
 * nester compares intervals, strip by strip, and finds the leftmost free x of a row exactly; only
 * positions along y are rounded to the strips' height.
 */

/** Strip k covers y from k·height to (k + 1)·height; `intervals[i]` is strip `first + i`. */
export interface Strips {
  first: number;
  /** Per strip: sorted, disjoint intervals as [lo, hi, lo, hi, …] (mm). */
  intervals: Float64Array[];
}

/**
 * The strips of outlines given as flat x, y rings (mm), filled by the non-zero rule. Within a strip,
 * each piece of the shape spans from its leftmost to its rightmost boundary point; those lie on the
 * outlines' edges inside the strip or on its bottom and top lines. So the edges clipped to the
 * strip and the shape's cross-sections along both lines give exactly the x the strip covers.
 */
export function stripsOf(rings: readonly Float64Array[], height: number): Strips {
  let low = Infinity;
  let high = -Infinity;
  for (const ring of rings)
    for (let i = 1; i < ring.length; i += 2) {
      low = Math.min(low, ring[i]!);
      high = Math.max(high, ring[i]!);
    }
  if (!(low <= high)) return { first: 0, intervals: [] };
  const first = Math.floor(low / height);
  const count = Math.floor(high / height) - first + 1;
  const pieces: number[][] = Array.from({ length: count }, () => []);
  // The x where edges cross the line at the bottom of each strip, with the way they cross (±1).
  const crossings: number[][] = Array.from({ length: count }, () => []);
  for (const ring of rings) {
    const corners = ring.length / 2;
    for (let i = 0; i < corners; i++) {
      const j = (i + 1) % corners;
      clipEdge(ring[2 * i]!, ring[2 * i + 1]!, ring[2 * j]!, ring[2 * j + 1]!, { height, first, pieces, crossings });
    }
  }
  crossings.forEach((line, k) => {
    const section = crossSection(line);
    // The line is the bottom of strip k and the top of strip k − 1.
    pieces[k]!.push(...section);
    if (k > 0) pieces[k - 1]!.push(...section);
  });
  return { first, intervals: pieces.map(merged) };
}

interface Cut {
  height: number;
  first: number;
  pieces: number[][];
  crossings: number[][];
}

function clipEdge(px: number, py: number, qx: number, qy: number, { height, first, pieces, crossings }: Cut): void {
  const low = Math.min(py, qy);
  const high = Math.max(py, qy);
  const xAt = (y: number) => px + ((y - py) * (qx - px)) / (qy - py);
  const last = Math.floor(high / height);
  for (let k = Math.floor(low / height); k <= last; k++) {
    // The part of the edge inside strip k, its ends included (a horizontal edge lies in one whole).
    const x0 = py === qy ? px : xAt(Math.max(low, k * height));
    const x1 = py === qy ? qx : xAt(Math.min(high, (k + 1) * height));
    pieces[k - first]!.push(Math.min(x0, x1), Math.max(x0, x1));
  }
  if (py === qy) return;
  // Half-open (low ≤ y < high), so that two edges meeting on a line cross it once between them.
  const winding = qy > py ? 1 : -1;
  for (let k = Math.ceil(low / height); k <= last && k * height < high; k++) crossings[k - first]!.push(xAt(k * height), winding);
}

/** Where the line lies inside the outlines (non-zero winding), from its crossings as x, ±1 pairs. */
function crossSection(line: number[]): number[] {
  const order = Array.from({ length: line.length / 2 }, (_, i) => i).sort((a, b) => line[2 * a]! - line[2 * b]!);
  const section: number[] = [];
  let winding = 0;
  let start = 0;
  for (const i of order) {
    const before = winding;
    winding += line[2 * i + 1]!;
    if (before === 0 && winding !== 0) start = line[2 * i]!;
    else if (before !== 0 && winding === 0) section.push(start, line[2 * i]!);
  }
  return section;
}

/** Intervals [lo, hi, …] sorted and joined where they overlap or touch. */
export function merged(intervals: readonly number[]): Float64Array {
  const order = Array.from({ length: intervals.length / 2 }, (_, i) => i).sort((a, b) => intervals[2 * a]! - intervals[2 * b]!);
  const out: number[] = [];
  for (const i of order) {
    const lo = intervals[2 * i]!;
    const hi = intervals[2 * i + 1]!;
    if (out.length > 0 && lo <= out[out.length - 1]!) out[out.length - 1] = Math.max(out[out.length - 1]!, hi);
    else out.push(lo, hi);
  }
  return Float64Array.from(out);
}
