import { DEMO_PASSWORD } from '../accounts/seed.js';
import { ALL, VERIFIED_USER, type AccessRows } from '../test-support/access-matrix.js';

export const accessRows: AccessRows = async ({ austin }) => [
  {
    method: 'POST',
    route: '/api/v1/users/customLogin',
    payload: () => ({ email: 'planner@demo.test', password: DEMO_PASSWORD }),
    expect: ALL(200),
  },
  {
    method: 'POST',
    route: '/api/v1/oauth2/token',
    payload: () => ({ grant_type: 'password', username: 'planner@demo.test', password: DEMO_PASSWORD }),
    expect: ALL(200),
  },
  { method: 'GET', route: '/api/v1/users/getUser', expect: [401, 200, 200, 200, 200, 200] },
  { method: 'GET', route: '/api/v1/users/api-keys', expect: VERIFIED_USER },
  {
    method: 'POST',
    route: '/api/v1/users/api-keys',
    payload: () => ({ name: 'Matrix key', expiresAt: Date.now() + 30 * 86_400_000 }),
    expect: [401, 403, 201, 201, 201, 201],
  },
  // Each caller's own keys only: no key of theirs has this id.
  {
    method: 'DELETE',
    route: '/api/v1/users/api-keys/:id',
    url: '/api/v1/users/api-keys/999999',
    expect: [401, 403, 404, 404, 404, 404],
  },
  // Each caller keeps its own language: English, as it was.
  {
    method: 'PUT',
    route: '/api/v1/users/language',
    payload: () => ({ language: 'en_US' }),
    expect: [401, 204, 204, 204, 204, 204],
  },
  { method: 'GET', route: '/api/v1/misc/login-sso-config', expect: ALL(200) },
  {
    method: 'POST',
    route: '/api/v1/misc/login-sso-config',
    payload: () => ({ headline1: '', headline2: '', authType: 'NONE', customLogin: false, buttonText: '' }),
    expect: [401, 403, 403, 403, 200, 404],
  },
  { method: 'POST', route: '/api/v1/users/forgotPassword', payload: () => ({ email: 'nobody@demo.test' }), expect: ALL(200) },
  {
    method: 'POST',
    route: '/api/v1/users/reset-password',
    payload: () => ({ token: 'not-a-token', password: 'long-enough-password' }),
    expect: ALL(400),
  },
  { method: 'GET', route: '/api/v1/users/verify-email/:hash', url: '/api/v1/users/verify-email/not-a-token', expect: ALL(400) },
  { method: 'GET', route: '/api/v1/users/resendEmailVerification', expect: [401, 200, 409, 409, 409, 409] },
  { method: 'GET', route: '/api/v1/users/media-config', expect: VERIFIED_USER },
  { method: 'GET', route: '/api/v1/users/keys', expect: VERIFIED_USER },
  { method: 'POST', route: '/api/v1/users/keys', expect: VERIFIED_USER },
  {
    method: 'POST',
    route: '/api/v1/users/switch/:role',
    url: '/api/v1/users/switch/ROLE_SERVICE_PROVIDER',
    expect: [401, 403, 403, 403, 200, 403],
  },
  {
    method: 'POST',
    route: '/api/v1/users/switch-facility/:id',
    url: `/api/v1/users/switch-facility/${austin}`,
    expect: [401, 403, 403, 403, 200, 404],
  },
  { method: 'GET', route: '/api/v1/users/logout', expect: ALL(200), runsLast: true },
];
