import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { API_TYPES_FILE, apiTypes } from './api-types.js';
import { openApiJson } from './openapi.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('OpenAPI', () => {
  it('matches the committed server/openapi.json (run `pnpm --filter server openapi` after changing routes)', () => {
    const committed = readFileSync(path.resolve(__dirname, '../../openapi.json'), 'utf8');
    expect(openApiJson(t.app)).toBe(committed);
  });

  it('matches the committed client types of shared/src/contracts/api-schemas.ts (run `pnpm --filter server openapi` after changing schemas)', async () => {
    const committed = readFileSync(path.resolve(__dirname, '../..', API_TYPES_FILE), 'utf8');
    expect(await apiTypes(openApiJson(t.app))).toBe(committed);
  });

  it('is served at /api/openapi.json and documents every API route with tags and responses', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { paths: Record<string, Record<string, { tags?: string[]; responses?: object }>> };
    for (const route of t.app.ctx.routes.filter((r) => r.url.startsWith('/api/v'))) {
      const openApiPath = route.url.replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[openApiPath]?.[route.method.toLowerCase()];
      expect({ route: `${route.method} ${route.url}`, tags: operation?.tags?.length ?? 0 }).toEqual({
        route: `${route.method} ${route.url}`,
        tags: 1,
      });
      expect(operation?.responses).toHaveProperty('401');
    }
  });

  it('serves the docs UI at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('swagger');
  });

  it('serves the docs under a policy with no inline style or script and no upgrade to https', async () => {
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/static/swagger-initializer.js']) {
      const policy = String((await t.app.inject({ method: 'GET', url })).headers['content-security-policy']);
      const directives = Object.fromEntries(
        policy
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .map(([name, ...v]) => [name, v]),
      );
      expect({ url, style: directives['style-src'], script: directives['script-src'] }).toEqual({
        url,
        style: ["'self'"],
        script: ["'self'"],
      });
      expect(policy).not.toContain('upgrade-insecure-requests');
    }
    // The standalone layout's top bar would render the logo's inline style element.
    const initializer = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.body).toContain('"layout":"BaseLayout"');
  });
});
