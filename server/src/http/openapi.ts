import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { ErrorSchema } from './errors.js';

const OPENAPI_INFO = {
  title: 'AM Platform API',
  version: '1.8.1',
  description:
    'Orders, production scheduling and quality for additive manufacturing. Authenticate with ' +
    'POST /api/v1/users/customLogin (cookies) or send `Authorization: Bearer <access_token>`; ' +
    'scripts and the desktop tool send an API key in `X-API-KEY` (it acts with its owner’s rights; each ' +
    'operation’s security lists apiKey where a key is accepted). State-changing requests that rely on ' +
    'cookies must echo the XSRF-TOKEN cookie in the X-XSRF-TOKEN header.',
};

/**
 * The docs UI's content security policy: its scripts and styles are files of our own, so
 * no inline style or script is allowed at all. Like the main policy it does not upgrade
 * requests to https, which plants running on plain http inside their network would break.
 */
const DOCS_CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "font-src 'self' https: data:",
  "form-action 'self'",
  "frame-ancestors 'self'",
  "img-src 'self' data:",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self'",
].join('; ');

/** OpenAPI generated from the route schemas, at /api/openapi.json, with a docs UI at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  app.addSchema(ErrorSchema);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: OPENAPI_INFO,
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'authorization' },
          apiKey: { type: 'apiKey', in: 'header', name: 'X-API-KEY' },
        },
      },
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: DOCS_CSP,
    // The standalone layout's top bar draws the Swagger logo as an inline SVG carrying a
    // style element, which a policy without 'unsafe-inline' refuses; the base layout has
    // everything else (operations, models, try it out) and no inline style.
    uiConfig: { layout: 'BaseLayout' },
  });
}

/** The document as committed in server/openapi.json: stable formatting, newline at the end. */
export function openApiJson(app: FastifyInstance): string {
  return `${JSON.stringify(app.swagger(), null, 2)}\n`;
}
