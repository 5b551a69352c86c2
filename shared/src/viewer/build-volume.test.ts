import { boxEdges, gridStep, plateGrid, usableBox } from './build-volume';

/** The segments of a LineSegments array, each as its two points. */
const segments = (values: Float32Array) =>
  Array.from({ length: values.length / 6 }, (_, i) => [
    [...values.subarray(i * 6, i * 6 + 3)],
    [...values.subarray(i * 6 + 3, i * 6 + 6)],
  ]);

describe('the build volume’s lines', () => {
  it('draws the box’s 12 edges, each joining two corners along one axis', () => {
    const edges = segments(boxEdges({ min: [0, 0, 0], max: [300, 200, 100] }));
    expect(edges).toHaveLength(12);
    for (const [from, to] of edges) {
      const differ = [0, 1, 2].filter((k) => from![k] !== to![k]);
      expect(differ).toHaveLength(1);
      for (const point of [from!, to!]) expect([point[0]! % 300, point[1]! % 200, point[2]! % 100]).toEqual([0, 0, 0]);
    }
    const corners = new Set(edges.flat().map((point) => point.join(',')));
    expect(corners.size).toBe(8);
  });

  it('insets the usable box by the margin at every wall, and never past the middle', () => {
    expect(usableBox([300, 200, 100], 5)).toEqual({ min: [5, 5, 5], max: [295, 195, 95] });
    expect(usableBox([300, 200, 8], 5)).toEqual({ min: [5, 5, 4], max: [295, 195, 4] });
    expect(usableBox([300, 200, 100], 0)).toEqual({ min: [0, 0, 0], max: [300, 200, 100] });
  });

  it('spaces the plate’s grid 1, 2 or 5 times a power of ten, at most 20 cells along the longer side', () => {
    expect(gridStep([250, 250, 300])).toBe(20);
    expect(gridStep([400, 300, 400])).toBe(20);
    expect(gridStep([100, 50, 100])).toBe(5);
    expect(gridStep([1000, 500, 500])).toBe(50);
    const grid = segments(plateGrid([100, 50, 100]));
    // Inside the edges: x at 5 … 95 (19 lines), y at 5 … 45 (9 lines), all on the plate.
    expect(grid).toHaveLength(19 + 9);
    expect(grid[0]).toEqual([
      [5, 0, 0],
      [5, 50, 0],
    ]);
    expect(grid.flat().every((point) => point[2] === 0)).toBe(true);
    expect(plateGrid([0, 0, 0])).toHaveLength(0);
  });
});
