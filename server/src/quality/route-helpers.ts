import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import type { mediaLinks } from '../files/index.js';
import { facilityOf, principalOf } from '../http/access.js';
import { ncrView } from './ncr-view.js';

/** The facility and the person a quality route acts for. */
export const scopeOf = (request: FastifyRequest) => ({ facilityId: facilityOf(request), userId: principalOf(request).userId });

/** An NCR as the caller sees it, with its files' links signed for them. */
export const ncrViewOf = (db: Db, links: ReturnType<typeof mediaLinks>) => (request: FastifyRequest, id: number) =>
  ncrView(db, links, facilityOf(request), principalOf(request).userId, id);
