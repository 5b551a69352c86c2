import { PlatformStrips } from './platform-strips.js';
import { stripsOf } from './strips.js';

const ring = (...points: number[]) => Float64Array.from(points);
const square = (x: number, y: number, side: number, clockwise = false) =>
  clockwise ? ring(x, y, x, y + side, x + side, y + side, x + side, y) : ring(x, y, x + side, y, x + side, y + side, x, y + side);
const plain = (strips: ReturnType<typeof stripsOf>) => strips.intervals.map((row) => Array.from(row));

describe('strips', () => {
  it('hold the x a shape covers anywhere in each strip, its ends included', () => {
    const triangle = stripsOf([ring(0, 0, 10, 0, 0, 10)], 2.5);
    expect(triangle.first).toBe(0);
    expect(plain(triangle)).toEqual([
      [0, 10],
      [0, 7.5],
      [0, 5],
      [0, 2.5],
      [0, 0],
    ]);
  });

  it('leave a hole open in the strips it crosses, and close it where its edge lies on a strip’s line', () => {
    const framed = stripsOf([square(0, 0, 10), square(3, 3, 4, true)], 1);
    const rows = plain(framed);
    expect(rows).toHaveLength(11);
    expect(rows[2]).toEqual([0, 10]);
    expect(rows[3]).toEqual([0, 10]);
    expect(rows[4]).toEqual([0, 3, 7, 10]);
    expect(rows[5]).toEqual([0, 3, 7, 10]);
    expect(rows[6]).toEqual([0, 10]);
  });

  it('start at the strip of the lowest point, below zero too', () => {
    expect(stripsOf([square(-2.5, -2.5, 5)], 1).first).toBe(-3);
  });
});

describe('the platform’s strips', () => {
  it('give the leftmost x where a shape touches what is placed and overlaps none of it', () => {
    const platform = new PlatformStrips();
    const block = stripsOf([square(0, 0, 10)], 1);
    expect(platform.leftmost(block, 0, 100)).toBe(0);
    platform.add(block, 0, 0);
    expect(platform.leftmost(block, 0, 100)).toBe(10);
    // Strip 10 holds the first block's top edge; the strip above is free.
    expect(platform.leftmost(block, 10, 100)).toBe(10);
    expect(platform.leftmost(block, 11, 100)).toBe(0);
    expect(platform.leftmost(block, 0, 9.5)).toBeUndefined();
  });

  it('let a small shape into a frame’s hole', () => {
    const platform = new PlatformStrips();
    platform.add(stripsOf([square(0, 0, 30), square(5, 5, 20, true)], 1), 0, 0);
    const small = stripsOf([square(0, 0, 8)], 1);
    // Strips 0 to 5 hold the frame's bottom (its hole's bottom edge lies on line 5): from strip 6 on, the hole is open.
    expect(platform.leftmost(small, 6, 100)).toBe(5);
    expect(platform.leftmost(small, 5, 100)).toBe(30);
  });
});
