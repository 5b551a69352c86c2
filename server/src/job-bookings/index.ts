// What the machines have booked, for every domain that plans, promises, ships or stops parts:
// the pieces of a part already on jobs, a machine's next free time, holding a machine's queued
// jobs, and whether a part fits a machine's build volume. Its own domain, importing no other, so that scheduling, builds, orders, fulfilment
// and quality all use it and no import goes round in a circle through another: import it from here.
export { holdQueuedJobs } from './hold-machine.js';
export { nextAvailableSlot } from './next-slot.js';
export { printedQuantity, scheduledQuantity } from './scheduled-quantity.js';
export { holds, partSizes, sizeText } from './part-fit.js';
export type { BuildVolume } from './part-fit.js';
