/** A packed build exported for the printer's software: a 3MF of its parts where the packing put them. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { FACILITY_MEMBER, facilityOf, principalOf } from '../http/access.js';
import { IdParams } from '../http/schema-helpers.js';
import { exportBuild } from './export.js';

/** What no file system takes in a file name: control characters, path separators, wildcards, quotes. */
// eslint-disable-next-line no-control-regex -- control characters are among them
const NOT_IN_FILE_NAMES = /[\u0000-\u001f\u007f\\/:*?"<>|]/g;

/**
 * The download's name from the build's, those characters made spaces: a plain ASCII name for
 * clients that read only `filename`, and the build's own words, percent-encoded, in `filename*`.
 */
function attachmentOf(buildName: string, id: number): string {
  const name = buildName.replace(NOT_IN_FILE_NAMES, ' ').replace(/\s+/g, ' ').trim() || `build-${id}`;
  // Accents come off their letters; '%' goes, as some browsers decode it in `filename` too.
  const ascii =
    name
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]|%/g, '')
      .replace(/\s+/g, ' ')
      .trim() || `build-${id}`;
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}.3mf"; filename*=UTF-8''${encoded}.3mf`;
}

const exportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, exportThreeMf } = app.ctx;
  app.get(
    '/api/v1/builds/:id/3mf',
    {
      config: { access: FACILITY_MEMBER },
      // A 3MF is a zip: compressing it again gains nothing.
      compress: false,
      schema: {
        tags: ['builds'],
        summary:
          'The packed build as a 3MF for the printer’s software: each part file’s mesh once, an item for each placed piece (ITAR parts for an ITAR administrator only)',
        params: IdParams,
        produces: ['model/3mf'],
        response: { 200: Type.Any({ description: 'The build, a 3MF package in millimetres' }) },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const scope = {
        facilityId: facilityOf(request),
        userId: principal.userId,
        itarAdmin: principal.roles.includes('ITAR_ADMIN'),
      };
      const agent = request.headers['user-agent'];
      const { name, bytes } = await exportBuild({ db, exportThreeMf }, scope, request.params.id, {
        address: request.ip,
        userAgent: agent,
      });
      return reply
        .type('model/3mf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', attachmentOf(name, request.params.id))
        .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    },
  );
};

export default exportRoutes;
