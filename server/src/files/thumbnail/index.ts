/** ANALYZE's public surface, for the geometry worker (see README.md). */
export { type AnalyzeErrorCode, AnalyzeError } from './analyze-error.js';
export { type Analysis, type AnalyzeReport, analyze } from './analyze.js';
export { type ThumbnailOptions, renderThumbnail } from './render-thumbnail.js';
