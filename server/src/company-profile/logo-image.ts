/**
 * Whether a logo's bytes are a whole image, decoded rather than recognised by their first bytes:
 * a file that only starts like a PNG would otherwise be stored, and every document of its
 * facility would fail to draw it. Its size is read from its header first, so a small file that
 * claims a huge picture is refused before anything is decoded.
 */
import { Resvg } from '@resvg/resvg-js';
import { PNG } from 'pngjs';
import type { LogoType } from './logo.js';

/** A logo is drawn small (a document's band, a sign-in page): 4 megapixels are plenty, and bound the decoding. */
const LOGO_MAX_PIXELS = 2048 * 2048;

interface Frame {
  width: number;
  height: number;
  /** A JPEG's colour components: 1 grey, 3 YCbCr or RGB, 4 CMYK. */
  components?: number;
}

/** Why the bytes are no logo, in words for the person who sent them; undefined when the image decodes. */
export function logoImageProblem(type: LogoType, bytes: Buffer): string | undefined {
  const kind = type === 'image/png' ? 'PNG' : 'JPEG';
  const damaged = `The logo cannot be read: the ${kind} image is damaged or incomplete`;
  const frame = type === 'image/png' ? pngFrame(bytes) : jpegFrame(bytes);
  if (!frame || frame.width === 0 || frame.height === 0) return damaged;
  if (frame.width * frame.height > LOGO_MAX_PIXELS)
    return `A logo may be at most 4 megapixels, as 2048 × 2048 (this one is ${frame.width} × ${frame.height})`;
  if (type === 'image/png') return pngDecodes(bytes) ? undefined : damaged;
  // resvg decodes grey and RGB JPEGs only. A CMYK one (print work) keeps the check of its
  // structure, which is all a document reads of it: the PDF carries a JPEG as it is.
  return frame.components === 4 || jpegDecodes(bytes) ? undefined : damaged;
}

/** The size in a PNG's header (its first chunk, IHDR); undefined when there is none. */
function pngFrame(bytes: Buffer): Frame | undefined {
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * A JPEG's frame header (SOF0–SOF15), from a walk of all its segments: undefined unless they run
 * whole from the start to the end marker, with a frame before the first scan.
 */
function jpegFrame(bytes: Buffer): Frame | undefined {
  let frame: Frame | undefined;
  let at = 2; // after SOI
  while (at + 2 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at++; // a fill byte before a marker
      continue;
    }
    if (marker === 0xd9) return frame; // EOI (what some tools append after it is no part of the image)
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2; // a marker without a segment (RSTn, TEM)
      continue;
    }
    if (at + 4 > bytes.length) return undefined;
    const end = at + 2 + bytes.readUInt16BE(at + 2);
    if (end > bytes.length) return undefined;
    // A frame header: every SOFn but DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      if (frame || at + 10 > end) return undefined;
      frame = { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7), components: bytes[at + 9]! };
    }
    if (marker === 0xda && !frame) return undefined; // a scan before its frame
    at = marker === 0xda ? scanEnd(bytes, end) : end;
  }
  return undefined;
}

/** Where a scan's coded data ends: at the next marker (in it, FF 00 is a coded FF and FF D0–D7 a restart). */
function scanEnd(bytes: Buffer, from: number): number {
  for (let at = from; at + 1 < bytes.length; at++) {
    const next = bytes[at + 1]!;
    if (bytes[at] === 0xff && next !== 0 && (next < 0xd0 || next > 0xd7)) return at;
  }
  return bytes.length;
}

function pngDecodes(bytes: Buffer): boolean {
  try {
    PNG.sync.read(bytes); // every chunk's checksum and all of the pixel data
    return true;
  } catch {
    return false;
  }
}

/**
 * resvg (which draws the documents' SVG logos) holds the project's JPEG decoder; it leaves out an
 * image it cannot decode. A JPEG has no transparency, so a one-pixel drawing of it alone is opaque
 * exactly when the whole image decoded.
 */
function jpegDecodes(bytes: Buffer): boolean {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1">' +
    `<image width="1" height="1" preserveAspectRatio="none" href="data:image/jpeg;base64,${bytes.toString('base64')}"/>` +
    '</svg>';
  try {
    return new Resvg(svg, { font: { loadSystemFonts: false } }).render().pixels[3] === 255;
  } catch {
    return false;
  }
}
