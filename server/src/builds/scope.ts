import type { FastifyRequest } from 'fastify';
import { facilityOf, principalOf } from '../http/access.js';
import type { BuildScope } from './parts.js';

/** Whose builds a request plans: the caller's facility, the caller, and whether ITAR parts are theirs to plan. */
export const buildScopeOf = (request: FastifyRequest): BuildScope => ({
  facilityId: facilityOf(request),
  userId: principalOf(request).userId,
  itarAdmin: principalOf(request).roles.includes('ITAR_ADMIN'),
});
