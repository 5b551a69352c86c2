import type { Span, TimelineItem } from './types';

/**
 * The drawn jobs of one row sorted by start, with the running maximum of their ends: jobs
 * may overlap (the connectivity lane runs beside the scheduled one), so a job that started
 * long before a window can still reach into it, and maxEnd lets a binary search find it.
 */
export interface RowItems {
  items: TimelineItem[];
  maxEnd: Float64Array;
}

export type ItemIndex = Map<number, RowItems>;

/** Groups the items by row once per data change, in O(n log n); cancelled jobs are never drawn. */
export function indexItems(items: readonly TimelineItem[]): ItemIndex {
  const byRow = new Map<number, TimelineItem[]>();
  for (const item of items) {
    if (item.status === 'CANCELLED') continue;
    const list = byRow.get(item.rowId);
    if (list) list.push(item);
    else byRow.set(item.rowId, [item]);
  }
  const index: ItemIndex = new Map();
  for (const [rowId, list] of byRow) {
    list.sort((a, b) => a.start - b.start);
    const maxEnd = new Float64Array(list.length);
    let max = -Infinity;
    list.forEach((item, i) => {
      max = Math.max(max, item.end);
      maxEnd[i] = max;
    });
    index.set(rowId, { items: list, maxEnd });
  }
  return index;
}

/** The jobs of a row that intersect the window, in start order, in O(log n + k). */
export function visibleItems(row: RowItems | undefined, timeWindow: Span): TimelineItem[] {
  if (!row) return [];
  const { items, maxEnd } = row;
  const first = firstIndex(items.length, (i) => maxEnd[i]! > timeWindow.start);
  const last = firstIndex(items.length, (i) => items[i]!.start >= timeWindow.end);
  const visible: TimelineItem[] = [];
  for (let i = first; i < last; i++) {
    const item = items[i]!;
    if (item.end > timeWindow.start) visible.push(item);
  }
  return visible;
}

/** The first index in [0, length) where a predicate that turns true once and stays true holds, or length. */
function firstIndex(length: number, holds: (i: number) => boolean): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (holds(mid)) high = mid;
    else low = mid + 1;
  }
  return low;
}
