import { ALL, type AccessRows } from '../test-support/access-matrix.js';

/** The API document, its UI and the health check: open to every caller. */
export const accessRows: AccessRows = async () => [
  { method: 'GET', route: '/api/docs', expect: ALL(200) },
  { method: 'GET', route: '/api/docs/static/index.html', expect: ALL(302) }, // redirects to the UI
  { method: 'GET', route: '/api/docs/static/swagger-initializer.js', expect: ALL(200) },
  { method: 'GET', route: '/api/docs/json', expect: ALL(200) },
  { method: 'GET', route: '/api/docs/yaml', expect: ALL(200) },
  { method: 'GET', route: '/api/docs/static/*', url: '/api/docs/static/swagger-ui.css', expect: ALL(200) },
  { method: 'GET', route: '/api/openapi.json', expect: ALL(200) },
  { method: 'GET', route: '/api/health', expect: ALL(200) },
];
