import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { principalOf, SIGNED_IN } from '../http/access.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import { IdParams, ref } from '../http/schema-helpers.js';
import { requirePart } from '../parts/index.js';
import { type FileRow, listReadableFiles, toFileDto } from './queries.js';
import { findOpenableFile } from './openable.js';
import {
  OperationResultSchema,
  OperationStartedSchema,
  OperationStatusSchema,
  FileDetailsSchema,
  FileListQuery,
  FileListSchema,
  FileSchema,
  UploadQuery,
  VerifyReportSchema,
} from './schemas.js';
import { incompleteForm, payloadTooLarge, storeUpload } from './service.js';
import { ownerCompany, readerOf } from './callers.js';
import { mediaLinks } from './signed-url.js';
import downloadRoutes from './download-routes.js';
import fileOperationRoutes from './operation-routes.js';
import { named } from '../http/named-plugin.js';

const tags = ['files'];

const filesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config, fileStore: store } = app.ctx;
  const links = mediaLinks(config);
  const downloadUrl = links.link;
  [
    FileSchema,
    FileDetailsSchema,
    FileListSchema,
    OperationStartedSchema,
    OperationStatusSchema,
    VerifyReportSchema,
    OperationResultSchema,
  ].forEach((schema) => app.addSchema(schema));
  await app.register(multipart, {
    // One file, no other fields; its size bounded by configuration (413 above it).
    limits: { fileSize: config.maxUploadBytes, files: 1, fields: 0, parts: 1, headerPairs: 50 },
  });

  /** A file's record with its thumbnail (when analyze made one) and the thumbnail's signed URL for `userId`. */
  const withThumbnail = (row: FileRow & { thumbnail_id: number | null; verified?: boolean }, userId: number) => ({
    ...toFileDto(row),
    pngFileDTO:
      row.thumbnail_id === null
        ? null
        : { id: row.thumbnail_id, fileURL: downloadUrl({ ...row, id: row.thumbnail_id }, userId).downloadUrl },
  });

  app.post(
    '/api/v1/files',
    {
      // A large file over a plant's link may take longer than an API request may (UPLOAD_TIMEOUT_SECONDS).
      config: { access: SIGNED_IN, longBody: true },
      schema: {
        tags,
        summary: 'Upload one file (multipart form, the single field "file"); it is stored as it streams in',
        description:
          'Part files (stl, step, iges, obj, 3mf, wrl and the native CAD formats such as sldprt and catpart) and attachments (png, jpg, pdf). ' +
          'The content must match the extension (415 otherwise); above MAX_UPLOAD_MB the answer is 413.',
        consumes: ['multipart/form-data'],
        querystring: UploadQuery,
        response: { 201: ref(FileSchema) },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const companyId = ownerCompany(principal);
      const itar = request.query.itar ?? false;
      if (itar && !principal.roles.includes('ITAR_ADMIN')) {
        throw forbidden('Only a user cleared for export-controlled data (ITAR_ADMIN) may upload an ITAR file');
      }
      if (!request.isMultipart()) throw badRequest('Send the file as multipart/form-data in the field "file"', 'file');
      const { partId } = request.query;
      // Refused before a byte is stored: a part the company does not have.
      if (partId !== undefined) await requirePart(db, companyId, partId);
      let part;
      try {
        part = await request.file();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw payloadTooLarge(config.maxUploadBytes);
        // The form parser's own errors (no boundary, a form cut short) carry no status: the body is not a form.
        if ((error as { statusCode?: number }).statusCode === undefined) throw incompleteForm();
        throw error;
      }
      if (!part) throw badRequest('Choose a file to upload', 'file');
      const row = await storeUpload(db, store, part, {
        companyId,
        userId: principal.userId,
        itar,
        maxBytes: config.maxUploadBytes,
        partId,
      });
      return reply.status(201).send(toFileDto(row));
    },
  );

  app.get(
    '/api/v1/files',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'The files of the caller’s company, newest first (export-controlled ones only for ITAR_ADMIN)',
        querystring: FileListQuery,
        response: { 200: ref(FileListSchema) },
      },
    },
    async (request) => {
      const { search, extension, offset = 0, limit = 15 } = request.query;
      const principal = principalOf(request);
      const { rows, totalCount } = await listReadableFiles(db, readerOf(principal), { search, extension, offset, limit });
      return { files: rows.map((row) => withThumbnail(row, principal.userId)), totalCount };
    },
  );

  app.get(
    '/api/v1/files/:id',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'One file’s record, with a signed download URL valid for FILE_URL_TTL_SECONDS',
        params: IdParams,
        response: { 200: ref(FileDetailsSchema) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const file = await findOpenableFile(db, request.params.id, readerOf(principal));
      // Another company's file, or an ITAR file for someone not cleared: as if it did not exist.
      if (!file) throw notFound(`File ${request.params.id} not found`);
      const { downloadUrl: url, expires } = downloadUrl(file, principal.userId);
      return { ...withThumbnail(file, principal.userId), downloadUrl: url, downloadUrlExpiresAt: expires };
    },
  );

  await app.register(named(fileOperationRoutes));

  await app.register(named(downloadRoutes));
};

export default filesRoutes;
