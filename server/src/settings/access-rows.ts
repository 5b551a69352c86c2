import { SP_MEMBER, SP_PERMISSION, type AccessRows } from '../test-support/access-matrix.js';

export const accessRows: AccessRows = async () => [
  { method: 'GET', route: '/api/v1/sp/settings/features', expect: SP_MEMBER },
  // Switched on: the demo facilities have every flag on already, so nothing changes for them.
  {
    method: 'PUT',
    route: '/api/v1/sp/settings/features/:flag',
    url: '/api/v1/sp/settings/features/QMS_CONFIG',
    payload: () => ({ enabled: true }),
    expect: SP_PERMISSION,
  },
  { method: 'GET', route: '/api/v1/sp/settings/audit', url: '/api/v1/sp/settings/audit?offset=0&limit=20', expect: SP_MEMBER },
];
