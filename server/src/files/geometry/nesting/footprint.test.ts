import { createMesh, type Mesh } from '../mesh.js';
import { circle, prism, revolve, roundedRectangle, type Vec2 } from '../shapes.js';
import { signedArea } from '../solid-builder.js';
import { footprintOf } from './footprint.js';
import { ring } from './test-parts.js';

/** The area of a regular polygon of `corners` corners at `radius`, as the meshes draw circles. */
const polygonArea = (radius: number, corners: number) => (corners / 2) * radius * radius * Math.sin((2 * Math.PI) / corners);

/** Within a ten-thousandth: coordinates are 32-bit floats, footprints rounded to micrometres. */
const expectNear = (actual: number, expected: number) => expect(Math.abs(actual / expected - 1)).toBeLessThan(1e-4);

const areasOf = (mesh: Mesh) =>
  footprintOf(mesh).paths.map((path) => signedArea(path.map(({ x, y }) => [x / 1000, y / 1000] as Vec2)) / 2);

/** The mesh with only the facets `keep` keeps, each as `wind` winds it. */
function remade(mesh: Mesh, keep: (facet: number) => boolean, wind: (facet: number) => boolean): Mesh {
  const facets = Array.from({ length: mesh.facetCount }, (_, f) => f).filter(keep);
  const copy = createMesh(facets.length);
  facets.forEach((f, i) => {
    const corners = wind(f) ? [0, 1, 2] : [0, 2, 1];
    corners.forEach((c, k) => copy.vertices.set(mesh.vertices.subarray(f * 9 + c * 3, f * 9 + c * 3 + 3), i * 9 + k * 3));
  });
  return copy;
}

describe('a footprint', () => {
  it('is a plate’s outline less its holes', () => {
    const outline = roundedRectangle([0, 0], 80, 50, 6, 16);
    const holes = [circle([20, 25], 6, 48), circle([60, 25], 9, 64)];
    const footprint = footprintOf(prism({ outline, holes, length: 5 }).mesh());
    const expected = Math.abs(signedArea(outline)) / 2 - holes.reduce((sum, hole) => sum + Math.abs(signedArea(hole)) / 2, 0);
    expect(footprint.paths).toHaveLength(3);
    expectNear(footprint.area, expected);
  });

  it('is an annulus, an outline round a hole, for a ring standing on its end', () => {
    const areas = areasOf(ring(45, 33, 8, 96));
    expect(areas).toHaveLength(2);
    expectNear(Math.max(...areas), polygonArea(45, 96));
    expectNear(Math.min(...areas), -polygonArea(33, 96));
  });

  it('is the widest part’s shadow, wherever it is: the cap of a mushroom, the length by the height of an L lying on its side', () => {
    const mushroom = revolve(
      [
        [0, 0],
        [5, 0],
        [5, 10],
        [20, 10],
        [20, 15],
        [0, 15],
      ],
      64,
    ).mesh();
    expectNear(footprintOf(mushroom).area, polygonArea(20, 64));
    const lying = prism({
      outline: [
        [0, 0],
        [40, 0],
        [40, 8],
        [8, 8],
        [8, 30],
        [0, 30],
      ],
      length: 70,
      axis: 'x',
    }).mesh();
    // Across the x axis the outline's (u, v) are (y, z): the L spans 40 mm of y.
    expect(footprintOf(lying).paths).toHaveLength(1);
    expectNear(footprintOf(lying).area, 70 * 40);
  });

  it('is the same whichever way the facets are wound, and with the facets facing down left out', () => {
    const plate = prism({ outline: roundedRectangle([0, 0], 60, 40, 5, 16), holes: [circle([30, 20], 8, 48)], length: 4 }).mesh();
    const expected = footprintOf(plate).area;
    const mixed = remade(
      plate,
      () => true,
      (facet) => facet % 2 === 0,
    );
    const open = remade(
      plate,
      (facet) => plate.normals[facet * 3 + 2]! >= 0,
      () => true,
    );
    expect(footprintOf(mixed).area).toBeCloseTo(expected, 9);
    expect(footprintOf(open).area).toBeCloseTo(expected, 9);
    expect(footprintOf(open).paths).toHaveLength(2);
  });
});
