import { randomUUID } from 'node:crypto';
import { ALL, SP_MEMBER, SP_PERMISSION, type AccessRows } from '../test-support/access-matrix.js';

/** A registration nobody has made yet. */
const newAccount = () => ({
  email: `${randomUUID()}@example.com`,
  password: 'long-enough-password',
  firstName: 'A',
  lastName: 'B',
});

export const accessRows: AccessRows = async () => [
  {
    method: 'POST',
    route: '/api/v1/users/register',
    payload: () => ({
      ...newAccount(),
      companyName: 'C',
    }),
    expect: ALL(202),
  },
  {
    method: 'POST',
    route: '/api/v1/users/register-without-verification',
    payload: () => ({
      ...newAccount(),
      accountType: 'SERVICE_PROVIDER',
    }),
    expect: [401, 403, 403, 403, 201, 403],
  },
  { method: 'GET', route: '/api/v1/service-provider/profile', expect: SP_MEMBER },
  {
    method: 'PUT',
    route: '/api/v1/service-provider/profile',
    payload: () => ({ about: 'Updated by the matrix' }),
    expect: SP_PERMISSION,
  },
  { method: 'GET', route: '/api/v1/sp/vendors', expect: SP_MEMBER },
  { method: 'GET', route: '/api/v1/engineer/profile', expect: [401, 403, 200, 403, 200, 403] },
  // Acme's ENG_ADMIN; the admin of Demo Additive Engineering is no ENG_ADMIN there.
  {
    method: 'PUT',
    route: '/api/v1/engineer/profile',
    payload: () => ({ about: 'Updated by the matrix' }),
    expect: [401, 403, 200, 403, 403, 403],
  },
  { method: 'GET', route: '/api/v1/users/invitations/:token', url: '/api/v1/users/invitations/not-a-token', expect: ALL(400) },
  {
    method: 'POST',
    route: '/api/v1/users/invitations/:token/accept',
    url: '/api/v1/users/invitations/not-a-token/accept',
    payload: () => ({ firstName: 'Nora', lastName: 'Buyer', password: 'A-long-enough-password-1' }),
    expect: ALL(400),
  },
];
