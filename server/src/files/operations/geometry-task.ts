import { MeshError, readStl, repair, verify, writeBinaryStl } from '../geometry/index.js';

/** What the geometry worker is asked: one operation on one file's bytes. */
export interface GeometryTask {
  type: 'VERIFY' | 'REPAIR';
  /** The file's bytes, moved (not copied) to the worker. */
  bytes: ArrayBuffer;
  extension: string;
  maxFacets: number;
}

/** What it answers: the report, and the bytes of a file it made (a repaired mesh), moved back. */
export interface GeometryResult {
  status: 'SUCCESS' | 'FAILED';
  fileNeedsRepair: boolean;
  responseData: Record<string, unknown>;
  output?: { bytes: ArrayBuffer; extension: string; nameSuffix: string };
}

const failed = (reason: string): GeometryResult => ({ status: 'FAILED', fileNeedsRepair: false, responseData: { reason } });

/**
 * Runs one geometry operation. A file the operation cannot read is a FAILED result with the
 * reason (a MeshError's message), not an exception: only a fault of the worker itself (out
 * of memory, a WebAssembly abort, the time cap) rejects, and the pool reports that.
 */
export function runGeometryTask(task: GeometryTask): GeometryResult {
  if (task.extension !== 'stl') return failed(`${task.type} reads STL files; convert this .${task.extension} file first`);
  try {
    const mesh = readStl(new Uint8Array(task.bytes), { maxFacets: task.maxFacets });
    if (task.type === 'VERIFY') {
      const report = verify(mesh);
      return { status: 'SUCCESS', fileNeedsRepair: report.fileNeedsRepair, responseData: { ...report } };
    }
    // REPAIR: the repaired mesh is a new file; what was changed, and whether anything is left, is the report.
    const repaired = repair(mesh);
    const after = verify(repaired.mesh);
    const bytes = writeBinaryStl(repaired.mesh, 'repaired by the AM platform');
    return {
      status: 'SUCCESS',
      fileNeedsRepair: after.fileNeedsRepair,
      responseData: { ...repaired.summary, fileNeedsRepair: after.fileNeedsRepair },
      output: {
        bytes: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
        extension: 'stl',
        nameSuffix: '_repaired',
      },
    };
  } catch (error) {
    if (error instanceof MeshError) return failed(error.message);
    throw error;
  }
}
