import { sql } from 'kysely';
import { createTestApp, login, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('route table', () => {
  it('gives every route an access rule', () => {
    const withoutRule = t.app.ctx.routes.filter((route) => !route.access).map((r) => `${r.method} ${r.url}`);
    expect(withoutRule).toEqual([]);
  });

  it('gives every API route a response schema', () => {
    const withoutSchema = t.app.ctx.routes
      .filter((route) => route.url.startsWith('/api/v') && !route.hasSchema)
      .map((r) => `${r.method} ${r.url}`);
    expect(withoutSchema).toEqual([]);
  });

  it('declares a data scope on every authenticated route', () => {
    for (const route of t.app.ctx.routes) {
      if (route.access?.audience === 'authenticated')
        expect(['user', 'facility', 'engineer', 'platform']).toContain(route.access.scope);
    }
  });
});

describe('errors', () => {
  it('answers an unknown route with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Route GET /api/v1/nothing-here not found', code: 'NOT_FOUND' });
  });

  it('answers an unknown enum value with 400 listing the allowed values', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/translations/xx' });
    expect(response.statusCode).toBe(400);
    const preference = await t.app.inject({ method: 'GET', url: '/api/v1/userPreference/NOPE' });
    // Access is checked before the input: an anonymous caller learns nothing about the route.
    expect(preference.statusCode).toBe(401);
  });

  it('sends security headers and a request id on every answer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'trace-me' } });
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['x-request-id']).toBe('trace-me');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    // Over plain http no HSTS: it goes out over https only (transport.test.ts).
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('unexpected failures', () => {
  it('answer 500 with a generic JSON message and no stack trace', async () => {
    const broken = await createTestApp();
    try {
      const admin = await login(broken.app, 'admin@demo.test');
      await sql`drop table apps`.execute(broken.db);
      const response = await broken.app.inject({ method: 'GET', url: '/api/v1/apps', headers: admin.bearer });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Internal server error', code: 'INTERNAL_ERROR' });
    } finally {
      await broken.close();
    }
  });
});
