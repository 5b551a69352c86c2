// What the scheduling domain offers the others: they import it from here, never its inner files.
export { saveBuildAsJob } from './build-job.js';
export { seedScheduling } from './seed.js';
