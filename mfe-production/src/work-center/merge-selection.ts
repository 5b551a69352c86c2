/**
 * Which waiting lots may be merged together: lots of one part waiting at the same step (a step of
 * a part's plan is that part's own, so the step says both), and only where the step lets its
 * waiting lots merge. A lot is offered for merging only when another could join it.
 */
import { workplanLotAllows } from 'shared/contracts';
import type { WorkplanLot } from './api';

const mergesAt = (lot: WorkplanLot) => workplanLotAllows('MERGE', lot.status, lot.step.kind);
const together = (a: WorkplanLot, b: WorkplanLot) => a.part.id === b.part.id && a.step.id === b.step.id;

/** The lots that could be merged with at least one other of `lots`. */
export function mergeableLots(lots: WorkplanLot[]): WorkplanLot[] {
  const open = lots.filter(mergesAt);
  return open.filter((lot) => open.some((other) => other.id !== lot.id && together(lot, other)));
}

/** Whether `lot` may join the selection: a mergeable lot of the selected lots' part and step. */
export function mayJoin(lot: WorkplanLot, selected: WorkplanLot[]): boolean {
  return mergesAt(lot) && selected.every((other) => together(lot, other));
}
