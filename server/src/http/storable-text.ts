import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.js';

/**
 * Characters PostgreSQL cannot keep in text or jsonb: NUL (SQLSTATE 22021 in text, 22P05
 * in jsonb) and half of a UTF-16 surrogate pair, which has no UTF-8 form (the driver would
 * quietly store U+FFFD instead, and jsonb refuses its escape).
 */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * The first string or property name of a request part that the database could not store,
 * named like a schema error (`body.jobOrderDTOs.0.notes`). A loop rather than recursion:
 * it runs before the schemas, on a body nested as deep as the size limit allows.
 */
export function firstUnstorable(root: unknown, context: string): string | undefined {
  const pending: [unknown, string][] = [[root, context]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, path] = next;
    if (typeof value === 'string') {
      if (UNSTORABLE.test(value)) return path;
    } else if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (UNSTORABLE.test(key)) return `${path}.${key}`;
        pending.push([item, `${path}.${key}`]);
      }
    }
  }
  return undefined;
}

/**
 * Refuses such text in one place for every route, before validation and long before a
 * query: a 400 naming the field, the same shape as a schema error.
 */
export function registerStorableTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const parts = { params: request.params, querystring: request.query, body: request.body };
    for (const [context, value] of Object.entries(parts)) {
      const field = firstUnstorable(value, context);
      if (field) {
        const message = `${field} contains a character that cannot be stored (NUL or half of a surrogate pair)`;
        throw new HttpError(400, 'VALIDATION_ERROR', message, [{ field, message }]);
      }
    }
  });
}
