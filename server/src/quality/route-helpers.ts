import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import type { mediaLinks } from '../files/index.js';
import { facilityOf, principalOf } from '../http/access.js';
import type { QualityScope } from './ncr-records.js';
import { ncrView } from './ncr-view.js';

/** The facility and the person a quality route acts for, and whether they see export-controlled orders. */
export const scopeOf = (request: FastifyRequest): QualityScope => {
  const principal = principalOf(request);
  return { facilityId: facilityOf(request), userId: principal.userId, itarCleared: principal.roles.includes('ITAR_ADMIN') };
};

/** An NCR as the caller sees it, with its files' links signed for them. */
export const ncrViewOf = (db: Db, links: ReturnType<typeof mediaLinks>) => (request: FastifyRequest, id: number) =>
  ncrView(db, links, scopeOf(request), id);
