import type { MessagePort } from 'node:worker_threads';
import { type Mesh, MeshError, readStl, repair, verify, writeBinaryStl } from '../geometry/index.js';
import { convertToMesh } from './convert.js';
import { ConversionError } from './convert-error.js';
import { analyze, AnalyzeError } from '../thumbnail/index.js';
import { OUTPUT_NAME_SUFFIX, runTransform, TRANSFORM_TYPES, TransformError, type TransformType } from '../transforms/index.js';
import { PACKING_OPERATIONS, type PackingOperation } from './packing-operations.js';
import { runPackingTask } from './packing-task.js';
import { runPlacementCheck } from './placement-check-task.js';
import { runThreeMfExport } from './three-mf-export-task.js';

/** What the geometry worker is asked: one operation on one file's bytes. */
export interface GeometryTask {
  type: 'VERIFY' | 'REPAIR' | 'CONVERT' | 'analyze' | 'CHECK_PLACEMENT' | 'EXPORT_3MF' | TransformType | PackingOperation;
  /** The file's bytes, moved (not copied) to the worker. */
  bytes: ArrayBuffer;
  extension: string;
  /** A transform's options, as the request gave them (each transform checks its own); a packing's, as resolved when accepted. */
  parameters: Record<string, unknown>;
  maxFacets: number;
  /** PACK3D, CHECK_PLACEMENT and EXPORT_3MF: every part's file, in the order of the parameters' parts, moved to the worker. */
  parts?: ArrayBuffer[];
  /** PACK3D: where the packer reports its progress. */
  progress?: MessagePort;
  /** PACK3D: set to 1 by the server when someone asks the packing to stop. */
  cancel?: Int32Array;
}

/** What it answers: the report, and the bytes of a file it made (a repaired mesh), moved back. */
export interface GeometryResult {
  status: 'SUCCESS' | 'FAILED';
  fileNeedsRepair: boolean;
  responseData: Record<string, unknown>;
  output?: { bytes: ArrayBuffer; extension: string; nameSuffix: string };
}

const failed = (reason: string): GeometryResult => ({ status: 'FAILED', fileNeedsRepair: false, responseData: { reason } });

/** A mesh as the bytes of a binary STL, in a buffer of its own that can be moved to the main thread. */
function stlOutput(mesh: Mesh, header: string, nameSuffix: string): NonNullable<GeometryResult['output']> {
  const bytes = writeBinaryStl(mesh, header);
  return {
    bytes: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    extension: 'stl',
    nameSuffix,
  };
}

/**
 * Runs one geometry operation. A file the operation cannot read is a FAILED result with the
 * reason (a MeshError's or ConversionError's message), not an exception: only a fault of the
 * worker itself (out of memory, a WebAssembly abort, the time cap) rejects, and the pool
 * reports that.
 */
export async function runGeometryTask(task: GeometryTask): Promise<GeometryResult> {
  if ((PACKING_OPERATIONS as readonly string[]).includes(task.type)) return runPackingTask(task);
  if (task.type === 'CHECK_PLACEMENT') return runPlacementCheck(task);
  if (task.type === 'EXPORT_3MF') return runThreeMfExport(task);
  const bytes = new Uint8Array(task.bytes);
  try {
    if (task.type === 'CONVERT') {
      // The STL of the part, for the upload flow to verify (and repair) like an uploaded one.
      const mesh = await convertToMesh(bytes, task.extension, task.maxFacets);
      return {
        status: 'SUCCESS',
        fileNeedsRepair: false,
        responseData: { facets: mesh.facetCount, from: task.extension },
        output: stlOutput(mesh, `converted from .${task.extension} by the AM platform`, ''),
      };
    }
    if (task.extension !== 'stl') return failed(`${task.type} reads STL files; convert this .${task.extension} file first`);
    const mesh = readStl(bytes, { maxFacets: task.maxFacets });
    if (task.type === 'VERIFY') {
      const report = verify(mesh);
      return { status: 'SUCCESS', fileNeedsRepair: report.fileNeedsRepair, responseData: { ...report } };
    }
    if ((TRANSFORM_TYPES as readonly string[]).includes(task.type)) {
      const type = task.type as TransformType;
      const { mesh: made, report } = await runTransform(type, mesh, task.parameters);
      const suffix = OUTPUT_NAME_SUFFIX[type];
      return {
        status: 'SUCCESS',
        fileNeedsRepair: false,
        responseData: { ...report },
        ...(made && suffix !== undefined ? { output: stlOutput(made, `${type} by the AM platform`, suffix) } : {}),
      };
    }
    if (task.type === 'analyze') {
      // The figures in mm and inch, and the thumbnail as a PNG file of its own, linked to the part.
      const { report, png } = analyze(mesh);
      return {
        status: 'SUCCESS',
        fileNeedsRepair: false,
        responseData: { ...report },
        output: { bytes: png.buffer, extension: 'png', nameSuffix: '_thumbnail' },
      };
    }
    // REPAIR: the repaired mesh is a new file; what was changed, and whether anything is left, is the report.
    const repaired = repair(mesh);
    const after = verify(repaired.mesh);
    return {
      status: 'SUCCESS',
      fileNeedsRepair: after.fileNeedsRepair,
      responseData: { ...repaired.summary, fileNeedsRepair: after.fileNeedsRepair },
      output: stlOutput(repaired.mesh, 'repaired by the AM platform', '_repaired'),
    };
  } catch (error) {
    if (
      error instanceof MeshError ||
      error instanceof ConversionError ||
      error instanceof AnalyzeError ||
      error instanceof TransformError
    )
      return failed(error.message);
    throw error;
  }
}
