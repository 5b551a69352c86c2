/**
 * The smallest whole JPEG, hand-made as the project has no JPEG encoder: one pixel of `components`
 * colours (1 grey, 3 YCbCr, 4 CMYK). A quantisation table, the 1 × 1 frame, a Huffman table each
 * for DC and AC with the one code 0 (no change; end of block), and a scan of that code twice per
 * component, padded with ones.
 */
export function onePixelJpeg(components: 1 | 3 | 4 = 1): Buffer {
  const ids = Array.from({ length: components }, (_, i) => i + 1);
  const frame = Buffer.from([
    0xff,
    0xc0,
    0,
    8 + 3 * components,
    8,
    0,
    1,
    0,
    1,
    components,
    ...ids.flatMap((id) => [id, 0x11, 0]),
  ]);
  const huffman = (tableClass: number) => Buffer.from([0xff, 0xc4, 0, 20, tableClass, 1, ...Array<number>(15).fill(0), 0]);
  const scanHeader = Buffer.from([0xff, 0xda, 0, 6 + 2 * components, components, ...ids.flatMap((id) => [id, 0]), 0, 63, 0]);
  const bits = 2 * components;
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xdb, 0, 67, 0]),
    Buffer.alloc(64, 1),
    frame,
    huffman(0x00),
    huffman(0x10),
    scanHeader,
    Buffer.from([bits < 8 ? (1 << (8 - bits)) - 1 : 0]),
    Buffer.from([0xff, 0xd9]),
  ]);
}
