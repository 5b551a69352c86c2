import { createHash, randomUUID } from 'node:crypto';
import { pipeline, Transform } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import type { Db } from '../db/database.js';
import { badRequest, HttpError } from '../http/errors.js';
import { contentProblem, HEAD_BYTES } from './content-check.js';
import type { FileStore } from './file-store.js';
import { isPartFile } from '../parts/index.js';
import { insertFile } from './queries.js';
import { UPLOADABLE_EXTENSIONS } from './schemas.js';

const MB = 1024 * 1024;
export const payloadTooLarge = (maxBytes: number) =>
  new HttpError(
    413,
    'FILE_TOO_LARGE',
    `The file is larger than the limit of ${maxBytes >= MB ? `${Math.floor(maxBytes / MB)} MB` : `${Math.floor(maxBytes / 1024)} KB`}`,
  );
const unsupported = (message: string) => new HttpError(415, 'UNSUPPORTED_FILE', message);
/** A body that says it is a multipart form but is not a whole one: no boundary, or cut short before its end. */
export const incompleteForm = () =>
  badRequest('The upload is not a complete multipart form: send the file in the form field "file"', 'file');

/** The lowercase extension of a file name (extensions are compared in lowercase: `.STL` is an STL), or '' without one. */
export const extensionOf = (fileName: string) => {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
};

/**
 * Stores an uploaded part as it streams in: hashed and measured on the way, never held in
 * memory; the record is written only once every byte is stored and the content fits the
 * extension, so a refused or interrupted upload leaves no record and no bytes.
 */
export async function storeUpload(
  db: Db,
  store: FileStore,
  part: MultipartFile,
  upload: { companyId: number; userId: number; itar: boolean; maxBytes: number; partId?: number },
) {
  if (part.fieldname !== 'file') throw badRequest('The upload must be sent in the form field "file"', 'file');
  const fileName = part.filename.trim();
  if (!fileName) throw badRequest('The file has no name', 'file');
  if (fileName.length > 255) throw badRequest('The file name is longer than 255 characters', 'file');
  const extension = extensionOf(fileName);
  if (!UPLOADABLE_EXTENSIONS.includes(extension)) {
    part.file.resume(); // read and drop the rest, so the client gets the answer, not a reset
    throw unsupported(
      `Files of type ${extension ? `.${extension}` : 'without an extension'} cannot be uploaded; allowed: ${UPLOADABLE_EXTENSIONS.map((e) => `.${e}`).join(', ')}`,
    );
  }

  if (upload.partId !== undefined && !isPartFile(extension)) {
    part.file.resume();
    throw badRequest('Only a part file can be a revision of a part', 'querystring.partId');
  }

  const hash = createHash('sha256');
  let size = 0;
  const headChunks: Buffer[] = [];
  let headLength = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      if (headLength < HEAD_BYTES) {
        headChunks.push(chunk.subarray(0, HEAD_BYTES - headLength));
        headLength += Math.min(chunk.length, HEAD_BYTES - headLength);
      }
      done(null, chunk);
    },
  });
  const key = `${upload.itar ? 'itar' : 'files'}/${randomUUID()}`;
  // A failure of the client's stream (it went away, or its form ended inside the file) reaches the
  // store through the meter. pipeline passes on a failure that came before this point too: a form cut
  // short that arrived in one piece has failed by the time the route reads the part.
  const metered = pipeline(part.file, meter, () => undefined);
  try {
    await store.put(key, metered);
    if (part.file.truncated) throw payloadTooLarge(upload.maxBytes);
    const problem = contentProblem(extension, Buffer.concat(headChunks), size);
    if (problem) throw unsupported(problem);
    return await insertFile(db, {
      companyId: upload.companyId,
      uploadedBy: upload.userId,
      fileName,
      extension,
      size,
      sha256: hash.digest('hex'),
      itar: upload.itar,
      storageKey: key,
      partId: upload.partId,
    });
  } catch (error) {
    await store.delete(key).catch(() => undefined);
    if (part.file.errored && !(error instanceof HttpError)) throw incompleteForm();
    throw error;
  }
}
