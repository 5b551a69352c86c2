// What the builds domain offers the others: they import it from here, never its inner files.
export { claimBuild } from './changes.js';
export { bookedHours, estimateOf, type PackingAnswer } from './estimate.js';
export { proposeGroupNesting } from './group-nesting.js';
export { partsToMakeAgain } from './group-nesting-queries.js';
export { materialOf } from './material.js';
export { partsAsJobs, type PartsJob } from './parts-as-jobs.js';
export type { BuildScope } from './parts.js';
export { buildParts, buildsToSchedule, findBuild } from './queries.js';
export { buildScopeOf } from './scope.js';
export { createBuild, packBuild } from './service.js';
export { buildView } from './view.js';
export { BuildJobInputSchema, BuildSchema, PlanningViewSchema } from './schemas.js';
