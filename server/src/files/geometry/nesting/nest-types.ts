/** What the nester is asked and what it answers. */
import type { Mesh } from '../mesh.js';
import type { Unplaced } from '../packing/pack-types.js';

export interface NestPart {
  /** How the part is named to the user (its file's name). */
  name: string;
  mesh: Mesh;
  quantity: number;
  /** 'free': quarter turns about z allowed; 'none': as the file lies. */
  rotation: 'free' | 'none';
}

export interface NestRequest {
  /** The build platform (mm) and the margin kept clear along each of its edges. */
  platform: { x: number; y: number; margin: number };
  /** The least distance between two parts' footprints (mm). */
  spacing: number;
  parts: readonly NestPart[];
  /** How long the nester may take; 10 s when not given. */
  seconds?: number;
}

export interface NestPlacement {
  /** Index into the request's parts. */
  part: number;
  /** Column-major 4×4: file coordinates → platform mm, origin at the platform's corner, z = 0 on the platform. */
  matrix: number[];
}

export interface NestResult {
  placements: NestPlacement[];
  unplaced: Unplaced[];
  /** The placed parts' footprint area ÷ the usable platform area, 0..1. */
  areaUsed: number;
  /** The tallest placed part (mm). */
  height: number;
}

/** What is not placed because the platform is full (or the time given ran out first). */
export const NO_ROOM = 'No room left on the platform';

/** A request the nester cannot take, said so at once and in the user's terms. */
export class NestRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NestRefusal';
  }
}
