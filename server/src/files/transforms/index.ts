/**
 * The mesh transforms' public surface, for the file-operation worker (see README.md). Each takes a
 * Mesh and its options and returns { mesh?, report }; bad options and unsuitable parts throw a
 * TransformError whose message is for the user.
 */
export { type TransformResult } from './mesh-measure.js';
export { TransformError } from './transform-error.js';
export { scale, scaleByPercent } from './scale.js';
export { mirror } from './mirror.js';
export { section } from './section.js';
export { reduce } from './reduce.js';
export { minimumOrientation } from './minimum-orientation.js';
export { wallThickness } from './wall-thickness.js';
export { OUTPUT_NAME_SUFFIX, TRANSFORM_TYPES, type TransformType, runTransform } from './run-transform.js';
