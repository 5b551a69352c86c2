import type { Readable } from 'node:stream';
import { localFileStore } from './local-store.js';

/**
 * Where the bytes of part files live, behind the one interface the files domain uses: the
 * local disk under DATA_DIR (one server) or an S3-compatible object store (several servers,
 * FILE_STORE_URL). Keys are `files/<uuid>` or, for export-controlled files, `itar/<uuid>`:
 * ITAR bytes live under a prefix of their own, so a bucket policy or a backup rule can treat
 * them apart.
 */
export interface FileStore {
  /**
   * Stores the stream's bytes under `key`; resolves once all are stored. When the stream fails
   * (the client went away) or the store does, it rejects and leaves nothing under `key`.
   */
  put(key: string, body: Readable): Promise<void>;
  /** The bytes under `key`, as a stream; rejects with FileBytesMissing when the store holds none. */
  get(key: string): Promise<Readable>;
  /** Removes `key`; nothing happens when it is not there. */
  delete(key: string): Promise<void>;
}

/**
 * The store FILE_STORE_URL names, else the local disk under `dataDir`. The S3 client loads only
 * for the former: most plants never use it, and it is a large module to load at every start.
 */
export async function openFileStore(options: { fileStoreUrl: string | undefined; dataDir: string }): Promise<FileStore> {
  if (!options.fileStoreUrl) return localFileStore(options.dataDir);
  const { s3FileStore } = await import('./s3-store.js');
  return s3FileStore(options.fileStoreUrl);
}
