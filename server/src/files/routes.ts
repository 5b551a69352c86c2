import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import type { FileOperationType } from 'shared/contracts';
import { ANONYMOUS, principalOf, SIGNED_IN, type Principal } from '../http/access.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import { IdParams, ref } from '../http/schema-helpers.js';
import { requirePart } from '../parts/index.js';
import {
  findFileForDownload,
  filesByIds,
  findReadableOperation,
  type FileReader,
  isItarCleared,
  type FileRow,
  listReadableFiles,
  logItarRead,
  toFileDto,
} from './queries.js';
import { findOpenableFile } from './openable.js';
import {
  DownloadParams,
  DownloadQuery,
  OperationBody,
  OperationParams,
  OperationQuery,
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
import { startOperation } from './operations/service.js';
import { mediaLinks } from './signed-url.js';

const tags = ['files'];

/** The company a caller's files belong to: the facility they work in, else their customer company. */
function ownerCompany(principal: Principal): number {
  const company = principal.facilityId ?? principal.engineerCompanyId;
  if (company === null) throw forbidden('Files belong to a company, and this account has none');
  return company;
}

/** Whose files a caller reads (their companies'), and whether export-controlled ones (ITAR_ADMIN). */
function readerOf(principal: Principal): FileReader {
  return {
    companyIds: [principal.facilityId, principal.engineerCompanyId].filter((id): id is number => id !== null),
    itarCleared: principal.roles.includes('ITAR_ADMIN'),
  };
}

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

const filesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config, fileStore: store, fileOperations: queue } = app.ctx;
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

  app.post(
    '/api/v1/file-operation/:type',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Start an operation on a file the caller may read; poll its status, then read its result',
        description:
          'Runs in the background on worker threads. HOLLOW, SUPPORT_GENERATION, PACK3D and EXHAUSTIVE_FIT belong to build ' +
          'planning, which comes later: they answer 422 until then, as do operations not built yet.',
        params: OperationParams,
        body: OperationBody,
        response: { 200: ref(OperationStartedSchema) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const operationId = await startOperation(db, queue, {
        type: request.params.type,
        fileId: request.body.fileId,
        parameters: request.body.parameters,
        reader: readerOf(principal),
        userId: principal.userId,
      });
      return { operationId };
    },
  );

  /** An operation the caller may read: on a file of their companies (ITAR only when cleared), started on `fileId`. */
  const readableOperation = async (principal: Principal, id: number, fileId: number) => {
    const operation = await findReadableOperation(db, id, fileId, readerOf(principal));
    if (!operation) throw notFound(`File operation ${id} not found`);
    return operation;
  };

  app.get(
    '/api/v1/file-operation/status/:id',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Whether an operation is PENDING, SUCCESS or FAILED (the upload flow polls this every 2000 ms)',
        params: IdParams,
        querystring: OperationQuery,
        response: { 200: ref(OperationStatusSchema) },
      },
    },
    async (request) => {
      const operation = await readableOperation(principalOf(request), request.params.id, request.query.fileId);
      return {
        operationId: operation.id,
        status: operation.status,
        fileOperationType: operation.operation_type as FileOperationType,
        fileNeedsRepair: operation.file_needs_repair,
      };
    },
  );

  app.get(
    '/api/v1/file-operation/result/:id',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'An operation’s result: its report (or the reason it failed) and the files it made',
        params: IdParams,
        querystring: OperationQuery,
        response: { 200: ref(OperationResultSchema) },
      },
    },
    async (request) => {
      const operation = await readableOperation(principalOf(request), request.params.id, request.query.fileId);
      const made = await filesByIds(db, operation.result_file_ids);
      return {
        operationId: operation.id,
        status: operation.status,
        fileOperationType: operation.operation_type as FileOperationType,
        fileDTOs: made.map(toFileDto),
        responseData: operation.response_data,
      };
    },
  );

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
      const body = await store.get(file.storage_key);
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

export default filesRoutes;
