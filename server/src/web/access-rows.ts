import { ALL, type AccessRows } from '../test-support/access-matrix.js';

/** The page, the remotes and their list: public, the shell guards the screens. */
export const accessRows: AccessRows = async () => [
  { method: 'GET', route: '/api/v1/ui/remotes', expect: ALL(200) },
  { method: 'GET', route: '/remotes/:folder/*', url: '/remotes/mfe-orders/mf-manifest.json', expect: ALL(200) },
  { method: 'GET', route: '/', expect: ALL(200) },
  { method: 'GET', route: '/*', url: '/service-provider/schedules', expect: ALL(200) },
];
