/**
 * A packed build written as a 3MF in a geometry worker: each part file read once, its mesh kept
 * in the file's own coordinates, and a build item for every placed piece.
 */
import { MeshError, readStl, writeThreeMf } from '../geometry/index.js';
import type { GeometryResult, GeometryTask } from './geometry-task.js';

export interface ThreeMfExportParameters {
  title: string;
  /** Each part file's object name; its bytes come in the task's parts, in this order. */
  names: string[];
  /** One a placed piece: its part and its matrix (the file's coordinates to the build's millimetres). */
  items: { part: number; matrix: number[] }[];
}

export function runThreeMfExport(task: GeometryTask): GeometryResult {
  const { title, names, items } = task.parameters as unknown as ThreeMfExportParameters;
  try {
    const objects = names.map((name, at) => ({
      name,
      mesh: readStl(new Uint8Array(task.parts![at]!), { maxFacets: task.maxFacets }),
    }));
    const bytes = writeThreeMf({ title, objects, items: items.map(({ part, matrix }) => ({ object: part, matrix })) });
    return {
      status: 'SUCCESS',
      fileNeedsRepair: false,
      responseData: {},
      output: {
        bytes: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
        extension: '3mf',
        nameSuffix: '',
      },
    };
  } catch (error) {
    if (error instanceof MeshError) return { status: 'FAILED', fileNeedsRepair: false, responseData: { reason: error.message } };
    throw error;
  }
}
