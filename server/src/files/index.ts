// What the files domain offers the others: they import it from here, never its inner files.
export { copyVerifiedFile } from './copy.js';
export { openFileStore } from './file-store.js';
export type { FileStore } from './file-store.js';
export { demoPart } from './geometry/demo-parts.js';
export { companyFiles, filesNamed, unverifiedFiles } from './order-files.js';
export { queueInThisThread, storeFile, storeVerifiedPart, textPdf } from './seed-files.js';
export { mediaLinks } from './signed-url.js';
export { requestPackingStop, startFacilityPacking } from './operations/service.js';
export { massDensityOf } from './operations/packing-operations.js';
export type { FileOperationQueue } from './operations/queue.js';
export type { CheckPlacement } from './operations/placement-check.js';
export type { ExportThreeMf } from './operations/three-mf-export.js';
