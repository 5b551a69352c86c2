import { SP_MEMBER, type AccessRows, type Statuses } from '../test-support/access-matrix.js';

/** The CAPA routes' rows of the authorisation matrix: a CAPA no facility has, for each caller. */
export const capaAccessRows: AccessRows = async () => {
  const none: Statuses = [401, 403, 403, 404, 404, 404];
  const signature = { password: 'not-the-password', meaning: 'REVIEWED' };
  return [
    { method: 'GET', route: '/api/v1/quality/capas', url: '/api/v1/quality/capas?offset=0&limit=15', expect: SP_MEMBER },
    // A CAPA answering an NCR no facility has: refused, naming the field, to whoever may raise one.
    {
      method: 'POST',
      route: '/api/v1/quality/capas',
      expect: [401, 403, 403, 400, 400, 400],
      payload: () => ({ type: 'CORRECTIVE', title: 'Porosity keeps coming back', ncrIds: [999999] }),
    },
    { method: 'GET', route: '/api/v1/quality/capas/:id', url: '/api/v1/quality/capas/999999', expect: none },
    {
      method: 'PATCH',
      route: '/api/v1/quality/capas/:id',
      url: '/api/v1/quality/capas/999999',
      expect: none,
      payload: () => ({}),
    },
    {
      method: 'PUT',
      route: '/api/v1/quality/capas/:id/root-cause',
      url: '/api/v1/quality/capas/999999/root-cause',
      expect: none,
      payload: () => ({ method: 'FIVE_WHYS', problem: 'Pores', whys: ['Gas in the powder'], rootCause: 'Wet powder' }),
    },
    {
      method: 'POST',
      route: '/api/v1/quality/capas/:id/actions',
      url: '/api/v1/quality/capas/999999/actions',
      expect: none,
      payload: () => ({ description: 'Dry the powder', ownerUserId: 1, dueAt: Date.UTC(2031, 0, 1) }),
    },
    {
      method: 'PATCH',
      route: '/api/v1/quality/capas/:id/actions/:actionId',
      url: '/api/v1/quality/capas/999999/actions/999999',
      expect: none,
      payload: () => ({ done: true }),
    },
    {
      method: 'POST',
      route: '/api/v1/quality/capas/:id/start-actions',
      url: '/api/v1/quality/capas/999999/start-actions',
      expect: none,
    },
    {
      method: 'POST',
      route: '/api/v1/quality/capas/:id/verify',
      url: '/api/v1/quality/capas/999999/verify',
      expect: none,
      payload: () => ({ checkDue: Date.UTC(2031, 0, 1), checkCriterion: 'No porosity in the next ten builds' }),
    },
    {
      method: 'POST',
      route: '/api/v1/quality/capas/:id/effectiveness',
      url: '/api/v1/quality/capas/999999/effectiveness',
      expect: none,
      payload: () => ({ result: 'EFFECTIVE' }),
    },
    // Only the roles the facility lets sign reach the CAPA: the operator may not.
    {
      method: 'POST',
      route: '/api/v1/quality/capas/:id/close',
      url: '/api/v1/quality/capas/999999/close',
      expect: [401, 403, 403, 403, 404, 404],
      payload: () => ({ signature }),
    },
    {
      method: 'POST',
      route: '/api/v1/quality/capas/:id/cancel',
      url: '/api/v1/quality/capas/999999/cancel',
      expect: none,
      payload: () => ({ reason: 'Raised twice' }),
    },
  ];
};
