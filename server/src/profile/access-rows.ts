import { ALL, VERIFIED_USER, type AccessRows } from '../test-support/access-matrix.js';

// A wrong current password: each caller's own account is refused, never changed.
const wrongPassword = 'not-the-password';

export const accessRows: AccessRows = async () => [
  { method: 'GET', route: '/api/v1/users/profile', expect: VERIFIED_USER },
  {
    method: 'PUT',
    route: '/api/v1/users/profile',
    payload: () => ({ firstName: 'Matrix', lastName: 'Caller', phone: null, language: 'en_US', dateFormat: 'MMM DD, YYYY' }),
    expect: VERIFIED_USER,
  },
  {
    method: 'POST',
    route: '/api/v1/users/password',
    payload: () => ({ currentPassword: wrongPassword, newPassword: 'A-new-long-password-1' }),
    expect: [401, 403, 400, 400, 400, 400],
  },
  {
    method: 'POST',
    route: '/api/v1/users/email',
    payload: () => ({ newEmail: 'moved@example.com', currentPassword: wrongPassword }),
    expect: [401, 403, 400, 400, 400, 400],
  },
  { method: 'GET', route: '/api/v1/users/passkeys', expect: VERIFIED_USER },
  {
    method: 'POST',
    route: '/api/v1/users/passkeys/options',
    payload: () => ({ currentPassword: wrongPassword }),
    expect: [401, 403, 400, 400, 400, 400],
  },
  // An answer to no challenge of the caller's: refused, naming it, and nothing kept.
  {
    method: 'POST',
    route: '/api/v1/users/passkeys',
    payload: () => ({
      name: 'Matrix key',
      response: {
        id: 'bWF0cml4LWNyZWRlbnRpYWw',
        rawId: 'bWF0cml4LWNyZWRlbnRpYWw',
        type: 'public-key',
        clientExtensionResults: {},
        response: { clientDataJSON: 'e30', attestationObject: 'oA' },
      },
    }),
    expect: [401, 403, 400, 400, 400, 400],
  },
  {
    method: 'DELETE',
    route: '/api/v1/users/passkeys/:id',
    url: '/api/v1/users/passkeys/999999',
    expect: [401, 403, 404, 404, 404, 404],
  },
  {
    method: 'POST',
    route: '/api/v1/users/confirm-email/:token',
    url: '/api/v1/users/confirm-email/not-a-token',
    expect: ALL(400),
  },
];
