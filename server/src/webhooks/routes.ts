/**
 * Webhooks (issue 15, item 9; branch work): the queue's two pollers — the fan-out reads the event
 * outbox as often as the live event feed does, so a delivery leaves within about a second of its
 * event, and the delivery poller sends what is due (retries included) every second. The
 * endpoints' routes come next.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Poller } from '../background/poller.js';
import { allowedRanges } from './destination.js';
import { deliverDue, fanOut } from './queue.js';

const webhookRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.ctx;
  const options = { appSecret: config.appSecret, allowed: allowedRanges(config.webhookAllowedAddresses) };
  const delivery = new Poller(
    async () => {
      while ((await deliverDue(db, options)) > 0);
    },
    app.log,
    'webhook delivery failed',
    1_000,
  );
  const fanout = new Poller(
    async () => {
      let queued = 0;
      for (let handled; (handled = await fanOut(db)) > 0;) queued += handled;
      if (queued) delivery.kick();
    },
    app.log,
    'webhook fan-out failed',
    config.eventPollMs,
  );
  app.addHook('onReady', async () => {
    fanout.start();
    delivery.start();
  });
  app.addHook('onClose', async () => {
    await fanout.stop();
    await delivery.stop();
  });
};

export default webhookRoutes;
