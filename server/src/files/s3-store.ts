import { DeleteObjectCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import { FileBytesMissing } from './file-bytes-missing.js';
import type { FileStore } from './file-store.js';

/**
 * Part files in an S3-compatible object store, for several servers. FILE_STORE_URL names the
 * endpoint and the bucket, `https://ACCESS_KEY:SECRET@host[:port]/bucket[/prefix]` (path-style,
 * as MinIO, Ceph and s3rver answer; without credentials in the URL the AWS SDK's own chain is
 * used), with FILE_STORE_REGION (default us-east-1). Uploads go in parts of 8 MB, four at a
 * time, so a file of any size costs the server about 32 MB while it streams through.
 */
export function s3FileStore(fileStoreUrl: string): FileStore {
  const url = new URL(fileStoreUrl);
  const [bucket, ...prefixParts] = url.pathname.split('/').filter(Boolean);
  if (!bucket) throw new Error('FILE_STORE_URL must name a bucket: https://host/bucket');
  const prefix = prefixParts.length ? `${prefixParts.join('/')}/` : '';
  const client = new S3Client({
    endpoint: url.origin,
    region: process.env.FILE_STORE_REGION ?? 'us-east-1',
    forcePathStyle: true,
    ...(url.username
      ? { credentials: { accessKeyId: decodeURIComponent(url.username), secretAccessKey: decodeURIComponent(url.password) } }
      : {}),
  });
  const objectKey = (key: string) => `${prefix}${key}`;
  return {
    async put(key, body) {
      // lib-storage aborts the multipart upload when the body fails, so no part is left behind.
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: objectKey(key), Body: body },
        partSize: 8 * 1024 * 1024,
        queueSize: 4,
        leavePartsOnError: false,
      });
      const failed = new Promise<never>((_, reject) => body.once('error', reject));
      failed.catch(() => undefined); // an error after the upload settled concerns nobody
      try {
        await Promise.race([upload.done(), failed]);
      } catch (error) {
        await upload.abort().catch(() => undefined);
        throw error;
      }
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return answer.Body as Readable;
      } catch (error) {
        throw (error as Error).name === 'NoSuchKey' ? new FileBytesMissing(key) : error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
  };
}
