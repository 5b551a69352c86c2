import { createHash } from 'node:crypto';
import { demoPart } from './demo-parts.js';
import { gear } from './demo-plates.js';
import type { Mesh } from './mesh.js';
import { circle, gearOutline, prism, revolve, roundedRectangle, tray, type Vec2, type Vec3 } from './shapes.js';
import { signedArea } from './solid-builder.js';
import { writeBinaryStl } from './stl.js';
import { verify } from './verify.js';

/** The area of a polygon (either way round). */
const area = (ring: readonly Vec2[]) => Math.abs(signedArea(ring)) / 2;

/** What VERIFY finds wrong with the mesh, or nothing: a closed solid facing out, needing no repair. */
function soundness(mesh: Mesh) {
  const report = verify(mesh);
  return {
    closedManifold: report.closedManifold,
    fileNeedsRepair: report.fileNeedsRepair,
    degenerateFacets: report.degenerateFacets,
    openEdges: report.openEdges,
    backwardsEdges: report.backwardsEdges,
    nonManifoldEdges: report.nonManifoldEdges,
    insideOut: report.insideOut,
  };
}
const SOUND = {
  closedManifold: true,
  fileNeedsRepair: false,
  degenerateFacets: 0,
  openEdges: 0,
  backwardsEdges: 0,
  nonManifoldEdges: 0,
  insideOut: false,
};

/** The volume VERIFY measures, as a share of `expected`: the corners are 32-bit floats, so within a millionth. */
const volumeShare = (mesh: Mesh, expected: number) => verify(mesh).volume / expected;

const sizeOf = (mesh: Mesh) => {
  const { min, max } = verify(mesh).boundingBox;
  return max.map((high, axis) => high - min[axis]!);
};

describe('shapes', () => {
  it('extrude a plate with round holes to a sound solid of the volume its outline and holes enclose', () => {
    const outline: Vec2[] = [
      [0, 0],
      [40, 0],
      [40, 30],
      [0, 30],
    ];
    const holes = [circle([12, 15], 6, 96), circle([30, 15], 4, 64)];
    const mesh = prism({ outline, holes, length: 8 }).mesh();
    expect(soundness(mesh)).toEqual(SOUND);
    const polygons = 8 * (40 * 30 - area(holes[0]!) - area(holes[1]!));
    expect(volumeShare(mesh, polygons)).toBeCloseTo(1, 6);
    // Within a thousandth of the plate with truly round holes.
    expect(volumeShare(mesh, 8 * (40 * 30 - Math.PI * (36 + 16)))).toBeCloseTo(1, 3);
  });

  it('drill bores across a prism, through pairs of its parallel side walls, each along its own axis', () => {
    const outline: Vec2[] = [
      [0, 0],
      [30, 0],
      [30, 20],
      [0, 20],
    ];
    const mesh = prism({
      outline,
      length: 25,
      holes: [circle([8, 16], 3, 48)],
      bores: [
        { from: 0, to: 2, at: 20, along: 8, radius: 4, segments: 64 },
        { from: 3, to: 1, at: 10, along: 18, radius: 2.5, segments: 64 },
      ],
    }).mesh();
    expect(soundness(mesh)).toEqual(SOUND);
    const bore = (radius: number, segments: number) => area(circle([0, 0], radius, segments));
    expect(volumeShare(mesh, 30 * 20 * 25 - 25 * bore(3, 48) - 20 * bore(4, 64) - 30 * bore(2.5, 64))).toBeCloseTo(1, 6);
  });

  it('refuse a bore that does not fit between its walls, and an outline with bores wound the other way', () => {
    const outline: Vec2[] = [
      [0, 0],
      [30, 0],
      [30, 20],
      [0, 20],
    ];
    const bore = { from: 0, to: 2, at: 2, along: 8, radius: 4, segments: 16 };
    expect(() => prism({ outline, length: 10, bores: [bore] })).toThrow('A bore from edge 0 to edge 2 does not fit between them');
    expect(() => prism({ outline, length: 10, bores: [{ ...bore, to: 1 }] })).toThrow('does not fit');
    expect(() => prism({ outline: [...outline].reverse(), length: 10, bores: [{ ...bore, at: 15 }] })).toThrow(
      'An outline with bores must run counter-clockwise',
    );
  });

  it('revolve a tube and a domed pin to sound solids, the tube of its exact volume', () => {
    const tube = revolve(
      [
        [6, 0],
        [10, 0],
        [10, 30],
        [6, 30],
      ],
      128,
    ).mesh();
    expect(soundness(tube)).toEqual(SOUND);
    const ring = area(circle([0, 0], 10, 128)) - area(circle([0, 0], 6, 128));
    expect(volumeShare(tube, 30 * ring)).toBeCloseTo(1, 6);
    expect(volumeShare(tube, 30 * Math.PI * (100 - 36))).toBeCloseTo(1, 3);

    // Corners on the axis are poles: a fan of facets, no facet of no area.
    const pin = revolve(
      [
        [0, 0],
        [5, 0],
        [5, 20],
        [0, 24],
      ],
      64,
      'x',
    ).mesh();
    expect(soundness(pin)).toEqual(SOUND);
    expect(sizeOf(pin)[0]).toBeCloseTo(24, 5);
  });

  it('cut a tray’s pocket and floor holes to a sound solid of the volume left', () => {
    const outline = roundedRectangle([0, 0], 60, 40, 6, 12);
    const pocket = roundedRectangle([2, 2], 56, 36, 4, 12);
    const holes = [circle([15, 20], 2, 32), circle([45, 20], 2, 32)];
    const mesh = tray({ outline, pocket, height: 20, depth: 17, holes }).mesh();
    expect(soundness(mesh)).toEqual(SOUND);
    expect(volumeShare(mesh, 20 * area(outline) - 17 * area(pocket) - 3 * 2 * area(holes[0]!))).toBeCloseTo(1, 6);
  });

  it('draw a gear’s teeth between its root and tip circles, one tooth per pitch', () => {
    const outline = gearOutline(24, 2);
    const radii = outline.map(([x, y]) => Math.hypot(x, y));
    expect(Math.max(...radii)).toBeCloseTo(26, 6); // the tip circle: pitch radius 24 plus a module
    expect(Math.min(...radii)).toBeCloseTo(21.5, 6); // the root circle: 1.25 modules inside
    // Going round once, the outline reaches the tip circle on each of the 24 teeth.
    const tips = outline.filter(([x, y]) => Math.hypot(x, y) > 25.99);
    const teeth = new Set(tips.map(([x, y]) => Math.round((Math.atan2(y, x) / (2 * Math.PI)) * 24 + 24) % 24));
    expect(teeth.size).toBe(24);
    expect(soundness(gear([52, 52, 8]))).toEqual(SOUND);
  });
});

