/**
 * A packed build as a 3MF, for the builds domain: the part files read from the store and moved to
 * a geometry worker, which writes the package; the request waits for it, as a download does.
 */
import type { Db } from '../../db/database.js';
import { forbidden, HttpError } from '../../http/errors.js';
import type { FileStore } from '../file-store.js';
import { filesByIds, logItarRead } from '../queries.js';
import type { GeometryPool } from './geometry-pool.js';
import { partBytes } from './service.js';
import type { ThreeMfExportParameters } from './three-mf-export-task.js';

interface ThreeMfExportRequest {
  title: string;
  /** Each part file once: the file, its object's name, and whether its order is export controlled. */
  parts: { fileId: number; name: string; itar: boolean }[];
  items: ThreeMfExportParameters['items'];
  /** Who downloads it: an export-controlled part only for the cleared, and each such read logged. */
  reader: { userId: number; itarCleared: boolean; address: string; userAgent?: string };
}

export type ExportThreeMf = (request: ThreeMfExportRequest) => Promise<Uint8Array>;

const failed = (reason: string) => new HttpError(422, 'EXPORT_FAILED', `The 3MF could not be made: ${reason}`);

export function threeMfExporter(deps: {
  db: Db;
  store: FileStore;
  pool: Pick<GeometryPool, 'run'>;
  maxFacets: number;
}): ExportThreeMf {
  return async ({ title, parts, items, reader }) => {
    const ids = parts.map((part) => part.fileId);
    const files = new Map((await filesByIds(deps.db, ids)).map((file) => [file.id, file]));
    // Export controlled when the order says so or the file was stored so: the bytes leave as a download's do.
    const controlled = parts.filter((part) => part.itar || files.get(part.fileId)!.itar);
    const [first] = controlled;
    if (first && !reader.itarCleared)
      throw forbidden(`${first.name} is export controlled (ITAR): only an ITAR administrator may export it`);
    for (const part of controlled)
      await logItarRead(deps.db, {
        fileId: part.fileId,
        userId: reader.userId,
        address: reader.address,
        userAgent: reader.userAgent,
      });
    const parameters: ThreeMfExportParameters = { title, names: parts.map((part) => part.name), items };
    const bytes = await Promise.all(parts.map((part) => partBytes(deps.store, files.get(part.fileId)!)));
    let result;
    try {
      result = await deps.pool.run({
        type: 'EXPORT_3MF',
        bytes: new ArrayBuffer(0),
        extension: 'stl',
        parameters: parameters as unknown as Record<string, unknown>,
        maxFacets: deps.maxFacets,
        parts: bytes,
      });
    } catch (error) {
      // The worker's own limits (time, memory): a build too large for them, said as such.
      throw failed((error as Error).message);
    }
    if (result.status === 'FAILED' || !result.output) throw failed(String(result.responseData.reason ?? 'no reason given'));
    return new Uint8Array(result.output.bytes);
  };
}
