import { onePixelJpeg } from '../test-support/jpeg.js';
import { logoImageProblem } from './logo-image.js';
import { layeredLogo } from './seed.js';

const DAMAGED_PNG = 'The logo cannot be read: the PNG image is damaged or incomplete';
const DAMAGED_JPEG = 'The logo cannot be read: the JPEG image is damaged or incomplete';

describe('a logo image', () => {
  it('is a logo when the whole PNG decodes', () => {
    expect(logoImageProblem('image/png', layeredLogo(48, [10, 20, 30]))).toBeUndefined();
    const whole = layeredLogo(48, [10, 20, 30]);
    expect(logoImageProblem('image/png', whole.subarray(0, 16))).toBe(DAMAGED_PNG);
    expect(logoImageProblem('image/png', whole.subarray(0, whole.length - 12))).toBe(DAMAGED_PNG); // no end chunk
    const damagedPixels = Buffer.from(whole);
    damagedPixels.fill(0x55, 60, 80);
    expect(logoImageProblem('image/png', damagedPixels)).toBe(DAMAGED_PNG);
  });

  it('is a logo when the whole JPEG decodes, grey or colour; a CMYK one when its segments run whole', () => {
    for (const components of [1, 3, 4] as const) {
      const jpeg = onePixelJpeg(components);
      expect([components, logoImageProblem('image/jpeg', jpeg)]).toEqual([components, undefined]);
      // What some tools append after the end marker is no part of the image.
      expect(logoImageProblem('image/jpeg', Buffer.concat([jpeg, Buffer.from('trailer')]))).toBeUndefined();
      expect(logoImageProblem('image/jpeg', jpeg.subarray(0, jpeg.length - 2))).toBe(DAMAGED_JPEG);
      expect(logoImageProblem('image/jpeg', jpeg.subarray(0, 80))).toBe(DAMAGED_JPEG);
    }
    const markerOnly = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]);
    expect(logoImageProblem('image/jpeg', markerOnly)).toBe(DAMAGED_JPEG);
    // The grey pixel's coded data changed to codes its tables do not have.
    const badCodes = onePixelJpeg(1);
    badCodes[badCodes.length - 3] = 0xc0;
    expect(logoImageProblem('image/jpeg', badCodes)).toBe(DAMAGED_JPEG);
  });

  it('is at most 4 megapixels, read from its header before anything is decoded', () => {
    const png = layeredLogo(16, [0, 0, 0]);
    png.writeUInt32BE(4096, 16);
    png.writeUInt32BE(1025, 20);
    expect(logoImageProblem('image/png', png)).toBe(
      'A logo may be at most 4 megapixels, as 2048 × 2048 (this one is 4096 × 1025)',
    );
    const jpeg = onePixelJpeg(3);
    const frame = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
    jpeg.writeUInt16BE(3000, frame + 5);
    jpeg.writeUInt16BE(3000, frame + 7);
    expect(logoImageProblem('image/jpeg', jpeg)).toBe(
      'A logo may be at most 4 megapixels, as 2048 × 2048 (this one is 3000 × 3000)',
    );
  });
});
