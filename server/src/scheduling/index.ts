// What the scheduling domain offers the others: they import it from here, never its inner files.
export { saveBuildAsJob } from './build-job.js';
export { seedScheduling } from './seed.js';
export { createRunJob, moveJobByRun, plannedJobOf, type MachineRunChange } from './machine-jobs.js';
export type { FacilityScope } from './service.js';
