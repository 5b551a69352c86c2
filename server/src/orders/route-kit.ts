import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mediaLinks } from '../files/index.js';
import { COMPANY_MEMBER, companyOf, FACILITY_MEMBER, facilityOf, principalOf } from '../http/access.js';
import { notFound } from '../http/errors.js';
import { ref } from '../http/schema-helpers.js';
import { orderDetailsDto } from './order-details.js';
import { readOrder } from './order-read.js';
import { OrderDetailsSchema } from './schemas.js';
import { orderViewerOf } from './viewer.js';

/** What the order route files share: who the caller acts as, the order as the caller reads it, each side's access. */
export function orderRouteKit(app: Pick<FastifyInstance, 'ctx'>) {
  const { db, config } = app.ctx;
  const links = mediaLinks(config);
  const tags = ['orders'];
  const customer = (request: FastifyRequest) => ({ userId: principalOf(request).userId, companyId: companyOf(request) });
  const facility = (request: FastifyRequest) => ({
    userId: principalOf(request).userId,
    facilityId: facilityOf(request),
    itarCleared: principalOf(request).roles.includes('ITAR_ADMIN'),
  });
  /** The order as the caller reads it: a customer its company's, a facility one it went to. */
  const details = async (request: FastifyRequest, id: number) => {
    const principal = principalOf(request);
    const viewer = orderViewerOf(request);
    const read = await readOrder(db, id, viewer);
    if (!read) throw notFound(`Order ${id} not found`);
    return orderDetailsDto(read, {
      viewer,
      userId: principal.userId,
      link: links.link,
      itarCleared: principal.roles.includes('ITAR_ADMIN'),
    });
  };
  const customerAction = { config: { access: COMPANY_MEMBER } } as const;
  const facilityAction = { config: { access: FACILITY_MEMBER } } as const;
  const detailsReply = { 200: ref(OrderDetailsSchema) };
  return { db, tags, customer, facility, details, customerAction, facilityAction, detailsReply };
}
