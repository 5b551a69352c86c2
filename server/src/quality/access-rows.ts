import { SP_MEMBER, SP_PERMISSION, type AccessRows, type Statuses } from '../test-support/access-matrix.js';
import { DEFAULT_QUALITY_SETTINGS } from './settings.js';

export const accessRows: AccessRows = async () => {
  /** A facility's quality route on an NCR or inspection no facility has: its quality people are told so. */
  const none: Statuses = [401, 403, 403, 404, 404, 404];
  const signature = { password: 'not-the-password', meaning: 'REVIEWED' };
  return [
    { method: 'GET', route: '/api/v1/quality/settings', expect: SP_MEMBER },
    { method: 'PUT', route: '/api/v1/quality/settings', expect: SP_PERMISSION, payload: () => DEFAULT_QUALITY_SETTINGS },
    { method: 'GET', route: '/api/v1/quality/ncr-inbox', expect: SP_MEMBER },
    { method: 'GET', route: '/api/v1/quality/dashboard', expect: SP_MEMBER },
    {
      method: 'GET',
      route: '/api/v1/quality/ncrs/:id/record',
      url: '/api/v1/quality/ncrs/999999/record?format=pdf',
      expect: none,
    },
    {
      method: 'GET',
      route: '/api/v1/quality/capas/:id/record',
      url: '/api/v1/quality/capas/999999/record?format=json',
      expect: none,
    },
    {
      method: 'POST',
      route: '/api/v1/quality/ncr-inbox/:id',
      url: '/api/v1/quality/ncr-inbox/999999',
      expect: none,
      payload: () => ({}),
    },
    { method: 'GET', route: '/api/v1/quality/ncrs', url: '/api/v1/quality/ncrs?offset=0&limit=15', expect: SP_MEMBER },
    // A process NCR without its cause: refused, naming the field, to whoever may raise one.
    {
      method: 'POST',
      route: '/api/v1/quality/ncrs',
      expect: [401, 403, 403, 400, 400, 400],
      payload: () => ({ kind: 'PROCESS', severity: 'MINOR', defectCode: 'DIM', title: 'Recoater streaks' }),
    },
    { method: 'GET', route: '/api/v1/quality/ncrs/:id', url: '/api/v1/quality/ncrs/999999', expect: none },
    { method: 'PATCH', route: '/api/v1/quality/ncrs/:id', url: '/api/v1/quality/ncrs/999999', expect: none, payload: () => ({}) },
    // Only the roles the facility lets sign reach the NCR: the operator may not.
    {
      method: 'POST',
      route: '/api/v1/quality/ncrs/:id/disposition',
      url: '/api/v1/quality/ncrs/999999/disposition',
      expect: [401, 403, 403, 403, 404, 404],
      payload: () => ({ lines: [{ disposition: 'SCRAP', quantity: 1 }], signature }),
    },
    { method: 'POST', route: '/api/v1/quality/ncrs/:id/close', url: '/api/v1/quality/ncrs/999999/close', expect: none },
    {
      method: 'POST',
      route: '/api/v1/quality/ncrs/:id/part-ncrs',
      url: '/api/v1/quality/ncrs/999999/part-ncrs',
      expect: none,
      payload: () => ({}),
    },
    {
      method: 'POST',
      route: '/api/v1/quality/ncrs/:id/cancel',
      url: '/api/v1/quality/ncrs/999999/cancel',
      expect: none,
      payload: () => ({ reason: 'Raised twice' }),
    },
    // The customer's side (Austin's admin belongs to a customer company too): an order that is not
    // theirs shows no NCRs; a request that is not theirs is not found.
    {
      method: 'GET',
      route: '/api/v1/orders/:id/ncrs',
      url: '/api/v1/orders/999999/ncrs',
      expect: [401, 403, 200, 403, 200, 403],
    },
    {
      method: 'POST',
      route: '/api/v1/quality/approvals/:id',
      url: '/api/v1/quality/approvals/999999',
      expect: [401, 403, 404, 403, 404, 403],
      payload: () => ({ approve: true, signature }),
    },
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
