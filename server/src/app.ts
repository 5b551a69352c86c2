import { randomUUID } from 'node:crypto';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import accountRoutes from './accounts/routes.js';
import auditRoutes from './audit/routes.js';
import { EngineerSchema, ServiceProviderSchema, VendorSchema } from './accounts/schemas.js';
import authRoutes from './auth/routes.js';
import { accessTokens, callerOf, xsrfTokens, type AccessTokens, type XsrfTokens } from './auth/index.js';
import { registerBackgroundJobs, type BackgroundJobs } from './background-jobs.js';
import { type PlanPool, planPool } from './auto-scheduler/index.js';
import type { AppConfig } from './config.js';
import catalogRoutes from './catalog/routes.js';
import configRoutes from './config/routes.js';
import geoRoutes from './geo/routes.js';
import orderRoutes from './orders/routes.js';
import fulfilmentRoutes from './fulfilment/routes.js';
import qualityRoutes from './quality/routes.js';
import materialRoutes from './materials/routes.js';
import analyticsRoutes from './analytics/routes.js';
import buildRoutes from './builds/routes.js';
import buildExportRoutes from './builds/export-routes.js';
import documentRoutes from './documents/routes.js';
import customerRoutes from './customers/routes.js';
import vendorOrderRoutes from './vendor-orders/routes.js';
import apiKeyRoutes from './auth/api-key-routes.js';
import teamRoutes from './team/routes.js';
import companyProfileRoutes from './company-profile/routes.js';
import partRoutes from './parts/routes.js';
import projectRoutes from './projects/routes.js';
import digitalCatalogRoutes from './digital-catalog/routes.js';
import settingsRoutes from './settings/routes.js';
import tagRoutes from './tags/routes.js';
import workplanRoutes from './workplans/routes.js';
import workCenterRoutes from './work-center/routes.js';
import machineRoutes from './machines/routes.js';
import machineWebhookRoutes from './machines/webhook-routes.js';
import magicsRoutes from './magics/routes.js';
import desktopRoutes from './desktop/routes.js';
import pricingRoutes from './pricing/routes.js';
import appRoutes from './apps/routes.js';
import facilityRoutes from './facilities/routes.js';
import materialSearchRoutes from './material-search/routes.js';
import profileRoutes from './profile/routes.js';
import signatureRoutes from './signatures/routes.js';
import { RfqFileSchema } from './orders/schemas.js';
import schedulingRoutes from './scheduling/routes.js';
import type { Db } from './db/database.js';
import { openFileStore, type FileStore } from './files/file-store.js';
import { ANONYMOUS, registerAccessControl, type AccessRule } from './http/access.js';
import { bodyStrictValidators, compiledOnFirstUse } from './http/compilers.js';
import { registerErrorHandling } from './http/errors.js';
import { registerOpenApi } from './http/openapi.js';
import { ChipSchema, FilterOptionsSchema, NamedSchema } from './http/schema-helpers.js';
import { registerStorableTextGuard } from './http/storable-text.js';
import { registerPageSecurity } from './http/page-security.js';
import { registerRequestDeadline, timeoutOptions } from './http/transport.js';
import eventRoutes from './events/routes.js';
import messageRoutes from './messages/routes.js';
import filesRoutes from './files/routes.js';
import mailRoutes from './mail/routes.js';
import emailSettingsRoutes from './mail/email-settings-routes.js';
import webhookRoutes from './webhooks/routes.js';
import accountingRoutes from './accounting/routes.js';
import rfqConfigRoutes from './rfq-config/routes.js';
import samlRoutes from './saml/routes.js';
import webRoutes from './web/routes.js';
import { named } from './http/named-plugin.js';

