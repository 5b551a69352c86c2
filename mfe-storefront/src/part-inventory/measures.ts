/** What the inventory says of a revision's measures, and how two revisions differ. */
import type { PartRevision } from '../api';

const MEASURES = ['x', 'y', 'z', 'volume'] as const;
export type Measure = (typeof MEASURES)[number];

/** A revision's measure: mm for the sizes, cm³ for the volume; null when it was never measured. */
function measureOf(revision: PartRevision, measure: Measure): number | null {
  if (measure === 'volume') return revision.volume === null ? null : revision.volume / 1000;
  return revision.dimensions ? revision.dimensions[measure] : null;
}

/** One row per measure: the two revisions' values and the change from the first to the second (absolute and relative). */
export function compareRevisions(from: PartRevision, to: PartRevision) {
  return MEASURES.map((measure) => {
    const a = measureOf(from, measure);
    const b = measureOf(to, measure);
    const change = a === null || b === null ? null : b - a;
    return { measure, from: a, to: b, change, percent: change === null || a === 0 || a === null ? null : (change / a) * 100 };
  });
}
