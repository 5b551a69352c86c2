import { ALL, SP_MEMBER, SP_PERMISSION, VERIFIED_USER, type AccessRows } from '../test-support/access-matrix.js';

export const accessRows: AccessRows = async ({ austin }) => [
  {
    method: 'GET',
    route: '/api/v1/link3d-config/:type',
    url: '/api/v1/link3d-config/STORE_FRONT_CONFIG',
    expect: VERIFIED_USER,
  },
  {
    method: 'GET',
    route: '/api/v1/link3d-config/:type/:elementType/:elementId',
    url: `/api/v1/link3d-config/QMS_CONFIG/SERVICE_PROVIDER/${austin}`,
    expect: [401, 403, 403, 200, 200, 404],
  },
  {
    method: 'POST',
    route: '/api/v1/link3d-config',
    payload: () => ({ configType: 'WORKPLAN', configValue: '{"questionsEnabled":true}' }),
    expect: SP_PERMISSION,
  },
  { method: 'GET', route: '/api/v1/link3d-config/getConfig/LANGUAGE', expect: ALL(200) },
  { method: 'GET', route: '/api/v1/translations/:key', url: '/api/v1/translations/de_DE', expect: ALL(200) },
  { method: 'GET', route: '/api/v1/domain-config/THEME_CONFIG', expect: ALL(200) },
  {
    method: 'POST',
    route: '/api/v1/domain-config/THEME_CONFIG',
    payload: () => ({
      'root-css': { '--color-primary': '#123456' },
      title: 'Austin',
      description: '',
      fonts: [],
      favicon: '/favicon.ico',
      'show-materialise-info': false,
      'navigation-logo-type': 'LOGO',
      'hero-image': '/hero.svg',
      logos: { navigation: '/logo.svg', login: '/logo.svg' },
    }),
    expect: [401, 403, 403, 403, 200, 404],
  },
  { method: 'GET', route: '/api/v1/misc/themes', expect: VERIFIED_USER },
  { method: 'GET', route: '/api/v1/settings/menu-config', expect: VERIFIED_USER },
  { method: 'GET', route: '/api/v1/ui/session', expect: VERIFIED_USER },
  {
    method: 'GET',
    route: '/api/v1/userPreference/:type',
    url: '/api/v1/userPreference/SCHEDULER_FILTERS',
    expect: VERIFIED_USER,
  },
  {
    method: 'POST',
    route: '/api/v1/userPreference/:type',
    url: '/api/v1/userPreference/SCHEDULER_FILTERS',
    payload: () => ({
      preferenceType: 'SCHEDULER_FILTERS',
      preference: [{ label: 'SLS only', searchFilters: { amProcesses: [1] } }],
    }),
    expect: VERIFIED_USER,
  },
  { method: 'GET', route: '/api/v1/apps', expect: SP_MEMBER },
];
