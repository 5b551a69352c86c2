/**
 * The parts the packer is measured on: the demo's kinds of part at the sizes a plant makes them,
 * shapes of the geometry corpus, and real-world mechanical parts, with quantities that more than
 * fill an HP Multi Jet Fusion 5200's build volume.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sphere } from '../files/geometry/corpus.js';
import { demoPart } from '../files/geometry/demo-parts.js';
import type { PackPart } from '../files/geometry/packing/pack-types.js';
import { readStl } from '../files/geometry/stl.js';

/** HP Jet Fusion 5200: 380 × 284 × 380 mm, with 5 mm kept clear at every wall. */
export const MJF_5200 = { size: [380, 284, 380] as const, margins: { low: [5, 5, 5] as const, high: [5, 5, 5] as const } };
export const SPACING = 3;

const DEMO: [string, [number, number, number], number][] = [
  ['angle_bracket.stl', [80, 60, 60], 24],
  ['flat_mount.stl', [120, 90, 8], 20],
  ['sensor_housing.stl', [110, 80, 45], 20],
  ['battery_cover.stl', [140, 90, 25], 16],
  ['spur_gear.stl', [70, 70, 15], 28],
  ['sprocket.stl', [110, 110, 12], 16],
  ['grid_plate.stl', [150, 100, 6], 16],
  ['motor_flange.stl', [90, 90, 10], 20],
  ['cable_clip.stl', [40, 20, 18], 40],
  ['spray_nozzle.stl', [30, 30, 70], 24],
  ['guide_rod.stl', [12, 12, 200], 16],
  ['valve_manifold.stl', [90, 60, 50], 16],
  ['gripper_jaw.stl', [70, 30, 40], 24],
  ['gripper_finger_left.stl', [90, 25, 30], 20],
  ['linear_rail.stl', [250, 25, 20], 12],
  ['calibration_cube.stl', [20, 20, 20], 20],
  ['sensor_plate.stl', [100, 70, 5], 16],
  ['test_coupon.stl', [60, 20, 4], 24],
  ['end_cap.stl', [50, 50, 20], 20],
  ['electronics_enclosure.stl', [160, 110, 60], 12],
];

/** Files of test-files/mechanical-parts (see its README for where each comes from). */
const MECHANICAL: [string, number][] = [
  ['spur-gear-40-teeth-keyway.stl', 12],
  ['jaw-shaft-coupling.stl', 8],
  ['nema17-stepper-motor.stl', 6],
  ['servo-mount-plate.stl', 6],
  ['vent-grille.stl', 4],
  ['spur-gear-10-teeth.stl', 20],
  ['phone-dock-housing.stl', 6],
  ['s-hooks.stl', 10],
  ['fan-impeller.stl', 12],
  ['cross-bored-block.stl', 10],
];

const MECHANICAL_FOLDER = fileURLToPath(new URL('../../test-files/mechanical-parts/', import.meta.url));

export function packingSet(): PackPart[] {
  const demo = DEMO.map(([name, size, quantity]) => ({ name, mesh: demoPart(name, size), quantity, rotation: 'free' as const }));
  const ball = { name: 'sphere.stl', mesh: sphere(64, 33, 30), quantity: 20, rotation: 'free' as const };
  const mechanical = MECHANICAL.map(([name, quantity]) => ({
    name,
    mesh: readStl(new Uint8Array(readFileSync(`${MECHANICAL_FOLDER}${name}`))),
    quantity,
    rotation: 'free' as const,
  }));
  return [...demo, ball, ...mechanical];
}
