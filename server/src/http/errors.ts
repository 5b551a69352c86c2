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

/**
 * The answer to a PostgreSQL error that the request's values caused, by SQLSTATE: class 22
 * (data exception: a value out of range, not valid for its type, text the encoding cannot
 * hold), class 23 (a constraint) and class 54 (a limit, such as an index row too large).
 * Every other class is a fault of ours and stays a 500.
 */
function databaseRefusal(error: unknown): { status: number; code: string; message: string } | undefined {
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  // Only the database's errors carry a severity next to a five-character SQLSTATE.
  if (typeof severity !== 'string' || typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return undefined;
  // A unique or exclusion constraint lost to a concurrent request (e.g. two registrations of one email).
  if (code === '23505' || code === '23P01') {
    return { status: 409, code: 'CONFLICT', message: 'A record with these values already exists' };
  }
  if (code === '23503' || code === '23001') {
    return { status: 409, code: 'CONFLICT', message: 'A record this refers to is missing, or is still referred to' };
  }
  if (code.startsWith('23')) return { status: 400, code: 'INVALID_VALUE', message: 'A value breaks a rule of the data' };
  if (['22003', '22007', '22008'].includes(code))
    return { status: 400, code: 'OUT_OF_RANGE', message: 'A value is out of range' };
  if (code.startsWith('22')) return { status: 400, code: 'INVALID_VALUE', message: 'A value cannot be stored as sent' };
  if (code.startsWith('54')) return { status: 400, code: 'TOO_LARGE', message: 'A value is too large to be stored' };
  return undefined;
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
    const refused = databaseRefusal(error);
    if (refused) {
      request.log.info({ sqlState: (error as { code?: string }).code, reason: error.message }, 'the database refused a value');
      return reply.status(refused.status).send({ message: refused.message, code: refused.code });
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