/** What route handlers reach through `app.ctx`: with the background jobs they feed (`background-jobs.ts`). */
interface AppContext extends BackgroundJobs {
  config: AppConfig;
  /** Every route with its access rule, as registered: read by the route-rule and matrix tests. */
  routes: RegisteredRoute[];
  db: Db;
  tokens: AccessTokens;
  xsrf: XsrfTokens;
  /** Where part files are kept (the local disk or FILE_STORE_URL). */
  fileStore: FileStore;
  /** The auto-scheduler's worker thread: a planner's request waits on it for its proposal. */
  planPool: PlanPool;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

interface RegisteredRoute {
  method: string;
  url: string;
  access: AccessRule | undefined;
  hasSchema: boolean;
}

const ERROR_STATUSES = [400, 401, 403, 404, 409, 413, 415, 422, 429] as const;

/** How an operation may be called, as its OpenAPI entry says: whether an API key is accepted is part of it. */
const securityOf = (access: AccessRule | undefined): Record<string, string[]>[] => {
  if (access?.audience !== 'authenticated') return [];
  const schemes = access.apiKeys === false ? ['bearer', 'cookie'] : ['bearer', 'cookie', 'apiKey'];
  return schemes.map((scheme) => ({ [scheme]: [] }));
};

/** The Fastify instance with its logger, limits, request ids and lazily compiled schemas. */
function createFastify(config: AppConfig, logger: FastifyServerOptions['logger']) {
  return Fastify({
    logger,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    ...timeoutOptions(config.httpTimeouts),
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // Avvio's 10 s default fails a start on a loaded machine (CI once timed out registering
    // the API docs' static files while two apps started at once); a start is not a request.
    pluginTimeout: 60_000,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: true } },
    schemaController: {
      compilersFactory: {
        buildValidator: compiledOnFirstUse(bodyStrictValidators()),
        buildSerializer: compiledOnFirstUse(SerializerSelector()),
      },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();
}

type App = ReturnType<typeof createFastify>;

/**
 * Every route's OpenAPI entry lists the error answers it can give, and the docs UI is public:
 * both declared here, once, rather than on each route. Each route is kept in `routes` with its
 * access rule for the route-rule and matrix tests.
 */
function registerRouteDefaults(app: App, routes: RegisteredRoute[]): void {
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs')) {
      route.config = { ...route.config, access: ANONYMOUS };
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        routes.push({ method, url: route.url, access: route.config?.access, hasSchema: Boolean(route.schema?.response) });
    }
    if (route.schema && !route.schema.hide && !route.url.startsWith('/api/docs')) {
      const response = { ...(route.schema.response as Record<number, unknown> | undefined) };
      for (const status of ERROR_STATUSES) response[status] ??= { $ref: 'ApiError#' };
      route.schema.response = response;
      route.schema.security = securityOf(route.config?.access);
    }
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}

/** Every domain's routes, then the OpenAPI document and the health check. */
async function registerRoutes(app: App, db: Db): Promise<void> {
  for (const routes of [
    authRoutes,
    accountRoutes,
    apiKeyRoutes,
    configRoutes,
    catalogRoutes,
    geoRoutes,
    orderRoutes,
    fulfilmentRoutes,
    documentRoutes,
    customerRoutes,
    vendorOrderRoutes,
    teamRoutes,
    facilityRoutes,
    companyProfileRoutes,
    partRoutes,
    projectRoutes,
    digitalCatalogRoutes,
    settingsRoutes,
    tagRoutes,
    workplanRoutes,
    workCenterRoutes,
    machineRoutes,
    machineWebhookRoutes,
    magicsRoutes,
    desktopRoutes,
    pricingRoutes,
    appRoutes,
    materialSearchRoutes,
    profileRoutes,
    signatureRoutes,
    schedulingRoutes,
    filesRoutes,
    eventRoutes,
    messageRoutes,
    mailRoutes,
    emailSettingsRoutes,
    webhookRoutes,
    accountingRoutes,
    rfqConfigRoutes,
    samlRoutes,
    auditRoutes,
    qualityRoutes,
    materialRoutes,
    analyticsRoutes,
    buildRoutes,
    buildExportRoutes,
    webRoutes,
  ])
    await app.register(named(routes));

  app.get('/api/openapi.json', { config: { access: ANONYMOUS }, schema: { hide: true } }, async () => app.swagger());
  app.get(
    '/api/health',
    {
      config: { access: ANONYMOUS },
      schema: {
        tags: ['misc'],
        summary: 'Liveness and database reachability',
        response: { 200: Type.Object({ status: Type.Literal('ok') }) },
      },
    },
    async () => {
      await db.selectNoFrom((eb) => eb.lit(1).as('ok')).execute();
      return { status: 'ok' as const };
    },
  );
}

export async function buildApp(
  config: AppConfig,
  db: Db,
  logger: FastifyServerOptions['logger'] = { level: config.logLevel },
): Promise<FastifyInstance> {
  const app = createFastify(config, logger);
  const routes: RegisteredRoute[] = [];
  const fileStore = await openFileStore(config);
  // Every piece of background work: started when the app is ready, stopped when it closes.
  const jobs = registerBackgroundJobs(app, { config, db, fileStore });
  const plans = planPool();
  app.addHook('onClose', () => plans.close());
  app.decorate('ctx', {
    config,
    routes,
    db,
    tokens: accessTokens(config.appSecret, config.accessTokenTtlSeconds),
    xsrf: xsrfTokens(config.appSecret),
    fileStore,
    planPool: plans,
    ...jobs,
  });

  registerRouteDefaults(app, routes);
  registerErrorHandling(app);
  registerStorableTextGuard(app);
  registerPageSecurity(app, config);
  registerRequestDeadline(app, config.httpTimeouts.requestMs);
  // API answers above 1 KiB go out brotli- or gzip-compressed as the client accepts (never a
  // text/event-stream: it must reach the client unbuffered); request bodies are not inflated.
  // The web builds' files are compressed at build time and opt out (web/routes.ts).
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], globalDecompression: false });
  await app.register(cookie, { secret: config.appSecret });
  await app.register(formbody);
  registerAccessControl(app, callerOf);
  await registerOpenApi(app);
  // Schemas more than one route module refers to: registered at the root so every module sees them.
  for (const schema of [
    NamedSchema,
    ChipSchema,
    FilterOptionsSchema,
    RfqFileSchema,
    ServiceProviderSchema,
    EngineerSchema,
    VendorSchema,
  ])
    app.addSchema(schema);

  await registerRoutes(app, db);
  return app;
}
