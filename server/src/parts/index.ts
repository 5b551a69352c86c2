// What the parts domain offers the others: they import it from here, never its inner files.
export { forgetPartsAwarded, recordPartsAwarded } from './awards.js';
export { recordPartsOrdered } from './ordered.js';
export { findPart } from './queries.js';
export { isPartFile, requirePart, revisionOfNewFile } from './revisions.js';
