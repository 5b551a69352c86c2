/**
 * What fitsVolume (shared/contracts) reads of a part and a machine, for the places that offer
 * machines for a part: a part's size from its file's VERIFY report in the units its order gives,
 * and a machine's build volume with the margin its facility keeps clear at every wall.
 */
import { fitsVolume, partSizeMm, type LengthUnit } from 'shared/contracts';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** A machine's build volume (mm; a post-processing machine publishes none) and its packing margin (mm). */
export interface BuildVolume {
  build_x_mm: number | null;
  build_y_mm: number | null;
  build_z_mm: number | null;
  packing_margin_mm: number;
}

type Box = { min: number[]; max: number[] };

/** The size (mm) of each part whose file passed VERIFY, by the part's key. */
export async function partSizes<K>(
  db: Db,
  parts: readonly { key: K; fileId: number | null; units: LengthUnit }[],
): Promise<Map<K, number[]>> {
  const fileIds = [...new Set(parts.flatMap((part) => (part.fileId === null ? [] : [part.fileId])))];
  if (fileIds.length === 0) return new Map();
  // A file's last successful VERIFY is what it measures: a repair verifies it again.
  const reports = await db
    .selectFrom('file_operations')
    .distinctOn('file_id')
    .select(['file_id', sql<Box | null>`response_data->'boundingBox'`.as('box')])
    .where('file_id', 'in', fileIds)
    .where('operation_type', '=', 'VERIFY')
    .where('status', '=', 'SUCCESS')
    .orderBy('file_id')
    .orderBy('id', 'desc')
    .execute();
  const boxes = new Map(reports.flatMap((report) => (report.box ? [[report.file_id, report.box] as const] : [])));
  return new Map(
    parts.flatMap((part) => {
      const box = part.fileId === null ? undefined : boxes.get(part.fileId);
      return box ? [[part.key, partSizeMm(box, part.units)] as const] : [];
    }),
  );
}

/**
 * Whether the machine holds a part of `size` (mm). A part not measured yet, or a machine without
 * a build volume, is not turned away: nothing says it would not fit.
 */
export function holds(machine: BuildVolume, size: readonly number[] | undefined): boolean {
  const { build_x_mm: x, build_y_mm: y, build_z_mm: z } = machine;
  if (!size || x === null || y === null || z === null) return true;
  return fitsVolume(size, [x, y, z], machine.packing_margin_mm);
}

/** A size as the platform's messages give it: '420 × 60 × 30 mm'. */
export const sizeText = (size: readonly number[]) => `${size.map((edge) => Math.round(edge * 10) / 10).join(' × ')} mm`;