/** The demo's part files as the seeds name and size them, and one of each other shape. */
const DEMO_FILES: [string, Vec3][] = [
  ['gripper_finger_left.stl', [64, 18, 12]],
  ['gripper_finger_right.stl', [64, 18, 12]],
  ['drone_arm_housing.stl', [180, 42, 36]],
  ['motor_mount.stl', [48, 48, 14]],
  ['sensor_bracket.stl', [40, 30, 22]],
  ['heat_exchanger_coupon.stl', [50, 50, 10]],
  ['display_stand.stl', [120, 90, 160]],
  ['hand_cover_palm.stl', [95, 80, 30]],
  ['camera_mount.stl', [60, 45, 35]],
  ['gripper_pad.stl', [30, 20, 4]],
  ['guide_rail.stl', [300, 30, 20]],
  ['fixture_spacer.stl', [40, 40, 8]],
  ['fixture_plate.stl', [120, 80, 10]],
  ['clamp_jaw.stl', [60, 20, 20]],
  ['mount_bracket.stl', [50, 30, 5]],
  ['calibration_cube.stl', [20, 20, 20]],
  ['hydraulic_manifold_ti64.stl', [80, 60, 60]],
  ['manifold_cap_ti64.stl', [60, 60, 12]],
  ['enclosure_top.stl', [150, 100, 25]],
  ['enclosure_bottom.stl', [150, 100, 40]],
  ['cable_clip.stl', [25, 12, 8]],
  ['light_guide.stl', [70, 12, 12]],
  ['coolant_nozzle.stl', [30, 30, 45]],
  ['trade_show_model.stl', [100, 80, 60]],
  ['cable_guide_clip.stl', [24, 12, 8]],
  ['sensor_mounting_plate.stl', [60, 40, 5]],
  ['spur_gear.stl', [40, 40, 8]],
];

describe('the demo’s parts', () => {
  it.each(DEMO_FILES)('%s is a sound solid of thousands of facets, exactly the size asked', (name, size) => {
    const mesh = demoPart(name, size);
    expect(soundness(mesh)).toEqual(SOUND);
    const report = verify(mesh);
    expect(report.shells).toBe(1);
    expect(report.facets).toBeGreaterThanOrEqual(2_000);
    // What the inventory shows as its dimensions: the box's sides, to the float the file holds.
    expect(sizeOf(mesh)).toEqual([...size]);
    // Holes and pockets take from the box, never add to it.
    expect(report.volume).toBeLessThan(size[0] * size[1] * size[2]);
  });

  it('are all different files, the left and right fingers too', () => {
    const hashes = DEMO_FILES.map(([name, size]) =>
      createHash('sha256')
        .update(writeBinaryStl(demoPart(name, size)))
        .digest('hex'),
    );
    expect(new Set(hashes).size).toBe(DEMO_FILES.length);
  });
});
