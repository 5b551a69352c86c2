import type { FileDTO, FileOperationResult, FileOperationType, VerifyReport } from '../contracts/files.js';
import type { FileClient, UploadOptions } from './file-client.js';

/** How one operation on one file answers: PENDING `pending` times, then `status` with its result. */
export interface FakeOperation {
  pending?: number;
  status?: 'SUCCESS' | 'FAILED';
  fileNeedsRepair?: boolean;
  /** The result's type; CONVERT may answer with VERIFY (converted and verified in one step). Defaults to the started type. */
  fileOperationType?: FileOperationType;
  fileDTOs?: FileDTO[];
  responseData?: unknown;
}

export interface FakeFileClientScript {
  /** Defaults to answering `fileDto(1, file.name)` at once. */
  upload?: (file: File, options: UploadOptions) => Promise<FileDTO>;
  /** By `${type}:${fileId}`; an operation not listed succeeds at its first status with a clean report. */
  operations?: Record<string, FakeOperation>;
}

/** One call the fake answered, with the (possibly fake) clock's time. */
export interface FakeCall {
  call: string;
  at: number;
}

export type FakeFileClient = FileClient & { calls: FakeCall[] };

/** A file as the server lists it; the extension is taken from the name. */
export function fileDto(id: number, fileName: string): FileDTO {
  const dot = fileName.lastIndexOf('.');
  return {
    id,
    fileName,
    extension: dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '',
    size: 1024,
    sha256: `sha-${id}`,
    itar: false,
    createdAt: 0,
    originalFileId: null,
    originalFileName: null,
    verified: false,
    pngFileDTO: null,
  };
}

/** A clean closed 10 × 20 × 30 mm box, unless told otherwise. */
export function verifyReport(overrides: Partial<VerifyReport> = {}): VerifyReport {
  return {
    facets: 12,
    vertices: 8,
    edges: 18,
    shells: 1,
    degenerateFacets: 0,
    backwardsEdges: 0,
    facetsWith1DisconnectedEdge: 0,
    facetsWith2DisconnectedEdges: 0,
    facetsWith3DisconnectedEdges: 0,
    openEdges: 0,
    nonManifoldEdges: 0,
    insideOut: false,
    volume: 6000,
    surfaceArea: 2200,
    boundingBox: { min: [0, 0, 0], max: [10, 20, 30] },
    closedManifold: true,
    fileNeedsRepair: false,
    ...overrides,
  };
}

/**
 * A scripted FileClient for tests of the flow and of screens that upload (no server, no XHR):
 * each operation answers as its script says, and every call is logged with the time it came.
 */
export function fakeFileClient(script: FakeFileClientScript = {}): FakeFileClient {
  const calls: FakeCall[] = [];
  const log = (call: string) => calls.push({ call, at: Date.now() });
  const started = new Map<number, { type: FileOperationType; fileId: number; polls: number }>();
  let nextOperation = 100;
  const scriptOf = (operationId: number) => {
    const operation = started.get(operationId);
    if (!operation) throw new Error(`fake file client: no operation ${operationId}`);
    return { operation, answers: script.operations?.[`${operation.type}:${operation.fileId}`] ?? {} };
  };
  return {
    calls,
    upload(file, options = {}) {
      log(`upload ${file.name}`);
      return script.upload ? script.upload(file, options) : Promise.resolve(fileDto(1, file.name));
    },
    async startOperation(type, fileId) {
      log(`start ${type} ${fileId}`);
      const operationId = nextOperation++;
      started.set(operationId, { type, fileId, polls: 0 });
      return operationId;
    },
    async operationStatus(operationId, fileId) {
      log(`status ${operationId} ${fileId}`);
      const { operation, answers } = scriptOf(operationId);
      operation.polls += 1;
      const settled = operation.polls > (answers.pending ?? 0);
      return {
        operationId,
        status: settled ? (answers.status ?? 'SUCCESS') : 'PENDING',
        fileOperationType: operation.type,
        fileNeedsRepair: settled && (answers.fileNeedsRepair ?? false),
      };
    },
    async operationResult(operationId, fileId) {
      log(`result ${operationId} ${fileId}`);
      const { operation, answers } = scriptOf(operationId);
      const failed = answers.status === 'FAILED';
      const type = answers.fileOperationType ?? operation.type;
      const result: FileOperationResult = {
        operationId,
        status: answers.status ?? 'SUCCESS',
        fileOperationType: type,
        fileDTOs: answers.fileDTOs ?? [],
        responseData:
          answers.responseData ??
          (failed
            ? { reason: 'Error, something went wrong!' }
            : type === 'VERIFY'
              ? verifyReport({ fileNeedsRepair: answers.fileNeedsRepair ?? false })
              : {}),
      };
      return result;
    },
  };
}
