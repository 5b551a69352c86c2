/**
 * The mesh transforms' public surface, for the file-operation worker (see README.md). Each takes a
 * Mesh and its options and returns { mesh?, report }; bad options and unsuitable parts throw a
 * TransformError whose message is for the user.
 */
export { type TransformReport, type TransformResult, type Vector3 } from './mesh-measure.js';
export { TransformError, type TransformErrorCode } from './transform-error.js';
export { type ScaleByPercentOptions, type ScaleOptions, scale, scaleByPercent } from './scale.js';
export { type Axis, type MirrorOptions, mirror } from './mirror.js';
export { type SectionOptions, section } from './section.js';
export { type ReduceOptions, reduce } from './reduce.js';
export { minimumOrientation } from './minimum-orientation.js';
export { type WallThicknessOptions, wallThickness } from './wall-thickness.js';
export { OUTPUT_NAME_SUFFIX, TRANSFORM_TYPES, type TransformOptions, type TransformType, runTransform } from './run-transform.js';
