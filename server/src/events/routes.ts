import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { principalOf, SIGNED_IN } from '../http/access.js';
import type { FeedEvent } from './event-feed.js';

/** The topic that tells a person's open pages that their sessions ended. */
const SESSION_ENDED = 'session.ended';

/**
 * GET /api/v1/events: one server-sent-events stream per signed-in browser, of what happens to
 * what the user may see (their company's orders and offers). `Last-Event-ID` (a reconnecting
 * EventSource sends it) resumes after that event; a gap longer than the catch-up limit is a
 * `reload` event instead. A comment every `heartbeatMs` keeps proxies and the idle timeout off.
 */
const eventRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config, eventFeed: feed } = app.ctx;
  const heartbeatMs = Math.max(1000, Math.min(15_000, Math.floor(config.httpTimeouts.requestMs / 2)));

  app.get(
    '/api/v1/events',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['events'],
        summary: 'A live stream (text/event-stream) of changes to what the caller may see: orders, offers, bids',
        headers: Type.Object({
          'last-event-id': Type.Optional(Type.String({ pattern: '^[0-9]{1,18}$', description: 'Resume after this event' })),
        }),
        querystring: Type.Object({ lastEventId: Type.Optional(Type.Integer({ minimum: 0 })) }, { additionalProperties: false }),
        response: {
          200: Type.String({
            description:
              'text/event-stream: `id`, `event` (order.status, match.status, bid.revised, message.posted, team.people, facility.relation, project.changed, catalog.changed, settings.changed, match.marked, quality.ncr, quality.capa, material.changed, build.changed, file.operation.progress, file-operation.finished, job.saved, machine.changed, plan.progress, plan.changed, session.ended; reload) and `data` (JSON)',
          }),
        },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      // The companies whose news the caller reads: the facility it works in, or its customer company.
      const companyIds = [
        principal.dashboardRole === 'ROLE_ENGINEER' ? principal.engineerCompanyId : principal.facilityId,
      ].filter((id): id is number => id !== null);
      const resumeFrom = Number(request.headers['last-event-id'] ?? request.query.lastEventId ?? NaN);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      const write = (event: FeedEvent) => {
        if (raw.writableEnded) return;
        // A person's sessions ended (deactivated, or a new password set in another session): news for
        // that person's other sessions alone, and the stream's last.
        const ended = event.topic === SESSION_ENDED;
        if (ended && (event.payload.userId !== principal.userId || event.payload.exceptSessionId === principal.sessionId)) return;
        raw.write(
          `id: ${event.id}\nevent: ${event.topic}\ndata: ${JSON.stringify({ rfqId: event.rfqId, matchId: event.matchId, ...event.payload })}\n\n`,
        );
        if (ended) raw.end();
      };
      // Told once to come back after a few seconds if the connection drops.
      raw.write('retry: 3000\n\n');
      const stop = await feed.listen(companyIds, write);
      if (Number.isInteger(resumeFrom)) {
        const missed = await feed.since(resumeFrom, companyIds);
        missed.events.forEach(write);
        if (!missed.complete) raw.write('event: reload\ndata: {}\n\n');
      }
      const heartbeat = setInterval(() => raw.writableEnded || raw.write(': keep-alive\n\n'), heartbeatMs);
      raw.on('close', () => {
        clearInterval(heartbeat);
        stop();
      });
    },
  );
};

export default eventRoutes;
