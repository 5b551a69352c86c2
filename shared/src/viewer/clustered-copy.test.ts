import { clusteredCopy } from './clustered-copy';
import { boundingBox } from './part-geometry';

const now = () => Promise.resolve();

/** A sphere of latitude-longitude facets, `rings` × `segments` × 2 of them. */
function sphere(rings: number, segments: number): Float32Array {
  const at = (i: number, j: number) => {
    const theta = (i / rings) * Math.PI;
    const phi = (j / segments) * 2 * Math.PI;
    return [Math.sin(theta) * Math.cos(phi) * 10, Math.sin(theta) * Math.sin(phi) * 10, Math.cos(theta) * 10];
  };
  const values: number[] = [];
  for (let i = 0; i < rings; i++)
    for (let j = 0; j < segments; j++)
      values.push(...at(i, j), ...at(i + 1, j), ...at(i + 1, j + 1), ...at(i, j), ...at(i + 1, j + 1), ...at(i, j + 1));
  return new Float32Array(values);
}

describe('clusteredCopy', () => {
  it('makes a coarse copy of a large part within the limit, spanning the whole part', async () => {
    const part = sphere(100, 100);
    const box = boundingBox(part)!;
    const copy = (await clusteredCopy(part, box, { limit: 2000, yieldToBrowser: now }))!;
    expect(copy.length / 9).toBeLessThanOrEqual(2000);
    expect(copy.length / 9).toBeGreaterThan(500);
    const copied = boundingBox(copy)!;
    for (let k = 0; k < 3; k++) {
      expect(copied.min[k]).toBeLessThan(box.min[k]! + 1.5);
      expect(copied.max[k]).toBeGreaterThan(box.max[k]! - 1.5);
    }
  });

  it('leaves a part within the limit alone', async () => {
    const part = sphere(10, 10);
    expect(await clusteredCopy(part, boundingBox(part)!, { limit: 1000, yieldToBrowser: now })).toBeNull();
  });
});
