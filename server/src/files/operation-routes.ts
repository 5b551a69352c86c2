/** Operations on a file the caller may read: started, then polled for their status, then read for their result. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FileOperationType } from 'shared/contracts';
import { principalOf, SIGNED_IN, type Principal } from '../http/access.js';
import { conflict, notFound } from '../http/errors.js';
import { IdParams, ref } from '../http/schema-helpers.js';
import { filesByIds, findReadableOperation, toFileDto } from './queries.js';
import {
  OperationBody,
  OperationParams,
  OperationQuery,
  OperationResultSchema,
  OperationStartedSchema,
  OperationStatusSchema,
} from './schemas.js';
import { requestPackingStop, startOperation } from './operations/service.js';

import { readerOf } from './callers.js';

const tags = ['files'];

/** What the status of an operation says of it. */
const statusOf = (operation: NonNullable<Awaited<ReturnType<typeof findReadableOperation>>>) => ({
  operationId: operation.id,
  status: operation.status,
  fileOperationType: operation.operation_type as FileOperationType,
  fileNeedsRepair: operation.file_needs_repair,
});

const fileOperationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, fileOperations: queue } = app.ctx;
  app.post(
    '/api/v1/file-operation/:type',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Start an operation on a file the caller may read; poll its status, then read its result',
        description:
          'Runs in the background on worker threads. PACK3D packs parts into a machine of the caller’s facility (its ' +
          'progress reaches the facility’s event stream as file.operation.progress; POST …/cancel/{id} stops it with what ' +
          'it has placed); EXHAUSTIVE_FIT says which of the facility’s machines hold the file, in which orientations. ' +
          'HOLLOW and SUPPORT_GENERATION answer 422: they are not built yet.',
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
        facilityId: principal.facilityId,
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
      return statusOf(await readableOperation(principalOf(request), request.params.id, request.query.fileId));
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

  app.post(
    '/api/v1/file-operation/cancel/:id',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Stop a running packing (PACK3D): it finishes with what it has placed, the rest named as cancelled',
        params: IdParams,
        querystring: OperationQuery,
        response: { 200: ref(OperationStatusSchema) },
      },
    },
    async (request) => {
      const operation = await readableOperation(principalOf(request), request.params.id, request.query.fileId);
      if (operation.operation_type !== 'PACK3D') throw conflict('Only a packing (PACK3D) can be stopped');
      if (!(await requestPackingStop(db, operation.id))) throw conflict(`File operation ${operation.id} has finished already`);
      return statusOf(operation);
    },
  );
};

export default fileOperationRoutes;
