import { Unzip, UnzipInflate } from 'fflate';
import { XMLParser } from 'fast-xml-parser';
import { ConversionError } from './convert-error.js';

/** A 3MF's model parts may unpack to this many bytes in all, and to this many times their packed size. */
const MAX_UNPACKED_BYTES = 512 * 1024 * 1024;
const MAX_RATIO = 200;

/**
 * The model parts (`*.model`) of a 3MF package, unpacked with limits: the bytes actually
 * inflated are counted as they come (a zip's declared sizes can lie), and past the limit or
 * the ratio the file is refused as a zip bomb. Other parts (thumbnails, textures) are skipped.
 */
function modelParts(bytes: Uint8Array): Uint8Array[] {
  const parts: Uint8Array[] = [];
  let unpacked = 0;
  let failure: Error | undefined;
  const unzip = new Unzip((file) => {
    if (!/\.model$/i.test(file.name)) return;
    const chunks: Uint8Array[] = [];
    file.ondata = (error, chunk, final) => {
      if (error || failure) {
        failure ??= error ?? undefined;
        return;
      }
      unpacked += chunk.length;
      if (unpacked > MAX_UNPACKED_BYTES || unpacked > MAX_RATIO * Math.max(bytes.length, 1024)) {
        failure = new ConversionError('The 3MF file unpacks to far more than it holds: refused as a zip bomb');
        file.terminate();
        return;
      }
      chunks.push(chunk);
      if (final) parts.push(Buffer.concat(chunks));
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    unzip.push(bytes, true);
  } catch (error) {
    throw new ConversionError(`The 3MF file is not a readable package: ${(error as Error).message}`, { cause: error });
  }
  if (failure)
    throw failure instanceof ConversionError ? failure : new ConversionError(`The 3MF file is damaged: ${failure.message}`);
  if (parts.length === 0) throw new ConversionError('The 3MF file holds no 3D model part');
  return parts;
}

type Xml = Record<string, unknown>;
const list = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/**
 * The triangles of every mesh object of a 3MF (3D Manufacturing Format) file, as corner positions
 * and corner indices, in the model's unit (millimetres unless the model says otherwise). Entities
 * of the XML are never expanded, so a file cannot pull in external content (XXE) or blow up
 * through nested entities.
 */
export function readThreeMf(bytes: Uint8Array): { positions: number[]; triangles: number[] } {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    removeNSPrefix: true,
    processEntities: false,
  });
  const positions: number[] = [];
  const triangles: number[] = [];
  for (const part of modelParts(bytes)) {
    let model: Xml;
    try {
      model = (parser.parse(Buffer.from(part).toString('utf8')) as Xml).model as Xml;
    } catch (error) {
      throw new ConversionError(`The 3MF model is not readable XML: ${(error as Error).message}`, { cause: error });
    }
    const scale =
      { millimeter: 1, micron: 0.001, centimeter: 10, meter: 1000, inch: 25.4, foot: 304.8 }[
        String(model?.unit ?? 'millimeter')
      ] ?? 1;
    for (const object of list((model?.resources as Xml | undefined)?.object as Xml | Xml[] | undefined)) {
      const mesh = object.mesh as Xml | undefined;
      if (!mesh) continue;
      const offset = positions.length / 3;
      for (const vertex of list((mesh.vertices as Xml | undefined)?.vertex as Xml | Xml[] | undefined)) {
        positions.push(Number(vertex.x) * scale, Number(vertex.y) * scale, Number(vertex.z) * scale);
      }
      for (const triangle of list((mesh.triangles as Xml | undefined)?.triangle as Xml | Xml[] | undefined)) {
        triangles.push(Number(triangle.v1) + offset, Number(triangle.v2) + offset, Number(triangle.v3) + offset);
      }
    }
  }
  return { positions, triangles };
}
