import { randomBytes } from 'node:crypto';

/** A multipart/form-data body carrying one file in `field`, as a browser's FormData sends it. */
export function multipartFile(fileName: string, content: Buffer, field = 'file') {
  const boundary = `----am-test-${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A binary STL of one triangle: an 80-byte header, the facet count, and 50 bytes a facet. */
export function tinyBinaryStl(): Buffer {
  const stl = Buffer.alloc(84 + 50);
  stl.write('tiny test part', 0, 'latin1');
  stl.writeUInt32LE(1, 80);
  const values = [0, 0, 1, 0, 0, 0, 10, 0, 0, 0, 10, 0];
  values.forEach((value, index) => stl.writeFloatLE(value, 84 + index * 4));
  return stl;
}

/** The first bytes of a PNG image (enough for a content check to recognise one). */
export const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
]);
