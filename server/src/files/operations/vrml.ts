import { ConversionError } from './convert-error.js';

/** The numbers between the brackets that follow `field` from `from` on, and where the list ends. */
function bracketed(text: string, field: string, from: number): { values: number[]; end: number } | undefined {
  const at = text.indexOf(field, from);
  if (at < 0) return undefined;
  const open = text.indexOf('[', at);
  const close = text.indexOf(']', open);
  if (open < 0 || close < 0) throw new ConversionError(`VRML: the ${field} list is not closed`);
  const values = text
    .slice(open + 1, close)
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
  if (values.some((value) => !Number.isFinite(value)))
    throw new ConversionError(`VRML: the ${field} list holds something that is not a number`);
  return { values, end: close };
}

/**
 * The faces of every IndexedFaceSet of a VRML 2.0 (.wrl) file, as corner positions and
 * triangles (polygons split into fans; -1 ends a face). Transforms between nodes are not
 * applied: exporters of single parts write the coordinates in place.
 */
export function readVrml(bytes: Uint8Array): { positions: number[]; triangles: number[] } {
  const text = new TextDecoder().decode(bytes).replace(/#[^\n]*/g, '');
  const positions: number[] = [];
  const triangles: number[] = [];
  for (let at = text.indexOf('IndexedFaceSet'); at >= 0; at = text.indexOf('IndexedFaceSet', at + 1)) {
    const points = bracketed(text, 'point', at);
    const faces = bracketed(text, 'coordIndex', at);
    if (!points || !faces) throw new ConversionError('VRML: an IndexedFaceSet has no point or coordIndex list');
    if (points.values.length % 3 !== 0) throw new ConversionError('VRML: a point list is not made of x y z triples');
    const offset = positions.length / 3;
    positions.push(...points.values);
    let face: number[] = [];
    for (const index of [...faces.values, -1]) {
      if (index >= 0) face.push(index + offset);
      else {
        for (let i = 1; i + 1 < face.length; i++) triangles.push(face[0]!, face[i]!, face[i + 1]!);
        face = [];
      }
    }
    at = Math.max(points.end, faces.end);
  }
  if (triangles.length === 0) throw new ConversionError('The VRML file holds no IndexedFaceSet to convert');
  return { positions, triangles };
}
