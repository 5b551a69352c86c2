/** A packed build as a 3MF for the printer's software: each part file's mesh once, a build item for each placed piece. */
import type { Db } from '../db/database.js';
import type { ExportThreeMf } from '../files/index.js';
import { conflict, notFound } from '../http/errors.js';
import type { PackingAnswer } from './estimate.js';
import type { BuildScope } from './parts.js';
import { buildParts, findBuild } from './queries.js';

/** Who downloads it, as the ITAR read log records them. */
interface BuildDownloader {
  address: string;
  userAgent?: string;
}

export async function exportBuild(
  deps: { db: Db; exportThreeMf: ExportThreeMf },
  scope: BuildScope,
  id: number,
  downloader: BuildDownloader,
): Promise<{ name: string; bytes: Uint8Array }> {
  const build = await findBuild(deps.db, scope.facilityId, id);
  if (!build) throw notFound(`No build ${id}`);
  if (build.packing_status !== 'SUCCESS')
    throw conflict('Only a packed build can be exported: pack it, or wait until its packing is done');
  const { placements } = build.packing_data as unknown as PackingAnswer;
  const parts = await buildParts(deps.db, id);
  // A file placed many times (or ordered twice) is one object; every placed piece is an item of it.
  const objectOf = new Map<number, number>();
  const files: { fileId: number; name: string; itar: boolean }[] = [];
  const items = placements.map(({ part, fileId, matrix }) => {
    if (!objectOf.has(fileId)) {
      const { original_file_name: name, itar } = parts[part]!;
      objectOf.set(fileId, files.push({ fileId, name, itar }) - 1);
    }
    return { part: objectOf.get(fileId)!, matrix };
  });
  const bytes = await deps.exportThreeMf({
    title: build.name,
    parts: files,
    items,
    reader: { userId: scope.userId, itarCleared: scope.itarAdmin, ...downloader },
  });
  return { name: build.name, bytes };
}
