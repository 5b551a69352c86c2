/**
 * The webhook a machine that can only call out posts its events to:
 * `POST /api/v1/machine-connectivity/connections/{id}/events`, one canonical event or an array.
 * It is signed as Standard Webhooks signs (`webhook-id`, `webhook-timestamp`,
 * `webhook-signature`: an HMAC-SHA256 of `id.timestamp.body` with the connection's secret), so
 * the body is read as the machine sent it. A bad signature, or a timestamp more than five minutes
 * off, is refused (401) and shown as the adapter's error; a message that comes again stores none
 * of its events twice, and says so.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Webhook } from 'standardwebhooks';
import { Type } from 'typebox';
import { ANONYMOUS } from '../http/access.js';
import { badRequest, notFound, unauthorized } from '../http/errors.js';
import { IdParams } from '../http/schema-helpers.js';
import { passwordOf } from './connections.js';
import { type MachineEvent, readMachineEvent } from './events.js';
import { recordHealth, recordMachineEvent, sourceOf } from './record.js';
import { WebhookReceiptSchema } from './schemas.js';

/** A machine posts a build's events as they happen: a message is a handful, never megabytes. */
const BODY_LIMIT = 256 * 1024;

const machineWebhookRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.ctx;
  // Only in this plugin: the signature is checked on the body's own bytes, before it is parsed.
  // Any other type is read as text too: what is not JSON is then refused as such, by name.
  for (const type of ['application/json', '*'])
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) => done(null, body));

  app.post(
    '/api/v1/machine-connectivity/connections/:id/events',
    {
      config: { access: ANONYMOUS },
      schema: {
        tags: ['machine connectivity'],
        summary: 'A machine’s signed events (Standard Webhooks signature with the connection’s secret)',
        params: IdParams,
        body: Type.String({ description: 'A canonical machine event or an array of them, as JSON' }),
        response: { 200: WebhookReceiptSchema },
      },
    },
    async (request) => {
      const connection = await db
        .selectFrom('machine_connections')
        .select(['facility_id', 'equipment_id', 'secret', 'job_id_pattern', 'updated_by'])
        .where('id', '=', request.params.id)
        .where('protocol', '=', 'WEBHOOK')
        .where('enabled', '=', true)
        .executeTakeFirst();
      const secret = connection && passwordOf(config.appSecret, connection.secret);
      if (!connection || !secret) throw notFound(`No machine webhook ${request.params.id}`);
      const refuse = async (message: string) => {
        await recordHealth(db, connection.equipment_id, { connected: false, error: message });
        return unauthorized(message, 'BAD_SIGNATURE');
      };
      try {
        new Webhook(secret, { format: 'raw' }).verify(request.body, request.headers as Record<string, string>);
      } catch (error) {
        throw await refuse(`A message was refused: ${error instanceof Error ? error.message : String(error)}`);
      }
      const events = readEvents(request.body, connection.equipment_id);
      const source = sourceOf(connection);
      let stored = 0;
      for (const event of events) if ((await recordMachineEvent(db, source, event)) === 'stored') stored++;
      const duplicates = events.length - stored;
      const messageId = String(request.headers['webhook-id'] ?? '');
      await recordHealth(db, connection.equipment_id, {
        connected: true,
        lastContactAt: new Date().toISOString(),
        ...(stored === 0 && duplicates > 0 ? { error: `Message ${messageId} came again: its events were stored before` } : {}),
      });
      return { stored, duplicates };
    },
  );
};

/** The message's events, each checked against the model: 400 naming the first that is not one. */
function readEvents(body: string, equipmentId: number): MachineEvent[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw badRequest('The body is not JSON', 'body');
  }
  return (Array.isArray(parsed) ? parsed : [parsed]).map((each, index) => {
    const read = readMachineEvent({ machineId: equipmentId, ...(each as object) });
    const field = Array.isArray(parsed) ? `body[${index}]` : 'body';
    if (!read.event) throw badRequest(`Not a machine event: ${read.errors.join('; ')}`, field);
    if (read.event.machineId !== equipmentId)
      throw badRequest(`The event is for machine ${read.event.machineId}`, `${field}.machineId`);
    return read.event;
  });
}

export default machineWebhookRoutes;
