import { compareRevisions } from './measures';

const revision = (dimensions: { x: number; y: number; z: number } | null, volume: number | null) => ({
  fileId: 1,
  revision: 1,
  fileName: 'bracket.stl',
  uploadedAt: 0,
  uploadedBy: null,
  thumbnailUrl: null,
  verified: dimensions !== null,
  volume,
  dimensions,
});

it('compares two revisions measure by measure, in mm and cm³, with the change', () => {
  const rows = compareRevisions(revision({ x: 10, y: 20, z: 5 }, 1000), revision({ x: 12, y: 20, z: 5 }, 1500));
  expect(rows).toEqual([
    { measure: 'x', from: 10, to: 12, change: 2, percent: 20 },
    { measure: 'y', from: 20, to: 20, change: 0, percent: 0 },
    { measure: 'z', from: 5, to: 5, change: 0, percent: 0 },
    { measure: 'volume', from: 1, to: 1.5, change: 0.5, percent: 50 },
  ]);
});

it('leaves the change out where a revision was never measured', () => {
  const rows = compareRevisions(revision(null, null), revision({ x: 12, y: 20, z: 5 }, 1500));
  expect(rows.map((row) => [row.from, row.change])).toEqual([
    [null, null],
    [null, null],
    [null, null],
    [null, null],
  ]);
});
