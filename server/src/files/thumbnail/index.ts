/** ANALYZE's public surface, for the geometry worker (see README.md). */
export { AnalyzeError } from './analyze-error.js';
export { analyze } from './analyze.js';
export { renderThumbnail } from './render-thumbnail.js';
