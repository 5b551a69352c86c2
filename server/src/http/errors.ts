import type { FastifyError, FastifyInstance } from 'fastify';
import { Type } from 'typebox';

/** The body of every error response: `{ message, code, details? }`. */
export const ErrorSchema = Type.Object(
  {
    message: Type.String(),
    code: Type.String(),
    details: Type.Optional(Type.Unknown()),
  },
  { $id: 'ApiError', description: 'Every error response of the API.' },
);

/** A failure the client can act on. Domain code throws these; one handler renders them. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) =>
  new HttpError(400, 'BAD_REQUEST', message, field ? [{ field, message }] : undefined);
export const unauthorized = (message = 'Authentication required', code = 'UNAUTHENTICATED') => new HttpError(401, code, message);
export const forbidden = (message: string, code = 'FORBIDDEN') => new HttpError(403, code, message);
export const notFound = (message: string) => new HttpError(404, 'NOT_FOUND', message);
export const conflict = (message: string, details?: unknown) => new HttpError(409, 'CONFLICT', message, details);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, 'TOO_MANY_REQUESTS', message, undefined, { 'retry-after': String(retryAfterSeconds) });

interface ValidationIssue {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

/** Names the field a schema error is about: `body.email`, `params.id`, `querystring.size`. */
function fieldOf(issue: ValidationIssue, context: string): string {
  const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const missing = issue.keyword === 'required' ? String(issue.params.missingProperty ?? '') : '';
  const extra = issue.keyword === 'additionalProperties' ? String(issue.params.additionalProperty ?? '') : '';
  return [context, path, missing || extra].filter(Boolean).join('.');
}

function describe(issue: ValidationIssue, field: string): string {
  switch (issue.keyword) {
    case 'required':
      return `${field} is required`;
    case 'additionalProperties':
      return `${field} is not a known field`;
    case 'enum':
      return `${field} must be one of: ${(issue.params.allowedValues as unknown[]).join(', ')}`;
    default:
      return `${field} ${issue.message ?? 'is invalid'}`;
  }
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & { validation?: ValidationIssue[]; validationContext?: string }, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .headers(error.headers)
        .status(error.statusCode)
        .send({ message: error.message, code: error.code, ...(error.details === undefined ? {} : { details: error.details }) });
    }
    if (error.validation) {
      const context = error.validationContext ?? 'body';
      const details = error.validation.map((issue) => {
        const field = fieldOf(issue, context);
        return { field, message: describe(issue, field) };
      });
      return reply.status(400).send({ message: details[0]?.message ?? 'Invalid request', code: 'VALIDATION_ERROR', details });
    }
    // A unique constraint lost to a concurrent request (e.g. two registrations of one email).
    if ((error as { code?: string }).code === '23505') {
      return reply.status(409).send({ message: 'A record with these values already exists', code: 'CONFLICT' });
    }
    // A value the schemas let through but the database cannot hold (a number or date out of range).
    if (['22003', '22007', '22008'].includes((error as { code?: string }).code ?? '')) {
      return reply.status(400).send({ message: 'A value is out of range', code: 'OUT_OF_RANGE' });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply.status(413).send({ message: 'The request body is too large', code: 'PAYLOAD_TOO_LARGE' });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (status === 400 && error instanceof SyntaxError)) {
      return reply.status(400).send({ message: 'The request body is not valid JSON', code: 'MALFORMED_JSON' });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad media type, empty body…): their text is safe to show.
      return reply.status(status).send({ message: error.message, code: error.code ?? 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Internal server error', code: 'INTERNAL_ERROR' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found`, code: 'NOT_FOUND' });
  });
}
