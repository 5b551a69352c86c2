import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { FileBytesMissing } from './file-bytes-missing.js';
import type { FileStore } from './file-store.js';

/**
 * Part files on the local disk, under `<dataDir>/files`. A file is written under `incoming/`
 * and renamed into place once complete, so a crash or a failed upload never leaves a partial
 * file under a key. What a killed process left in `incoming/` (a partial upload can be
 * hundreds of megabytes) is cleared when the store opens, before the server takes a request.
 */
export async function localFileStore(dataDir: string): Promise<FileStore> {
  const root = path.join(dataDir, 'files');
  const incoming = path.join(root, 'incoming');
  await rm(incoming, { recursive: true, force: true });
  await mkdir(incoming, { recursive: true });
  const pathOf = (key: string) => {
    if (!/^(files|itar)\/[0-9a-f-]{36}$/.test(key)) throw new Error(`not a file key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, body) {
      const target = pathOf(key);
      const partial = path.join(incoming, randomUUID());
      const file = createWriteStream(partial, { flags: 'wx' });
      try {
        await pipeline(body, file);
        await mkdir(path.dirname(target), { recursive: true });
        await rename(partial, target);
      } catch (error) {
        // A body that fails at once fails the pipeline while the file is still being opened, and
        // the opening creates the file after that: remove it once the stream has closed it.
        if (!file.closed) await new Promise<void>((closed) => file.once('close', () => closed()));
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      const stream = createReadStream(pathOf(key));
      // Opening fails asynchronously: wait for it, so a missing file rejects here.
      await new Promise<void>((resolve, reject) =>
        stream
          .once('open', () => resolve())
          .once('error', (error: NodeJS.ErrnoException) => reject(error.code === 'ENOENT' ? new FileBytesMissing(key) : error)),
      );
      return stream;
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
