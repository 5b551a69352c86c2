/**
 * Whether a file's bytes are what its extension says (a PNG renamed `.stl` is
 * refused, saying what it is). Formats with a signature are checked against it; the native
 * CAD formats no open library reads, and OBJ text, are accepted unless the bytes are plainly
 * something else (an image, a PDF, an archive, a program, a STEP file). Only the first bytes and the size are needed.
 */

/** What the first bytes show a file to be, for the message; undefined when nothing is recognised. */
function recognised(head: Buffer): string | undefined {
  const starts = (signature: number[] | string, at = 0) =>
    typeof signature === 'string'
      ? head.subarray(at, at + signature.length).toString('latin1') === signature
      : signature.every((byte, index) => head[at + index] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'a PNG image';
  if (starts([0xff, 0xd8, 0xff])) return 'a JPEG image';
  if (starts('GIF87a') || starts('GIF89a')) return 'a GIF image';
  if (starts('RIFF') && starts('WEBP', 8)) return 'a WebP image';
  if (starts('%PDF-')) return 'a PDF document';
  if (starts([0x50, 0x4b, 0x03, 0x04]) || starts([0x50, 0x4b, 0x05, 0x06])) return 'a ZIP archive';
  if (starts([0x1f, 0x8b])) return 'a gzip archive';
  if (starts('7z') && starts([0xbc, 0xaf, 0x27, 0x1c], 2)) return 'a 7-Zip archive';
  if (starts('Rar!')) return 'a RAR archive';
  if (starts([0x7f, 0x45, 0x4c, 0x46])) return 'a program (ELF)';
  if (starts('MZ')) return 'a Windows program';
  if (starts('ISO-10303-21')) return 'a STEP file';
  return undefined;
}

const text = (head: Buffer) => head.toString('latin1').trimStart();

/** Whether the bytes hold the declared format, for the formats that can be told by their bytes. */
const MATCHES: Record<string, (head: Buffer, size: number) => boolean> = {
  // Binary STL: an 80-byte header, a facet count, then 50 bytes a facet; else ASCII ("solid …").
  stl: (head, size) => (size >= 84 && 84 + 50 * head.readUInt32LE(80) === size) || /^solid\b/i.test(text(head)),
  step: (head) => text(head).startsWith('ISO-10303-21'),
  stp: (head) => text(head).startsWith('ISO-10303-21'),
  // IGES: fixed 80-column records, the first of the Start section marked S in column 73.
  iges: (head) => head.length >= 80 && head[72] === 0x53,
  igs: (head) => head.length >= 80 && head[72] === 0x53,
  '3mf': (head) => recognised(head) === 'a ZIP archive',
  wrl: (head) => text(head).startsWith('#VRML'),
  brep: (head) => text(head).startsWith('DBRep_DrawableShape'),
  png: (head) => recognised(head) === 'a PNG image',
  jpg: (head) => recognised(head) === 'a JPEG image',
  jpeg: (head) => recognised(head) === 'a JPEG image',
  pdf: (head) => recognised(head) === 'a PDF document',
};

/** Formats a signature says nothing about: text (OBJ) or closed native CAD formats. */
const ANY_BUT_RECOGNISED = ['obj', 'sldasm', 'sldprt', 'ipt', 'iam', 'catpart', 'catproduct', 'prt', 'asm', 'x_b', 'x_t', 'jt'];

/** The bytes of a file this many are enough for contentProblem. */
export const HEAD_BYTES = 512;

/**
 * Why the file's content does not fit its extension (a message for the user), or undefined
 * when it fits. `head` is its first HEAD_BYTES bytes (fewer for a shorter file).
 */
export function contentProblem(extension: string, head: Buffer, size: number): string | undefined {
  const label = `a .${extension} file`;
  if (size === 0) return 'The file is empty';
  const match = MATCHES[extension];
  const actual = recognised(head);
  if (extension === 'stl' && !actual && !match!(head, size) && size >= 84) {
    // Neither ASCII nor a binary STL whose facet count accounts for its bytes: say which count.
    const claimed = head.readUInt32LE(80);
    return `This file is not a .stl file: its header says ${claimed.toLocaleString('en-US')} facets (${(84 + 50 * claimed).toLocaleString('en-US')} bytes), but it has ${size.toLocaleString('en-US')} bytes`;
  }
  if (match) {
    if (match(head, size)) return undefined;
    return actual ? `This file is ${actual}, not ${label}` : `This file is not ${label}: its content does not match the format`;
  }
  if (ANY_BUT_RECOGNISED.includes(extension) && actual) return `This file is ${actual}, not ${label}`;
  return undefined;
}
