import type { FastifyRequest } from 'fastify';
import { facilityOf, principalOf, readableFacilities } from '../http/access.js';
import type { FacilityScope } from './service.js';

/**
 * Who schedules, as the request says: the caller's facility, its ITAR clearance, and the
 * facilities whose jobs it reads: a sister facility's too with `wholeEnterprise` (the enterprise
 * scheduler), its own only otherwise (the desktop tool, which is one facility's).
 */
export const scopeOf = (request: FastifyRequest, { wholeEnterprise }: { wholeEnterprise: boolean }): FacilityScope => ({
  facilityId: facilityOf(request),
  userId: principalOf(request).userId,
  readable: readableFacilities(request, { wholeEnterprise }),
  itarAdmin: principalOf(request).roles.includes('ITAR_ADMIN'),
});
