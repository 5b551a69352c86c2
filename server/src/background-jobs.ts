/**
 * Every piece of the app's background work, in one place: what runs off the request path is
 * made here, started here when the app is ready, and stopped here, all of it, when the app
 * closes. Route modules only register routes: the ones that feed a job (a request that queued
 * a mail kicks the outbox, a redelivery the webhook delivery) reach it through `app.ctx`.
 *
 * They start in the order of the onReady hook below and stop in the reverse order; a stop
 * that fails keeps none of the others from stopping, and the close fails with it.
 */
import type { FastifyInstance } from 'fastify';
import { Poller } from './background/poller.js';
import { handleAccountRequest } from './accounts/request-handlers.js';
import { AccountRequestQueue } from './accounts/request-queue.js';
import { accountingContext, refreshDue } from './accounting/service.js';
import type { AppConfig } from './config.js';
import type { Db } from './db/database.js';
import { documentAttachments } from './documents/models.js';
import { EventFeed } from './events/event-feed.js';
import type { FileStore } from './files/file-store.js';
import { geometryPool } from './files/operations/geometry-pool.js';
import { type CheckPlacement, placementChecker } from './files/operations/placement-check.js';
import { type ExportThreeMf, threeMfExporter } from './files/operations/three-mf-export.js';
import { FileOperationQueue } from './files/operations/queue.js';
import { runOperation } from './files/operations/service.js';
import { hasPendingOperations } from './files/queries.js';
import { Outbox } from './mail/outbox.js';
import { MachineAdapters } from './machines/adapters.js';
import { checkReorderPoints } from './materials/stock-alerts.js';
import { remindUnread } from './messages/reminders.js';
import { qualityMailsFor } from './quality/mails.js';
import { remindCapaActions } from './quality/reminders.js';
import { timeOutOverdue } from './orders/match-service.js';
import { OrderNotifier } from './orders/notifications.js';
import { webhookContext } from './webhooks/endpoints.js';
import { deliverDue, fanOut } from './webhooks/queue.js';

/** Once a minute: as exact as a quote due date, a ten-minute reminder or a five-minute renewal margin needs. */
const EVERY_MINUTE_MS = 60_000;
/** A reorder is days away: every five minutes is soon enough for a sweep that reads every facility's stock. */
const REORDER_CHECK_MS = 5 * 60_000;
/** The webhook deliveries due (retries included) are sent every second. */
const WEBHOOK_DELIVERY_MS = 1_000;

/** The jobs request handlers feed or read (through `app.ctx`). */
export interface BackgroundJobs {
  /** The email outbox: mails are queued by requests and delivered off the request path (with SMTP_URL). */
  outbox: Outbox;
  /** Registrations and password resets, handled after their answer went out. */
  accountRequests: AccountRequestQueue;
  /** The file operations' durable queue (pg-boss), run on the geometry worker threads. */
  fileOperations: FileOperationQueue;
  /** A piece of a packed build moved by hand, checked on the same worker threads while the planner waits. */
  checkPlacement: CheckPlacement;
  /** A packed build written as a 3MF on the same worker threads, while the planner's download waits. */
  exportThreeMf: ExportThreeMf;
  /** Sends the due webhook deliveries; a redelivery or a test event kicks it. */
  webhookDelivery: Poller;
  /** The live event streams' feed: it polls only while a stream listens. */
  eventFeed: EventFeed;
  /** The adapters of the connected machines; a changed connection kicks them. */
  machineAdapters: MachineAdapters;
}

/**
 * Makes the app's background work and adds the hooks that start it (onReady) and stop it
 * (onClose). `fileStore` is where the file operations read and write part files.
 */
