import type { Mesh } from '../geometry/index.js';
import type { TransformResult } from './mesh-measure.js';
import { minimumOrientation } from './minimum-orientation.js';
import { mirror } from './mirror.js';
import { reduce } from './reduce.js';
import { scale, scaleByPercent } from './scale.js';
import { section } from './section.js';
import { invalidOption } from './transform-error.js';
import { wallThickness } from './wall-thickness.js';

/** The file operations this folder carries out, by their names in the API. */
export const TRANSFORM_TYPES = [
  'SCALE',
  'SCALE_BY_PERCENT',
  'SOLID_MIRROR',
  'SOLID_SECTION',
  'TRIANGLE_REDUCTION',
  'MINIMUM_ORIENTATION',
  'WALL_THICKNESS',
] as const;
export type TransformType = (typeof TRANSFORM_TYPES)[number];

/** The end of the new file's name, for the operations that make one. */
export const OUTPUT_NAME_SUFFIX: Record<TransformType, string | undefined> = {
  SCALE: '_scaled',
  SCALE_BY_PERCENT: '_scaled',
  SOLID_MIRROR: '_mirrored',
  SOLID_SECTION: '_section',
  TRIANGLE_REDUCTION: '_reduced',
  MINIMUM_ORIENTATION: '_oriented',
  WALL_THICKNESS: undefined,
};

/**
 * Runs one transform on options straight from a request: every function checks its own options,
 * so `unknown` is safe here, and a wrong shape is a TransformError like any bad value.
 */
export async function runTransform(type: TransformType, mesh: Mesh, options: unknown): Promise<TransformResult> {
  if (options !== undefined && (typeof options !== 'object' || options === null || Array.isArray(options))) {
    throw invalidOption(`The options of ${type} must be an object`);
  }
  const given = (options ?? {}) as never;
  switch (type) {
    case 'SCALE':
      return scale(mesh, given);
    case 'SCALE_BY_PERCENT':
      return scaleByPercent(mesh, given);
    case 'SOLID_MIRROR':
      return mirror(mesh, given);
    case 'SOLID_SECTION':
      return section(mesh, given);
    case 'TRIANGLE_REDUCTION':
      return reduce(mesh, given);
    case 'MINIMUM_ORIENTATION':
      return minimumOrientation(mesh);
    case 'WALL_THICKNESS':
      return wallThickness(mesh, given);
    default:
      throw invalidOption(`${String(type)} is not a mesh transform`);
  }
}
