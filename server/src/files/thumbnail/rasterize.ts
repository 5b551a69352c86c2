import type { Mesh } from '../geometry/index.js';
import type { View } from './view.js';

/** One depth and one brightness per sample; a sample no facet reached keeps depth −Infinity. */
export interface Samples {
  width: number;
  height: number;
  depth: Float32Array;
  /** 0–255: how much light the nearest facet at the sample receives. */
  shade: Uint8Array;
}

// One light from above the camera's left shoulder, fixed to the view: a box's top, front and right
// faces get three distinct shades (a light from the camera itself would give them one).
const LIGHT = (() => {
  const [x, y, z] = [0.4, -0.75, 1];
  const length = Math.hypot(x, y, z);
  return [x / length, y / length, z / length] as const;
})();
const AMBIENT = 0.25;

/**
 * Draws every facet into a z-buffer with flat Lambert shading. Facets are drawn from both sides
 * (a facet seen from behind is lit as if it faced the camera), so an open or inside-out part
 * still looks solid. A facet that covers no sample centre is skipped before any other work: on a
 * million-facet part most are that small, and the facet that holds each centre draws it.
 */
export function rasterize(mesh: Mesh, view: View, width: number, height: number): Samples {
  const samples: Samples = {
    width,
    height,
    depth: new Float32Array(width * height).fill(-Infinity),
    shade: new Uint8Array(width * height),
  };
  const v = mesh.vertices;
  // Scratch space reused for every facet, so the loop allocates nothing.
  const screen = new Float64Array(9);
  const box = new Int32Array(4);
  for (let f = 0, end = mesh.facetCount * 9; f < end; f += 9) {
    project(view, v, f, screen);
    if (!sampleBox(screen, width, height, box)) continue;
    const brightness = shade(v, f, view.toward);
    if (brightness >= 0) fill(samples, screen, box, brightness);
  }
  return samples;
}

/** The facet's three corners as screen x, y and depth, into `screen`. */
function project(view: View, v: Float32Array, f: number, screen: Float64Array): void {
  const { right, up, toward, scale, originX, originY } = view;
  for (let corner = 0; corner < 9; corner += 3) {
    const x = v[f + corner]!;
    const y = v[f + corner + 1]!;
    const z = v[f + corner + 2]!;
    screen[corner] = originX + scale * (x * right[0] + y * right[1] + z * right[2]);
    screen[corner + 1] = originY - scale * (x * up[0] + y * up[1] + z * up[2]);
    screen[corner + 2] = x * toward[0] + y * toward[1] + z * toward[2];
  }
}

/** The samples whose centres (integer + 0.5) the triangle's bounds hold, into `box`; false when there are none. */
function sampleBox(screen: Float64Array, width: number, height: number, box: Int32Array): boolean {
  const x0 = screen[0]!, x1 = screen[3]!, x2 = screen[6]!; // prettier-ignore
  box[0] = Math.max(0, Math.ceil(Math.min(x0, x1, x2) - 0.5));
  box[1] = Math.min(width - 1, Math.floor(Math.max(x0, x1, x2) - 0.5));
  if (box[0] > box[1]) return false;
  const y0 = screen[1]!, y1 = screen[4]!, y2 = screen[7]!; // prettier-ignore
  box[2] = Math.max(0, Math.ceil(Math.min(y0, y1, y2) - 0.5));
  box[3] = Math.min(height - 1, Math.floor(Math.max(y0, y1, y2) - 0.5));
  return box[2] <= box[3];
}

/** 0–255 by Lambert's law from the winding's normal (not the file's, which may be zero or wrong); −1 for a facet without area. */
function shade(v: Float32Array, f: number, toward: View['toward']): number {
  const ex = v[f + 3]! - v[f]!, ey = v[f + 4]! - v[f + 1]!, ez = v[f + 5]! - v[f + 2]!; // prettier-ignore
  const fx = v[f + 6]! - v[f]!, fy = v[f + 7]! - v[f + 1]!, fz = v[f + 8]! - v[f + 2]!; // prettier-ignore
  const nx = ey * fz - ez * fy;
  const ny = ez * fx - ex * fz;
  const nz = ex * fy - ey * fx;
  const length = Math.sqrt(nx * nx + ny * ny + nz * nz);
  if (length === 0) return -1;
  const facing = nx * toward[0] + ny * toward[1] + nz * toward[2] >= 0 ? 1 : -1;
  const lambert = Math.max(0, (facing * (nx * LIGHT[0] + ny * LIGHT[1] + nz * LIGHT[2])) / length);
  return Math.round(255 * (AMBIENT + (1 - AMBIENT) * lambert));
}

/** Writes the triangle's samples that are nearer than what is there (edge functions, stepped per sample). */
function fill({ width, depth, shade }: Samples, screen: Float64Array, box: Int32Array, brightness: number): void {
  const x0 = screen[0]!, y0 = screen[1]!, z0 = screen[2]!; // prettier-ignore
  const x1 = screen[3]!, y1 = screen[4]!, z1 = screen[5]!; // prettier-ignore
  const x2 = screen[6]!, y2 = screen[7]!, z2 = screen[8]!; // prettier-ignore
  const area = (x1 - x0) * (y2 - y0) - (y1 - y0) * (x2 - x0);
  if (area === 0) return;
  // Each edge function is ≥ 0 inside one edge for either winding once multiplied by the area's sign; the three sum to |area|.
  const sign = area > 0 ? 1 : -1;
  const inverseArea = 1 / (sign * area);
  const minX = box[0]!, maxX = box[1]!, minY = box[2]!, maxY = box[3]!; // prettier-ignore
  const stepX0 = sign * (y1 - y2), stepX1 = sign * (y2 - y0), stepX2 = sign * (y0 - y1); // prettier-ignore
  const stepY0 = sign * (x2 - x1), stepY1 = sign * (x0 - x2), stepY2 = sign * (x1 - x0); // prettier-ignore
  const px = minX + 0.5;
  const py = minY + 0.5;
  let row0 = stepY0 * (py - y1) + stepX0 * (px - x1);
  let row1 = stepY1 * (py - y2) + stepX1 * (px - x2);
  let row2 = stepY2 * (py - y0) + stepX2 * (px - x0);
  for (let y = minY; y <= maxY; y++) {
    let w0 = row0, w1 = row1, w2 = row2; // prettier-ignore
    for (let x = minX, index = y * width + minX; x <= maxX; x++, index++) {
      if (w0 >= 0 && w1 >= 0 && w2 >= 0) {
        const z = (w0 * z0 + w1 * z1 + w2 * z2) * inverseArea;
        if (z > depth[index]!) {
          depth[index] = z;
          shade[index] = brightness;
        }
      }
      w0 += stepX0;
      w1 += stepX1;
      w2 += stepX2;
    }
    row0 += stepY0;
    row1 += stepY1;
    row2 += stepY2;
  }
}

/** Whether any facet has an area: a mesh without one has no surface to draw. */
export function hasArea(mesh: Mesh): boolean {
  const v = mesh.vertices;
  for (let f = 0, end = mesh.facetCount * 9; f < end; f += 9) if (shade(v, f, [0, 0, 1]) >= 0) return true;
  return false;
}
