/**
 * Files the demo data makes in code, for the domains' seeds: stored and recorded as an upload
 * stores and records them, and a part verified and analysed by the operations' own code, so the
 * seed's orders are submitted through the same rule as a customer's (only a verified part is
 * ordered) and its parts show their measures and thumbnails as uploaded ones do.
 */
import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Db } from '../db/database.js';
import { contentProblem, HEAD_BYTES } from './content-check.js';
import type { FileStore } from './file-store.js';
import { DEFAULT_MAX_FACETS, type Mesh, writeBinaryStl } from './geometry/index.js';
import type { GeometryResult, GeometryTask } from './operations/geometry-task.js';
import { runOperation } from './operations/service.js';
import { insertFile, insertOperation } from './queries.js';
import { extensionOf } from './service.js';

export interface SeedFile {
  companyId: number;
  /** The user who uploaded it: one of the company's people. */
  uploadedBy: number;
  fileName: string;
  itar?: boolean;
}

/** Stores the bytes and records the file, as an upload does (refusing what an upload refuses); its id. */
export async function storeFile(db: Db, store: FileStore, file: SeedFile & { bytes: Uint8Array }): Promise<number> {
  const itar = file.itar ?? false;
  const key = `${itar ? 'itar' : 'files'}/${randomUUID()}`;
  const bytes = Buffer.from(file.bytes);
  const extension = extensionOf(file.fileName);
  const problem = contentProblem(extension, bytes.subarray(0, HEAD_BYTES), bytes.length);
  if (problem) throw new Error(`The demo file ${file.fileName}: ${problem}`);
  await store.put(key, Readable.from([bytes]));
  const row = await insertFile(db, {
    companyId: file.companyId,
    uploadedBy: file.uploadedBy,
    fileName: file.fileName,
    extension,
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    itar,
    storageKey: key,
  });
  return row.id;
}

// The seed's parts are a few thousand facets each: verified and pictured on this thread, without
// starting a pool of workers. Drawing a thumbnail is most of a part's time, so a part this process
// pictured before (a reset seeds the same parts again) keeps its picture: the same bytes, stored anew.
// The geometry core loads with the first seeded part: every domain reaches this file through the
// files domain's index, and most processes that load it never seed.
const analyses = new Map<string, Promise<GeometryResult>>();
const runGeometryTask = async (task: GeometryTask) => (await import('./operations/geometry-task.js')).runGeometryTask(task);
const inThisThread = {
  run(task: GeometryTask): Promise<GeometryResult> {
    if (task.type !== 'analyze') return runGeometryTask(task);
    const key = createHash('sha256').update(new Uint8Array(task.bytes)).digest('hex');
    if (!analyses.has(key)) analyses.set(key, runGeometryTask(task));
    return analyses.get(key)!;
  },
};

/** The seed's queue: each operation it is given (a demo build's packing) run at once on this thread, as a worker would run it. */
export const queueInThisThread = (db: Db, store: FileStore) => ({
  enqueue: (operationId: number) => runOperation({ db, store, pool: inThisThread, maxFacets: DEFAULT_MAX_FACETS }, operationId),
});

/** Records the operation on the seeded file and runs it as the queue would; its outcome. */
async function runOnPart(db: Db, store: FileStore, part: SeedFile, fileId: number, type: 'VERIFY' | 'analyze') {
  const operationId = await insertOperation(db, {
    fileId,
    companyId: part.companyId,
    requestedBy: part.uploadedBy,
    type,
    parameters: null,
  });
  await runOperation({ db, store, pool: inThisThread, maxFacets: DEFAULT_MAX_FACETS }, operationId);
  return db
    .selectFrom('file_operations')
    .select(['status', 'file_needs_repair', 'response_data'])
    .where('id', '=', operationId)
    .executeTakeFirstOrThrow();
}

/**
 * Stores the mesh as a binary STL part file, verifies it and analyses it: the VERIFY and analyze
 * operations recorded and run by runOperation, as the upload flow's requests would be, reading the
 * bytes back from the store. So a seeded part has its measures and its thumbnail (a PNG file
 * linked to it) as an uploaded one does. Its file id; throws when the part does not verify sound
 * or cannot be pictured (a seed's mistake).
 */
export async function storeVerifiedPart(db: Db, store: FileStore, part: SeedFile & { mesh: Mesh }): Promise<number> {
  const fileId = await storeFile(db, store, { ...part, bytes: writeBinaryStl(part.mesh) });
  const verified = await runOnPart(db, store, part, fileId, 'VERIFY');
  if (verified.status !== 'SUCCESS' || verified.file_needs_repair) {
    throw new Error(`The demo part ${part.fileName} did not verify: ${JSON.stringify(verified.response_data)}`);
  }
  const analysed = await runOnPart(db, store, part, fileId, 'analyze');
  if (analysed.status !== 'SUCCESS') {
    throw new Error(`The demo part ${part.fileName} could not be analysed: ${JSON.stringify(analysed.response_data)}`);
  }
  return fileId;
}

/** A one-page PDF showing `lines` (Latin-1 text): a document the demo attaches (an NDA, a drawing note). */
export function textPdf(lines: string[]): Uint8Array {
  const escaped = lines.map((line) => `(${line.replace(/[\\()]/g, (c) => `\\${c}`)}) Tj T*`).join('\n');
  const content = `BT /F1 12 Tf 16 TL 72 770 Td\n${escaped}\nET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let pdf = '%PDF-1.4\n';
  // The cross-reference table names each object's byte offset: a reader finds them by it.
  const offsets = objects.map((body, index) => {
    const offset = Buffer.byteLength(pdf, 'latin1');
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
