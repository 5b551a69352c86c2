/**
 * A packed build's instances gathered by file, as the scene draws them: one instanced mesh a
 * file, with each instance's matrix and colour. Plain data, tested without WebGL.
 */
import { fadedColour, groupColour } from './group-colours';

export interface BuildInstance {
  fileId: number;
  /** Column-major 4×4: the file's own coordinates to mm in the build volume. */
  matrix: number[];
  group: number;
}

export interface FileInstances {
  fileId: number;
  /** 16 numbers an instance, column-major, as three's InstancedMesh keeps them. */
  matrices: Float32Array;
  /** One CSS hex colour an instance. */
  colours: string[];
}

/**
 * The instances by file, files in the order they first appear. Each instance takes its group's
 * colour; while some are highlighted, the others are faded so the highlighted ones stand out.
 */
export function instancesByFile(instances: readonly BuildInstance[], highlighted: readonly number[] = []): FileInstances[] {
  const marked = new Set(highlighted);
  const byFile = new Map<number, { matrices: number[]; colours: string[] }>();
  instances.forEach(({ fileId, matrix, group }, index) => {
    let file = byFile.get(fileId);
    if (!file) byFile.set(fileId, (file = { matrices: [], colours: [] }));
    file.matrices.push(...matrix);
    const colour = groupColour(group);
    file.colours.push(marked.size === 0 || marked.has(index) ? colour : fadedColour(colour));
  });
  return [...byFile].map(([fileId, { matrices, colours }]) => ({ fileId, matrices: Float32Array.from(matrices), colours }));
}
