import { fitsVolume, partSizeMm } from './part-fit.js';

describe('whether a part fits a build volume', () => {
  it('turns the part by square turns: a long part fits along the volume’s longest edge', () => {
    // An EOS P 396 (340 × 340 × 600) kept 5 mm clear: 330 × 330 × 590 usable.
    expect(fitsVolume([420, 60, 30], [340, 340, 600], 5)).toBe(true);
    expect(fitsVolume([60, 30, 420], [340, 340, 600], 5)).toBe(true);
  });

  it('refuses a part whose edges, sorted, outgrow the usable volume’s, even when its volume would fit', () => {
    expect(fitsVolume([420, 400, 30], [340, 340, 600], 5)).toBe(false);
    expect(fitsVolume([600, 10, 10], [340, 340, 600], 5)).toBe(false);
  });

  it('keeps the margin clear at both walls, and lets a part touch the margin', () => {
    expect(fitsVolume([330, 330, 590], [340, 340, 600], 5)).toBe(true);
    expect(fitsVolume([330.001, 330.001, 10], [340, 340, 600], 5)).toBe(false);
    expect(fitsVolume([340, 340, 600], [340, 340, 600], 0)).toBe(true);
  });
});

describe('a part’s size', () => {
  it('reads its bounding box in the units the order gives its file, to the thousandth of a millimetre', () => {
    const box = { min: [-1, 0, 2], max: [2, 1.5, 4] };
    expect(partSizeMm(box, 'MM')).toEqual([3, 1.5, 2]);
    expect(partSizeMm(box, 'CM')).toEqual([30, 15, 20]);
    expect(partSizeMm(box, 'IN')).toEqual([76.2, 38.1, 50.8]);
  });
});
