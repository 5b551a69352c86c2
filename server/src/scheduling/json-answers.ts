import type { FastifyReply } from 'fastify';
import { SCHEDULING_LIMITS } from 'shared/contracts';
import { badRequest } from '../http/errors.js';

/** A date range of a query: from ≤ to and at most 365 days (SCHEDULING_LIMITS.maxRangeMs), so no query reads years of jobs. */
export function checkRange(from: number, to: number, where: 'body' | 'querystring') {
  if (to < from) throw badRequest('toDate must not be before fromDate', `${where}.toDate`);
  if (to - from > SCHEDULING_LIMITS.maxRangeMs) throw badRequest('The date range may span at most 365 days', `${where}.toDate`);
}

/**
 * Sends JSON text the database built as the answer. The route's response schema still
 * documents it (OpenAPI, and a test checks answers against it); Fastify sends bytes as they
 * are. They are encoded here once: given a string, Fastify would measure its UTF-8 length
 * and then encode it, two passes over what is megabytes for a month of an enterprise.
 */
export function sendJson(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(jsonBytes(json));
}

/**
 * The UTF-8 bytes of a JSON text. The documents are ASCII (json_ascii), and ASCII is its own
 * UTF-8: copied as Latin-1 in a fraction of the time UTF-8 encoding takes. A text with any
 * other character (its UTF-8 is longer than it) is encoded as UTF-8.
 */
function jsonBytes(json: string): Buffer {
  return Buffer.byteLength(json) === json.length ? Buffer.from(json, 'latin1') : Buffer.from(json);
}

/** The answer of a job search: the jobs' JSON text the database built, and how many matched. */
export const searchResult = (jobsJson: string, totalCount: number) => `{"jobDTOS":${jobsJson},"totalCount":${totalCount}}`;
