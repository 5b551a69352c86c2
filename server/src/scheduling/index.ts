// What the scheduling domain offers the others: they import it from here, never its inner files.
export { saveBuildAsJob } from './build-job.js';
export { nextAvailableSlot } from './next-slot.js';
export { scheduledQuantity } from './scheduled-quantity.js';
export { seedScheduling } from './seed.js';
export { holdQueuedJobs } from './hold-machine.js';
