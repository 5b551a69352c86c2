/**
 * What the packer learns of a part's mesh, kept while the mesh is: whether it is a closed solid,
 * its volume and box, and its voxel shapes per voxel size, spacing and freedom. A re-pack of the
 * same parts (a planner moves one instance and packs the rest around it) starts from them.
 */
import { measure } from '../measure.js';
import type { Mesh } from '../mesh.js';
import { verify } from '../verify.js';
import type { OrientedShape } from './oriented-shape.js';

interface Known {
  closed?: boolean;
  measured?: ReturnType<typeof measure>;
  shapes: Map<string, OrientedShape[]>;
}

const known = new WeakMap<Mesh, Known>();

function of(mesh: Mesh): Known {
  let entry = known.get(mesh);
  if (!entry) {
    entry = { shapes: new Map() };
    known.set(mesh, entry);
  }
  return entry;
}

export const isClosedSolid = (mesh: Mesh): boolean => (of(mesh).closed ??= verify(mesh).closedManifold);

export const measured = (mesh: Mesh): ReturnType<typeof measure> => (of(mesh).measured ??= measure(mesh));

export function shapesOf(mesh: Mesh, key: string, make: () => OrientedShape[]): OrientedShape[] {
  const shapes = of(mesh).shapes;
  let found = shapes.get(key);
  if (!found) {
    found = make();
    shapes.set(key, found);
  }
  return found;
}
