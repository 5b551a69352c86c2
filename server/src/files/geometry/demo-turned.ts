/** The demo's turned parts: solids of revolution (a nozzle, a pin). */
import { TURNED } from './demo-detail.js';
import type { Mesh } from './mesh.js';
import { arc, revolve, type Vec2, type Vec3 } from './shapes.js';

/** A coolant nozzle, turned: a flange, a threaded shank, a cone to the tip, a bore all through. */
export function nozzle(size: Vec3): Mesh {
  const radius = Math.min(size[0], size[1]) / 2;
  const height = size[2];
  const shank = radius * 0.62;
  const thread = radius * 0.07;
  const flange = height * 0.12;
  const threadEnd = height * 0.5;
  const pitch = (threadEnd - flange) / 6;
  const threads = Array.from({ length: 5 }, (_, k) => {
    const start = flange + pitch * (k + 0.5);
    return [
      [shank, start],
      [shank - thread, start + pitch / 2],
    ] as const;
  }).flat();
  const profile: Vec2[] = [
    [radius * 0.18, 0],
    [radius, 0],
    [radius, flange],
    [shank, flange],
    ...threads,
    [shank, threadEnd],
    [radius * 0.28, height * 0.92],
    [radius * 0.28, height],
    [radius * 0.18, height],
  ];
  return revolve(profile, TURNED).mesh(size);
}

/** A light guide or pin, turned along its longest side: a collar, a shaft, a domed end. */
export function rod(size: Vec3): Mesh {
  const longest = size.indexOf(Math.max(...size));
  const axis = (['x', 'y', 'z'] as const)[longest]!;
  const length = size[longest]!;
  const radius = Math.min(...size.filter((_, i) => i !== longest)) / 2;
  const shaft = radius * 0.72;
  const dome = arc([0, length - shaft], shaft, 0, Math.PI / 2, 16).slice(0, -1);
  const profile: Vec2[] = [[0, 0], [radius, 0], [radius, length * 0.06], [shaft, length * 0.06], ...dome, [0, length]];
  return revolve(profile, TURNED, axis).mesh(size);
}
