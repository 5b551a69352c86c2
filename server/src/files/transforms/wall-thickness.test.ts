import { cube, mediumSphere } from '../geometry/corpus.js';
import { wallThickness } from './wall-thickness.js';
import { box, hollowBox, torus } from './test-meshes.js';

describe('wallThickness', () => {
  it('finds the 2 mm walls of a hollow 20 mm box, and where they are', () => {
    const { mesh, report } = wallThickness(hollowBox(20, 2));
    expect(mesh).toBeUndefined();
    expect(report.minThickness).toBeCloseTo(2, 5);
    const [x, y, z] = report.minThicknessPoint as number[];
    // On the outer skin or the cavity's: either way 2 mm from the other.
    const onOuter = [x, y, z].some((c) => Math.abs(c!) < 1e-4 || Math.abs(c! - 20) < 1e-4);
    const onInner = [x, y, z].some((c) => Math.abs(c! - 2) < 1e-4 || Math.abs(c! - 18) < 1e-4);
    expect(onOuter || onInner).toBe(true);
    expect(report.measured).toBe(report.samples);
    expect((report.histogramCounts as number[]).reduce((a, b) => a + b)).toBe(report.measured);
  });

  it('measures a 3 mm plate as 3 mm thick', () => {
    const { report } = wallThickness(box(40, 30, 3), { samples: 2000 });
    expect(report.minThickness).toBeCloseTo(3, 5);
    expect(report.maxThickness).toBeCloseTo(40, 5);
  });

  it('measures a ring’s tube of radius 6 as about 12 mm across, its thinnest spot on the tube', () => {
    const { report } = wallThickness(torus(20, 6), { samples: 5000 });
    // Faceted: the chord across a 24-sided tube is a little under its diameter.
    expect(report.minThickness as number).toBeGreaterThan(11.5);
    expect(report.minThickness as number).toBeLessThanOrEqual(12);
    const [x, y] = report.minThicknessPoint as number[];
    expect(Math.hypot(x!, y!)).toBeGreaterThan(13.5);
  });

  it('measures a solid sphere of radius 50 at most its diameter', () => {
    const { report } = wallThickness(mediumSphere(), { samples: 5000 });
    expect(report.maxThickness as number).toBeLessThanOrEqual(100.01);
    expect(report.maxThickness as number).toBeGreaterThan(99);
    expect(report.measured).toBe(5000);
  });

  it('refuses a sample count that is not a whole number from 1, and an open part', () => {
    expect(() => wallThickness(cube(), { samples: 0 })).toThrow(
      'The number of samples must be a whole number from 1 to 2,000,000',
    );
    const open = cube();
    open.facetCount = 10;
    expect(() => wallThickness(open)).toThrow(
      'WALL_THICKNESS needs a closed solid, and this part has holes or flipped facets: repair the file first',
    );
  });
});
