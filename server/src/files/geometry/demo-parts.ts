/**
 * The demo's part files: brackets, housings, clips, manifolds, gears, nozzles, plates with holes,
 * each made from the shapes in code at the size the seed names (its bounding box, in mm) and
 * chosen by its file name, so the part inventory, the viewer, build planning and the documents
 * show parts a plant makes rather than one cube under many names.
 */
import { calibrationCube, housing, manifold } from './demo-blocks.js';
import { gear, plate } from './demo-plates.js';
import { bracket, clip, finger, jaw, rail } from './demo-profiles.js';
import { nozzle, rod } from './demo-turned.js';
import type { Mesh } from './mesh.js';
import type { Vec3 } from './shapes.js';

/** The shapes the demo's part files are made as, by what their names say (the first that fits). */
const BY_NAME: [RegExp, (size: Vec3, name: string) => Mesh][] = [
  [/cube/, calibrationCube],
  [/gear|sprocket/, gear],
  [/nozzle/, nozzle],
  [/light_guide|pin|rod|shaft/, rod],
  [/coupon/, (size) => plate(size, 'dense grid')],
  [/sensor.*plate/, (size) => plate(size, 'sensor')],
  [/motor|cap|spacer|flange/, (size) => plate(size, 'flange')],
  [/plate|pad/, (size) => plate(size, 'grid')],
  [/manifold|block/, manifold],
  [/housing|enclosure|cover|case/, housing],
  [/finger/, (size, name) => finger(size, /right/.test(name))],
  [/jaw/, jaw],
  [/clip/, clip],
  [/rail|guide/, rail],
  [/bracket|mount|stand/, bracket],
];

/** A part for a file of this name, `size` (mm) its bounding box: by its name, else by its proportions. */
export function demoPart(fileName: string, size: Vec3): Mesh {
  const name = fileName.toLowerCase();
  const byName = BY_NAME.find(([pattern]) => pattern.test(name));
  if (byName) return byName[1](size, name);
  const sorted = [...size].sort((a, b) => a - b);
  if (sorted[0]! < sorted[1]! * 0.2) return plate(size);
  if (sorted[2]! > sorted[1]! * 4) return rail(size);
  return housing(size);
}
