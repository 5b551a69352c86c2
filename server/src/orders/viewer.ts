import type { FastifyRequest } from 'fastify';
import { companyOf, facilityOf, principalOf } from '../http/access.js';
import type { OrderViewer } from './queries.js';

/** The rule of routes both sides of an order call: the customer's people and the facilities'. */
export const ORDER_PARTY = {
  audience: 'authenticated',
  authorities: ['ROLE_ENGINEER', 'ROLE_SERVICE_PROVIDER'],
  scope: 'user',
} as const;

/** Which side of orders the caller reads them from: its customer company, or the facility it works in. */
export function orderViewerOf(request: FastifyRequest): OrderViewer {
  const principal = principalOf(request);
  return principal.dashboardRole === 'ROLE_ENGINEER'
    ? { companyId: companyOf(request) }
    : { facilityId: facilityOf(request), itarCleared: principal.roles.includes('ITAR_ADMIN') };
}