export function registerBackgroundJobs(
  app: FastifyInstance,
  { config, db, fileStore }: { config: AppConfig; db: Db; fileStore: FileStore },
): BackgroundJobs {
  const log = app.log;

  // Mail, and the account requests that send it.
  const outbox = new Outbox(db, log, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    makeAttachment: documentAttachments(config.webRoot),
  });
  const accountRequests = new AccountRequestQueue(
    db,
    log,
    (request) => handleAccountRequest(app.ctx, request),
    config.accountEmailLimits.perIpPerHour,
  );

  // Orders and quality records: the mails their events call for; offers past their quote due date timed out.
  const orderNotifier = new OrderNotifier(db, outbox, config.publicUrl, log, [qualityMailsFor]);
  const overdueOffers = new Poller(
    () => timeOutOverdue(db, Date.now()).then(() => undefined),
    log,
    'timing out overdue offers failed',
    EVERY_MINUTE_MS,
  );

  // File operations: pg-boss's workers hand each to the geometry worker threads.
  const { workers, memoryMb, timeoutSeconds, maxFacets } = config.fileOperations;
  const geometry = geometryPool({ threads: workers, memoryMb, timeoutMs: timeoutSeconds * 1000 });
  const fileOperations = new FileOperationQueue(
    db,
    log,
    (id) => runOperation({ db, store: fileStore, pool: geometry, maxFacets }, id),
    {
      workers,
      // A job a killed server was running is retried once its expiry has passed: the worker's own
      // time cap, and a little for reading the file and storing the result around it.
      expireInSeconds: timeoutSeconds + 10,
    },
  );

  const checkPlacement = placementChecker({ db, store: fileStore, pool: geometry, maxFacets });
  const exportThreeMf = threeMfExporter({ db, store: fileStore, pool: geometry, maxFacets });

  // The live event streams read the event outbox while someone listens (the first stream starts it).
  const eventFeed = new EventFeed(db, log, config.eventPollMs);

  // The 'message waiting' mails.
  const messageReminders = new Poller(
    () => remindUnread(db, outbox, config.publicUrl, Date.now()).then(() => undefined),
    log,
    'mailing unread message reminders failed',
    EVERY_MINUTE_MS,
  );

  // The reminders of CAPA actions coming due and overdue.
  const capaReminders = new Poller(
    () => remindCapaActions(db, outbox, config.publicUrl, Date.now()).then(() => undefined),
    log,
    'mailing CAPA action reminders failed',
    EVERY_MINUTE_MS,
  );

  // The reorder alerts: materials whose stock fell below their reorder point since the last sweep.
  const reorderAlerts = new Poller(
    () => checkReorderPoints(db, outbox, config.publicUrl).then(() => undefined),
    log,
    'checking reorder points failed',
    REORDER_CHECK_MS,
  );

  // Webhooks: the fan-out reads the event outbox as often as the live event feed does, so a
  // delivery leaves within about a second of its event; the delivery sends what is due.
  const webhooks = webhookContext(db, config);
  const webhookDelivery = new Poller(
    async () => {
      while ((await deliverDue(webhooks)) > 0);
    },
    log,
    'webhook delivery failed',
    WEBHOOK_DELIVERY_MS,
  );
  const webhookFanOut = new Poller(
    async () => {
      let queued = 0;
      for (let handled; (handled = await fanOut(db)) > 0;) queued += handled;
      if (queued) webhookDelivery.kick();
    },
    log,
    'webhook fan-out failed',
    config.eventPollMs,
  );

  // The machines' adapters (OPC UA, MQTT): on the servers that run them (MACHINE_ADAPTERS).
  const machineAdapters = new MachineAdapters(db, log, config);

  // Every facility's accounting connection is renewed before its access token expires.
  const accounting = accountingContext(db, config);
  const accountingRenewals = new Poller(
    async () => {
      await refreshDue(accounting, Date.now());
    },
    log,
    'accounting token renewal failed',
    EVERY_MINUTE_MS,
  );

  app.addHook('onReady', async () => {
    outbox.start();
    accountRequests.start();
    orderNotifier.start();
    overdueOffers.start();
    // Operations accepted before a restart resume at once; otherwise the queue starts with the first one.
    if (await hasPendingOperations(db)) await fileOperations.start();
    messageReminders.start();
    capaReminders.start();
    reorderAlerts.start();
    webhookFanOut.start();
    webhookDelivery.start();
    accountingRenewals.start();
    if (config.machineAdapters) machineAdapters.start();
  });
  app.addHook('onClose', async () => {
    await stopAll([
      () => machineAdapters.stop(),
      () => accountingRenewals.stop(),
      () => webhookFanOut.stop(),
      () => webhookDelivery.stop(),
      () => messageReminders.stop(),
      () => capaReminders.stop(),
      () => reorderAlerts.stop(),
      () => eventFeed.stop(),
      () => fileOperations.stop(),
      () => geometry.close(),
      () => overdueOffers.stop(),
      () => orderNotifier.stop(),
      () => outbox.stop(),
      () => accountRequests.stop(),
    ]);
  });

  return { outbox, accountRequests, fileOperations, checkPlacement, exportThreeMf, webhookDelivery, eventFeed, machineAdapters };
}

/** Runs every stop in turn, each whether or not one before it failed; then rethrows the last failure. */
async function stopAll(stops: (() => unknown)[]): Promise<void> {
  let failure: { error: unknown } | undefined;
  for (const stop of stops) {
    try {
      await stop();
    } catch (error) {
      failure = { error };
    }
  }
  if (failure) throw failure.error;
}
