import { PNG } from 'pngjs';
import type { Mesh } from '../geometry/index.js';
import { cube, meshFromTriangles, mediumSphere } from '../geometry/corpus.js';
import { AnalyzeError } from './analyze-error.js';
import { renderThumbnail } from './render-thumbnail.js';

const decode = (png: Uint8Array) => PNG.sync.read(Buffer.from(png));

/** Which pixels show the part (alpha above half), as 0/1 per pixel. */
function coverage(png: Uint8Array): Uint8Array {
  const { data, width, height } = decode(png);
  const mask = new Uint8Array(width * height);
  for (let i = 0; i < mask.length; i++) mask[i] = data[i * 4 + 3]! > 127 ? 1 : 0;
  return mask;
}

const share = (mask: Uint8Array) => mask.reduce((sum, bit) => sum + bit, 0) / mask.length;
const differing = (a: Uint8Array, b: Uint8Array) => a.reduce((sum, bit, i) => sum + (bit === b[i] ? 0 : 1), 0) / a.length;

/** Colours of fully opaque pixels, each with the share of those pixels it covers. */
function opaqueColours(png: Uint8Array): Map<number, number> {
  const { data } = decode(png);
  const counts = new Map<number, number>();
  let opaque = 0;
  for (let i = 0; i < data.length; i += 4) {
    if (data[i + 3] !== 255) continue;
    opaque++;
    const colour = (data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!;
    counts.set(colour, (counts.get(colour) ?? 0) + 1);
  }
  for (const [colour, count] of counts) counts.set(colour, count / opaque);
  return counts;
}

const emptyMesh = (): Mesh => ({ facetCount: 0, vertices: new Float32Array(0), normals: new Float32Array(0) });

function expectAnalyzeError(work: () => unknown, code: AnalyzeError['code'], message: RegExp) {
  let caught: unknown;
  try {
    work();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(AnalyzeError);
  expect(caught).toMatchObject({ code, message: expect.stringMatching(message) });
}

describe('renderThumbnail', () => {
  it('makes a 256 × 256 PNG by default and the size asked for otherwise', () => {
    expect(decode(renderThumbnail(cube()))).toMatchObject({ width: 256, height: 256 });
    expect(decode(renderThumbnail(cube(), { width: 120, height: 80 }))).toMatchObject({ width: 120, height: 80 });
  });

  it('draws the part over a fair share of the picture and leaves the corners transparent', () => {
    const png = renderThumbnail(cube());
    expect(share(coverage(png))).toBeGreaterThan(0.4);
    expect(share(coverage(png))).toBeLessThan(0.9);
    const { data, width, height } = decode(png);
    for (const [x, y] of [
      [0, 0],
      [width - 1, 0],
      [0, height - 1],
      [width - 1, height - 1],
    ]) {
      expect(data[(y! * width + x!) * 4 + 3]).toBe(0);
    }
  });

  it('shows a cube as three flat faces and a sphere as a smooth gradient, in different outlines', () => {
    const cubePng = renderThumbnail(cube());
    const spherePng = renderThumbnail(mediumSphere());
    const dominant = (colours: Map<number, number>) => [...colours.values()].filter((part) => part > 0.05).length;
    expect(dominant(opaqueColours(cubePng))).toBe(3);
    expect(opaqueColours(spherePng).size).toBeGreaterThan(50);
    expect(differing(coverage(cubePng), coverage(spherePng))).toBeGreaterThan(0.05);
  });

  it('lights a box from above the left: its top brightest, then its front, then its right side', () => {
    const { data, width } = decode(renderThumbnail(cube()));
    const brightness = (x: number, y: number) =>
      data[(y * width + x) * 4]! + data[(y * width + x) * 4 + 1]! + data[(y * width + x) * 4 + 2]!;
    const [top, front, right] = [brightness(128, 72), brightness(100, 150), brightness(156, 150)];
    expect(top).toBeGreaterThan(front);
    expect(front).toBeGreaterThan(right);
  });

  it('leaves no hole where facets are far smaller than a pixel', () => {
    // 50,000 facets on 32 × 32 pixels: most cover no sample centre and are skipped.
    const { data, width, height } = decode(renderThumbnail(mediumSphere(), { width: 32, height: 32 }));
    const radius = (width / 2) * 0.88;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        if (Math.hypot(x + 0.5 - width / 2, y + 0.5 - height / 2) < radius - 1.5) expect(data[(y * width + x) * 4 + 3]).toBe(255);
      }
    }
  });

  it('fits the part to the picture wherever it lies and whatever its size', () => {
    const atOrigin = coverage(renderThumbnail(cube(10)));
    expect(differing(coverage(renderThumbnail(cube(10, [1000, -500, 30]))), atOrigin)).toBeLessThan(0.01);
    expect(differing(coverage(renderThumbnail(cube(0.5))), atOrigin)).toBeLessThan(0.01);
  });

  it('draws an inside-out part as solid as the same part wound outwards', () => {
    const insideOut = cube();
    for (let f = 0; f < insideOut.facetCount; f++) {
      const at = f * 9;
      const second = insideOut.vertices.slice(at + 3, at + 6);
      insideOut.vertices.copyWithin(at + 3, at + 6, at + 9);
      insideOut.vertices.set(second, at + 6);
    }
    expect(differing(coverage(renderThumbnail(insideOut)), coverage(renderThumbnail(cube())))).toBe(0);
  });

  it('refuses a mesh without facets, without area, or with a coordinate that is not a number, saying why', () => {
    expectAnalyzeError(() => renderThumbnail(emptyMesh()), 'EMPTY_MESH', /no facets/);
    const point = meshFromTriangles([[1, 2, 3]], [[0, 0, 0]]);
    expectAnalyzeError(() => renderThumbnail(point), 'DEGENERATE_MESH', /zero area/);
    const line = meshFromTriangles([[0, 0, 0], [1, 1, 1], [2, 2, 2]], [[0, 1, 2]]); // prettier-ignore
    expectAnalyzeError(() => renderThumbnail(line), 'DEGENERATE_MESH', /zero area/);
    const broken = cube();
    broken.vertices[4] = Number.NaN;
    expectAnalyzeError(() => renderThumbnail(broken), 'NON_FINITE_COORDINATE', /not a finite number/);
  });

  it('refuses a picture size that is not a whole number of pixels from 1 to 2048', () => {
    expect(() => renderThumbnail(cube(), { width: 0 })).toThrow(RangeError);
    expect(() => renderThumbnail(cube(), { height: 10.5 })).toThrow(RangeError);
    expect(() => renderThumbnail(cube(), { width: 4096 })).toThrow(RangeError);
  });
});
