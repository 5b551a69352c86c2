import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { callerOf } from '../auth/index.js';
import { createTestApp, login, type TestApp } from '../test-support/test-app.js';
import { registerAccessControl } from './access.js';
import { registerErrorHandling } from './errors.js';

/**
 * The access hook on routes the API does not have yet (a feature-flagged one, one without
 * a rule), mounted on a small app that shares the real app's database and token keys.
 */
let t: TestApp;
let probe: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  probe = Fastify();
  probe.decorate('ctx', t.app.ctx);
  registerErrorHandling(probe);
  await probe.register(cookie);
  registerAccessControl(probe, callerOf);
  probe.get(
    '/flagged',
    {
      config: {
        access: {
          audience: 'authenticated',
          authorities: ['ROLE_SERVICE_PROVIDER'],
          featureFlag: 'ENTERPRISE_SCHEDULER_CONFIG',
          scope: 'facility',
        },
      },
    },
    async () => ({ ok: true }),
  );
  probe.get('/no-rule', async () => ({ ok: true }));
  await probe.ready();
});
afterAll(async () => {
  await probe.close();
  await t.close();
});

describe('access hook', () => {
  it('lets a route through only when its feature flag is on for the caller’s current facility', async () => {
    const admin = await login(t.app, 'admin@demo.test');
    const vendor = await login(t.app, 'vendor@demo.test');
    expect((await probe.inject({ url: '/flagged', headers: admin.bearer })).statusCode).toBe(200);
    const off = await probe.inject({ url: '/flagged', headers: vendor.bearer });
    expect(off.statusCode).toBe(403);
    expect(off.json()).toEqual({
      message: 'The feature ENTERPRISE_SCHEDULER_CONFIG is not enabled for this facility',
      code: 'FEATURE_DISABLED',
    });

    await t.app.inject({
      method: 'POST',
      url: '/api/v1/link3d-config',
      headers: admin.bearer,
      payload: { configType: 'ENTERPRISE_SCHEDULER_CONFIG', configValue: '{"enabled":false}' },
    });
    expect((await probe.inject({ url: '/flagged', headers: admin.bearer })).statusCode).toBe(403);
  });

  it('refuses a route that declares no rule, whoever calls', async () => {
    const admin = await login(t.app, 'admin@demo.test');
    const response = await probe.inject({ url: '/no-rule', headers: admin.bearer });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('NO_ACCESS_RULE');
  });
});
