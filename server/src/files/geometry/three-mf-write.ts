import { strToU8, zipSync } from 'fflate';
import type { Mesh } from './mesh.js';
import { indexVertices } from './vertex-index.js';

/** A 3MF (3D Manufacturing Format) model: meshes kept once, placed by build items. */
interface ThreeMfModel {
  /** The model's Title metadata. */
  title: string;
  /** Each mesh once, in its file's own coordinates: an item's transform carries any scale to millimetres. */
  objects: { name: string; mesh: Mesh }[];
  /** One a placed copy: its object's index, and the column-major 4×4 (as three.js keeps it) into millimetres. */
  items: { object: number; matrix: readonly number[] }[];
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
  <Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
  <Default Extension="model" ContentType="application/vnd.ms-package.3dmanufacturing-3dmodel+xml"/>
</Types>`;

const RELATIONSHIPS = `<?xml version="1.0" encoding="UTF-8"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
  <Relationship Target="/3D/3dmodel.model" Id="rel0" Type="http://schemas.microsoft.com/3dmanufacturing/2013/01/3dmodel"/>
</Relationships>`;

/** Text as XML attribute or element content; control characters XML 1.0 cannot hold at all are dropped. */
const xmlText = (text: string) =>
  text
    // eslint-disable-next-line no-control-regex -- dropping them is the point
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/** Nine significant digits give a 32-bit float back exactly, without the noise of its double's digits. */
const coordinate = (value: number) => String(Number(value.toPrecision(9)));

/**
 * 3MF's transform multiplies a row vector from the left ([x y z 1] · M, M 4×3), written row by row:
 * m00 m01 m02 (where x goes) m10 m11 m12 (y) m20 m21 m22 (z) m30 m31 m32 (the translation). three.js
 * multiplies a column vector (M · [x y z 1]ᵀ) and keeps its 4×4 column by column, so its column j
 * is 3MF's row j: the same numbers in the same order, less each column's last (0, 0, 0, 1).
 */
const threeMfTransform = (matrix: readonly number[]) =>
  matrix
    .filter((_, index) => index % 4 !== 3)
    .map(String)
    .join(' ');

/**
 * A mesh with its corners shared: 3MF lists each vertex once and triangles by index, and a
 * printer's software reads a closed part from triangles that share their corners' indices.
 */
function meshXml(mesh: Mesh): string {
  const { ids, count, positions: bits } = indexVertices(mesh.vertices, mesh.facetCount);
  const positions = new Float32Array(bits.buffer, bits.byteOffset, count * 3);
  const lines: string[] = ['<mesh><vertices>'];
  for (let v = 0; v < count * 3; v += 3)
    lines.push(
      `<vertex x="${coordinate(positions[v]!)}" y="${coordinate(positions[v + 1]!)}" z="${coordinate(positions[v + 2]!)}"/>`,
    );
  lines.push('</vertices><triangles>');
  for (let c = 0; c < mesh.facetCount * 3; c += 3) lines.push(`<triangle v1="${ids[c]}" v2="${ids[c + 1]}" v3="${ids[c + 2]}"/>`);
  lines.push('</triangles></mesh>');
  return lines.join('\n');
}

function modelXml(model: ThreeMfModel): string {
  const objects = model.objects.map(
    ({ name, mesh }, index) => `<object id="${index + 1}" type="model" name="${xmlText(name)}">\n${meshXml(mesh)}\n</object>`,
  );
  const items = model.items.map(
    ({ object, matrix }) => `<item objectid="${object + 1}" transform="${threeMfTransform(matrix)}"/>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<model unit="millimeter" xml:lang="en-US" xmlns="http://schemas.microsoft.com/3dmanufacturing/core/2015/02">',
    `<metadata name="Title">${xmlText(model.title)}</metadata>`,
    '<resources>',
    ...objects,
    '</resources>',
    '<build>',
    ...items,
    '</build>',
    '</model>',
  ].join('\n');
}

/**
 * The 3MF package (a zip) of the model: its content types, its relationship to the model, and the
 * model in millimetres. Synchronous, like the rest of the core: a geometry worker runs it.
 */
export function writeThreeMf(model: ThreeMfModel): Uint8Array {
  return zipSync({
    '[Content_Types].xml': strToU8(CONTENT_TYPES),
    '_rels/.rels': strToU8(RELATIONSHIPS),
    '3D/3dmodel.model': strToU8(modelXml(model)),
  });
}
