// What the materials domain offers the others: they import it from here, never its inner files.
export { besideThePowder } from './beside-the-powder.js';
export { consumeForJob } from './job-material.js';
export { loadBatchIn } from './machine-service.js';
export { checkStartGate } from './start-gate.js';
export { seedMaterials } from './seed.js';
export { powderProposal } from './top-up.js';
