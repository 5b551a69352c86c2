import type { FastifyRequest } from 'fastify';
import { readableFacilities } from '../http/access.js';
import { badRequest } from '../http/errors.js';

/**
 * The facilities a filtered call covers: without filter_by_match_type, undefined (no narrowing, the whole catalogue); with
 * it, the caller's facility, widened to the enterprise's INTERNAL facilities by matchingType INTERNAL_FACILITY for one
 * who may read them.
 */
export async function matchedFacilities(
  request: FastifyRequest,
  query: { filter_by_match_type?: boolean; matchingType?: string },
) {
  if (query.matchingType && !query.filter_by_match_type) {
    throw badRequest('querystring.matchingType needs filter_by_match_type=true', 'querystring.matchingType');
  }
  if (!query.filter_by_match_type) return undefined;
  return readableFacilities(request, { wholeEnterprise: query.matchingType === 'INTERNAL_FACILITY' });
}
