import { Unzip, UnzipInflate } from 'fflate';
import { XMLParser } from 'fast-xml-parser';
import { ConversionError, refuseBeyondFacets } from './convert-error.js';

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
/** A 3MF transform, "m00 m01 m02 m10 m11 m12 m20 m21 m22 m30 m31 m32": a point [x y z 1] times it. */
type Transform = number[];
const IDENTITY: Transform = [1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0];
const UNITS: Record<string, number> = { millimeter: 1, micron: 0.001, centimeter: 10, meter: 1000, inch: 25.4, foot: 304.8 };
/** Components inside components deeper than this are refused: a loop of objects naming each other would never end. */
const MAX_DEPTH = 16;

interface ModelObject {
  vertices: number[];
  triangles: number[];
  components: { objectId: string; transform: Transform }[];
}

/** `b` after `a`: a point through `a`, then through `b`. */
function compose(a: Transform, b: Transform): Transform {
  const out: number[] = [];
  for (let row = 0; row < 4; row++)
    for (let col = 0; col < 3; col++)
      out.push(
        a[row * 3]! * b[col]! + a[row * 3 + 1]! * b[3 + col]! + a[row * 3 + 2]! * b[6 + col]! + (row === 3 ? b[9 + col]! : 0),
      );
  return out;
}

function transformOf(value: unknown, where: string): Transform {
  if (value === undefined) return IDENTITY;
  const numbers = String(value).trim().split(/\s+/).map(Number);
  if (numbers.length !== 12 || !numbers.every(Number.isFinite))
    throw new ConversionError(`The 3MF model's ${where} has a transform that is not twelve numbers`);
  return numbers;
}

function objectsOf(model: Xml): Map<string, ModelObject> {
  const objects = new Map<string, ModelObject>();
  for (const object of list((model?.resources as Xml | undefined)?.object as Xml | Xml[] | undefined)) {
    const mesh = object.mesh as Xml | undefined;
    const vertices = list((mesh?.vertices as Xml | undefined)?.vertex as Xml | Xml[] | undefined).flatMap((vertex) => [
      Number(vertex.x),
      Number(vertex.y),
      Number(vertex.z),
    ]);
    const triangles = list((mesh?.triangles as Xml | undefined)?.triangle as Xml | Xml[] | undefined).flatMap((triangle) => [
      Number(triangle.v1),
      Number(triangle.v2),
      Number(triangle.v3),
    ]);
    const components = list((object.components as Xml | undefined)?.component as Xml | Xml[] | undefined).map((component) => ({
      objectId: String(component.objectid),
      transform: transformOf(component.transform, `object ${String(object.id)}`),
    }));
    objects.set(String(object.id), { vertices, triangles, components });
  }
  return objects;
}

/**
 * What a model prints: each build item's object where the item's transform puts it, an object of
 * components as its parts where theirs put them. A model with no build prints its mesh objects as
 * they lie.
 */
function placedMeshes(model: Xml, objects: Map<string, ModelObject>): { object: ModelObject; transform: Transform }[] {
  const items = list((model?.build as Xml | undefined)?.item as Xml | Xml[] | undefined);
  if (items.length === 0)
    return [...objects.values()]
      .filter((object) => object.triangles.length > 0)
      .map((object) => ({ object, transform: IDENTITY }));
  const placed: { object: ModelObject; transform: Transform }[] = [];
  const visit = (objectId: string, transform: Transform, depth: number) => {
    const object = objects.get(objectId);
    if (!object) throw new ConversionError(`The 3MF model's build names object ${objectId}, which it does not have`);
    if (depth > MAX_DEPTH) throw new ConversionError(`The 3MF model's components nest deeper than ${MAX_DEPTH} levels`);
    if (object.triangles.length > 0) placed.push({ object, transform });
    for (const component of object.components) visit(component.objectId, compose(component.transform, transform), depth + 1);
  };
  items.forEach((item, index) => visit(String(item.objectid), transformOf(item.transform, `build item ${index + 1}`), 0));
  return placed;
}

/**
 * The triangles of a 3MF (3D Manufacturing Format) file as corner positions in millimetres and
 * corner indices: every build item's mesh where its transform places it, so a build of many
 * pieces reads back as the pieces where they stand. Entities of the XML are never expanded, so a
 * file cannot pull in external content (XXE) or blow up through nested entities; a file placing
 * more facets than `maxFacets` is refused before they are made.
 */
export function readThreeMf(bytes: Uint8Array, maxFacets: number): { positions: number[]; triangles: number[] } {
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
    const scale = UNITS[String(model?.unit ?? 'millimeter')] ?? 1;
    const placed = placedMeshes(model, objectsOf(model));
    refuseBeyondFacets(
      triangles.length / 3 + placed.reduce((sum, { object }) => sum + object.triangles.length / 3, 0),
      maxFacets,
    );
    for (const { object, transform: m } of placed) {
      const offset = positions.length / 3;
      for (let p = 0; p < object.vertices.length; p += 3) {
        const [x, y, z] = [object.vertices[p]!, object.vertices[p + 1]!, object.vertices[p + 2]!];
        for (let axis = 0; axis < 3; axis++)
          positions.push((x * m[axis]! + y * m[3 + axis]! + z * m[6 + axis]! + m[9 + axis]!) * scale);
      }
      for (const corner of object.triangles) triangles.push(corner + offset);
    }
  }
  return { positions, triangles };
}
