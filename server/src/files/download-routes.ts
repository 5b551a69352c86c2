/** A file's bytes, served to whoever holds a valid signed URL for it: the plain and the export-controlled media paths. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { ANONYMOUS } from '../http/access.js';
import { notFound } from '../http/errors.js';
import { FileBytesMissing } from './file-bytes-missing.js';
import { findFileForDownload, isItarCleared, logItarRead } from './queries.js';
import { DownloadParams, DownloadQuery } from './schemas.js';
import { mediaLinks } from './signed-url.js';

const tags = ['files'];

const MEDIA_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
  stl: 'model/stl',
  obj: 'model/obj',
  '3mf': 'model/3mf',
  step: 'model/step',
  stp: 'model/step',
  iges: 'model/iges',
  igs: 'model/iges',
  wrl: 'model/vrml',
};

const downloadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config, fileStore: store } = app.ctx;
  const links = mediaLinks(config);
  /** Serves a file's bytes to whoever holds a valid signed URL for it; `itar` says which of the two media paths this is. */
  const serveDownload = (itar: boolean) =>
    async function download(
      request: {
        params: { id: number };
        query: { user: number; expires: number; signature: string };
        ip: string;
        headers: Record<string, unknown>;
      },
      reply: FastifyReply,
    ) {
      const { id } = request.params;
      const { user, expires, signature } = request.query;
      const refused = () => notFound(`File ${id} not found, or its link has expired`);
      if (!links.signer.verify(id, user, expires, signature, Date.now())) throw refused();
      const file = await findFileForDownload(db, id);
      if (!file || file.itar !== itar) throw refused();
      if (itar) {
        // Cleared when the URL was made; still cleared now? Then the read is logged before a byte goes out.
        if (!(await isItarCleared(db, user))) throw refused();
        const agent = request.headers['user-agent'];
        await logItarRead(db, {
          fileId: id,
          userId: user,
          address: request.ip,
          userAgent: typeof agent === 'string' ? agent : undefined,
        });
      }
      const body = await store.get(file.storage_key).catch((error: unknown) => {
        if (error instanceof FileBytesMissing) throw notFound(`The bytes of ${file.file_name} are missing from the file store`);
        throw error;
      });
      return reply
        .header('content-type', MEDIA_TYPES[file.extension] ?? 'application/octet-stream')
        .header('content-length', String(file.size))
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.file_name)}`)
        .header('cache-control', 'private, no-store')
        .send(body);
    };

  for (const [path, itar] of [
    ['/media/files/:id', false],
    ['/itar-media/files/:id', true],
  ] as const) {
    app.get(
      path,
      {
        config: { access: ANONYMOUS },
        compress: false,
        schema: {
          tags,
          summary: itar
            ? 'The bytes of an export-controlled file, through a signed URL of GET /api/v1/files/{id}; every read is logged'
            : 'The bytes of a file, through a signed URL of GET /api/v1/files/{id}',
          params: DownloadParams,
          querystring: DownloadQuery,
        },
      },
      serveDownload(itar),
    );
  }
};

export default downloadRoutes;
