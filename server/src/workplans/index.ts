// Work centers, work plan templates, the plan each awarded part is given, and how its lots move.
export { givePlans, takeBackPlans } from './assign.js';
export { advancePrinted, moveOn, scrap, splitOff, type LockedLot } from './lots.js';
export { seedWorkplans } from './seed.js';
export { WorkplanQuestionSchema } from './schemas.js';
