// What the catalog domain offers the others: they import it from here, never its inner files.
export { knownMaterials, knownProcesses, usedProcessesAndMaterials } from './queries.js';
export { checkOwnMachines } from './own-machines.js';
export { seedCatalog } from './seed.js';
export { checkPriorityLabel } from './service.js';
export { CATALOG_EDITOR } from './route-rules.js';
