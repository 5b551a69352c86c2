/** What the packer is asked and what it answers. */
import type { UnplacedCode } from 'shared/contracts';
import type { Mesh } from '../mesh.js';
import type { Volume } from './exact-check.js';
import type { RotationFreedom } from './orientations.js';

/** Most parts: as many of the instances as fit, the small first. Lowest height and density: all of them, as low or as dense as they go. */
export type PackObjective = 'MOST_PARTS' | 'LOWEST_HEIGHT' | 'DENSITY';

export interface PackPart {
  /** How the part is named to the user (its file's name). */
  name: string;
  mesh: Mesh;
  quantity: number;
  rotation: RotationFreedom;
}

/** An instance put in place by hand, which the packer keeps where it is and packs the rest around. */
export interface PinnedInstance {
  part: number;
  /** Column-major 4×4, as in a placement. */
  matrix: readonly number[];
}

export interface PackRequest {
  volume: Volume;
  /** The least distance between two parts' surfaces (mm). */
  spacing: number;
  parts: readonly PackPart[];
  objective: PackObjective;
  /** How long the packer may take, the first packing included: what is not placed by then is named as such. */
  seconds: number;
  /** At most this many complete packings tried (the first and changed orders); by default as many as the time allows. */
  attempts?: number;
  pinned?: readonly PinnedInstance[];
  /** The voxel edge (mm); by default chosen from the volume's size. */
  voxelSize?: number;
  /** The same request and seed give the same packing. */
  seed?: number;
}

export interface PackProgress {
  placed: number;
  total: number;
  /** The best packing's density so far (parts' volume ÷ the volume up to its height). */
  density: number;
}

export interface PackHooks {
  onProgress?: (progress: PackProgress) => void;
  /** Asked between instances: the packer stops and answers what it has. */
  cancelled?: () => boolean;
}

/** An instance left out, and why: as a code a page words in its reader's language, and in English. */
export interface Unplaced {
  part: number;
  code: UnplacedCode;
  reason: string;
}

interface Placement {
  part: number;
  matrix: number[];
  pinned: boolean;
}

export interface PackResult {
  placements: Placement[];
  unplaced: Unplaced[];
  /** The highest point of any part above the build's floor (mm). */
  height: number;
  /** The placed parts' volume (mm³): what a print time and a mass are estimated from. */
  partsVolume: number;
  /** The parts' volume ÷ the build's cross-section times the height. */
  density: number;
  /** Pairs of placements (indices) that could not be taken apart: none in a packing the packer made around no pinned part. */
  interlocked: [number, number][];
  voxelSize: number;
  /** How many complete packings were tried in the time given. */
  attempts: number;
}

/** A request the packer cannot take, said so at once and in the user's terms. */
export class PackRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PackRefusal';
  }
}
