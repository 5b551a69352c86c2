import { DEFAULT_MENU_CONFIG } from 'shared/contracts';
import { DEMO_FACILITIES } from '../accounts/seed.js';
import { createTestApp, login, type Session, type TestApp } from '../test-support/test-app.js';
import { DEFAULT_THEME } from './themes.js';

let t: TestApp;
let admin: Session;
let ids: { austin: number; munich: number; vendor: number };
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin@demo.test');
  const rows = await t.db.selectFrom('companies').select(['id', 'company_name']).execute();
  const idOf = (name: string) => rows.find((r) => r.company_name === name)!.id;
  ids = { austin: idOf(DEMO_FACILITIES.austin), munich: idOf(DEMO_FACILITIES.munich), vendor: idOf(DEMO_FACILITIES.vendor) };
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = admin.bearer) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers: Record<string, string> = admin.bearer) =>
  t.app.inject({ method: 'POST', url, headers, payload });

describe('feature flags by element', () => {
  it('reads the flags of the current facility and of an INTERNAL facility', async () => {
    for (const id of [ids.austin, ids.munich]) {
      const response = await get(`/api/v1/link3d-config/MATERIAL_MANAGEMENT_CONFIG/SERVICE_PROVIDER/${id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ configType: 'MATERIAL_MANAGEMENT_CONFIG', elementId: String(id), active: true });
      expect(JSON.parse(response.json().configValue)).toEqual({ mmEnabled: true });
    }
  });

  it('answers 404 for another enterprise’s facility', async () => {
    expect((await get(`/api/v1/link3d-config/QMS_CONFIG/SERVICE_PROVIDER/${ids.vendor}`)).statusCode).toBe(404);
  });
});

describe('config records', () => {
  it('saves a record for the current facility and reads it back', async () => {
    const saved = await post('/api/v1/link3d-config', {
      configType: 'MAGICS_CONFIG',
      configValue: JSON.stringify({
        nonItarAdapterUrl: 'https://a.example',
        itarAdapterUrl: 'https://b.example',
        isMagicsEnabled: false,
      }),
    });
    expect(saved.statusCode).toBe(200);
    const read = await get('/api/v1/link3d-config/MAGICS_CONFIG');
    expect(JSON.parse(read.json().configValue)).toMatchObject({ nonItarAdapterUrl: 'https://a.example', isMagicsEnabled: false });
  });

  it.each([
    [{ nonItarAdapterUrl: '', itarAdapterUrl: 'https://b.example' }, 'Please enter Non Itar Adapter URL'],
    [{ nonItarAdapterUrl: 'https://a.example' }, 'Please enter Itar Adapter URL'],
    [
      { nonItarAdapterUrl: 'https://a.example', itarAdapterUrl: 'adapter.example' },
      'Please enter a full address, such as https://adapter.example.com',
    ],
  ])('rejects magics settings %j with the settings page’s message', async (value, message) => {
    const response = await post('/api/v1/link3d-config', { configType: 'MAGICS_CONFIG', configValue: JSON.stringify(value) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('rejects a value that is not a JSON object, a flag that is not a boolean, and an unknown type', async () => {
    expect(
      (await post('/api/v1/link3d-config', { configType: 'QMS_CONFIG', configValue: 'not json' })).json().details[0].field,
    ).toBe('body.configValue');
    expect((await post('/api/v1/link3d-config', { configType: 'QMS_CONFIG', configValue: '{"enabled":"yes"}' })).statusCode).toBe(
      400,
    );
    expect((await post('/api/v1/link3d-config', { configType: 'NOT_A_TYPE', configValue: '{}' })).statusCode).toBe(400);
    const storefront = { showCurrency: true, enableCurrency: true, defaultCurrency: 'USD', currencies: { USD: {} } };
    const nowhere = await post('/api/v1/link3d-config', {
      configType: 'STORE_FRONT_CONFIG',
      configValue: JSON.stringify({ ...storefront, distributions: ['APPROVED_VENDORS'] }),
    });
    expect([nowhere.statusCode, nowhere.json().details[0].field, nowhere.json().message]).toEqual([
      400,
      'body.configValue.distributions',
      'Where orders may go is set in the RFQ configuration (PUT /api/v1/sp/rfq-config), not here',
    ]);
    expect(
      (
        await post('/api/v1/link3d-config', {
          configType: 'QMS_CONFIG',
          configValue: '{"enabled":true}',
          elementId: String(ids.vendor),
        })
      ).statusCode,
    ).toBe(403);
  });

  it('gives a customer its store’s storefront config but not the facility’s internal settings', async () => {
    const engineer = await login(t.app, 'engineer@demo.test');
    const storefront = await get('/api/v1/link3d-config/STORE_FRONT_CONFIG', engineer.bearer);
    expect(storefront.statusCode).toBe(200);
    expect(JSON.parse(storefront.json().configValue)).toMatchObject({
      showCurrency: true,
      enableCurrency: true,
      defaultCurrency: 'USD',
    });
    expect(storefront.json().elementId).toBe(String(ids.austin));
    expect((await get('/api/v1/link3d-config/MAGICS_CONFIG', engineer.bearer)).statusCode).toBe(403);
  });

  it('lets a STOREFRONT_CONFIG_EDITOR save the store front’s settings and nothing else', async () => {
    const operator = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'operator@demo.test')
      .executeTakeFirstOrThrow();
    const menu = { configType: 'STORE_FRONT_MENU_CONFIG', configValue: '{}' };
    const before = await login(t.app, 'operator@demo.test');
    const refused = await post('/api/v1/link3d-config', menu, before.bearer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This needs the permission STOREFRONT_CONFIG_EDITOR');

    await t.db.insertInto('user_permissions').values({ user_id: operator.id, permission: 'STOREFRONT_CONFIG_EDITOR' }).execute();
    try {
      const editor = await login(t.app, 'operator@demo.test');
      expect((await post('/api/v1/link3d-config', menu, editor.bearer)).statusCode).toBe(200);
      const words = { configType: 'STORE_FRONT_UI_CONFIG', configValue: JSON.stringify({ storeName: 'Austin Parts' }) };
      expect((await post('/api/v1/link3d-config', words, editor.bearer)).statusCode).toBe(200);
      const flag = await post(
        '/api/v1/link3d-config',
        { configType: 'WORKPLAN', configValue: '{"questionsEnabled":true}' },
        editor.bearer,
      );
      expect(flag.statusCode).toBe(403);
      expect(flag.json().message).toBe('This needs the permission FACILITY_SETTINGS_EDITOR');
    } finally {
      await t.db
        .deleteFrom('user_permissions')
        .where('user_id', '=', operator.id)
        .where('permission', '=', 'STOREFRONT_CONFIG_EDITOR')
        .execute();
      await t.db
        .deleteFrom('config_records')
        .where('facility_id', '=', ids.austin)
        .where('config_type', 'in', ['STORE_FRONT_MENU_CONFIG', 'STORE_FRONT_UI_CONFIG'])
        .execute();
    }
  });

  it('answers null, not an error, for a type the facility has not set', async () => {
    const response = await get('/api/v1/link3d-config/SCHEDULING');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
  });
});

describe('theme', () => {
  it('serves the default theme to anyone, then the facility’s saved theme for its domain', async () => {
    expect((await get('/api/v1/domain-config/THEME_CONFIG', {})).json()).toEqual(DEFAULT_THEME);
    const theme = { ...DEFAULT_THEME, title: 'Austin Additive', 'root-css': { '--color-primary': '#aa0000' } };
    const saved = await post('/api/v1/domain-config/THEME_CONFIG', theme);
    expect(saved.statusCode).toBe(200);
    expect((await get('/api/v1/domain-config/THEME_CONFIG', {})).json()).toMatchObject({ title: 'Austin Additive' });
    // Another domain keeps the defaults.
    const elsewhere = await get('/api/v1/domain-config/THEME_CONFIG', { host: 'other.example' });
    expect(elsewhere.json().title).toBe(DEFAULT_THEME.title);
  });

  it('rejects an unknown theme key and a domain the facility does not own', async () => {
    expect((await post('/api/v1/domain-config/THEME_CONFIG', { ...DEFAULT_THEME, colour: 'red' })).statusCode).toBe(400);
    const foreign = await post('/api/v1/domain-config/THEME_CONFIG', DEFAULT_THEME, { ...admin.bearer, host: 'other.example' });
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses a font from an origin the operator has not allowed with 400 naming the field, and takes the platform’s own', async () => {
    const evil = await post('/api/v1/domain-config/THEME_CONFIG', {
      ...DEFAULT_THEME,
      fonts: ['/assets/fonts/brand.css', 'https://evil.invalid/font.css'],
    });
    expect(evil.statusCode).toBe(400);
    expect(evil.json().details).toEqual([{ field: 'body.fonts.1', message: expect.stringContaining('body.fonts.1') }]);
    for (const font of ['//evil.invalid/font.css', '/\\evil.invalid/font.css', 'data:text/css,input{}'])
      expect((await post('/api/v1/domain-config/THEME_CONFIG', { ...DEFAULT_THEME, fonts: [font] })).statusCode).toBe(400);
    const own = await post('/api/v1/domain-config/THEME_CONFIG', { ...DEFAULT_THEME, fonts: ['/assets/fonts/brand.css'] });
    expect(own.statusCode).toBe(200);
    expect((await get('/api/v1/domain-config/THEME_CONFIG', {})).json().fonts).toEqual(['/assets/fonts/brand.css']);
  });

  it('never hands a page a stored font the operator has not allowed', async () => {
    expect((await post('/api/v1/domain-config/THEME_CONFIG', DEFAULT_THEME)).statusCode).toBe(200);
    // As a theme saved before fonts had to be allowed, or from an origin since taken off the list.
    await t.db
      .updateTable('config_records')
      .set({
        config_value: JSON.stringify({ ...DEFAULT_THEME, fonts: ['https://evil.invalid/font.css', '/assets/fonts/brand.css'] }),
      })
      .where('config_type', '=', 'THEME_CONFIG')
      .where('element_id', '=', 'localhost')
      .execute();
    expect((await get('/api/v1/domain-config/THEME_CONFIG', {})).json().fonts).toEqual(['/assets/fonts/brand.css']);
  });

  it('lets the login page load styles and fonts from the platform alone, unless the operator allows an origin', async () => {
    const policyOf = async (app: TestApp['app']) => {
      const header = String((await app.inject({ method: 'GET', url: '/custom-login' })).headers['content-security-policy']);
      return Object.fromEntries(header.split(';').map((directive) => [directive.trim().split(' ')[0], directive.trim()]));
    };
    const strict = await policyOf(t.app);
    expect([strict['style-src'], strict['font-src']]).toEqual(["style-src 'self' 'unsafe-inline'", "font-src 'self'"]);

    const fonts = await createTestApp({ themeFontOrigins: ['https://fonts.example.com'] });
    try {
      const allowing = await policyOf(fonts.app);
      expect([allowing['style-src'], allowing['font-src']]).toEqual([
        "style-src 'self' 'unsafe-inline' https://fonts.example.com",
        "font-src 'self' https://fonts.example.com",
      ]);
      const session = await login(fonts.app, 'admin@demo.test');
      const theme = { ...DEFAULT_THEME, fonts: ['https://fonts.example.com/css2?family=Inter'] };
      const saved = await fonts.app.inject({
        method: 'POST',
        url: '/api/v1/domain-config/THEME_CONFIG',
        headers: session.bearer,
        payload: theme,
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().fonts).toEqual(theme.fonts);
    } finally {
      await fonts.close();
    }
  });

  it('lists theme presets', async () => {
    expect((await get('/api/v1/misc/themes')).json().map((p: { name: string }) => p.name)).toEqual([
      'Default',
      'Graphite',
      'Titanium',
    ]);
  });
});

describe('menu config', () => {
  it('returns the default sections when the tenant saved none', async () => {
    expect((await get('/api/v1/settings/menu-config')).json()).toEqual(DEFAULT_MENU_CONFIG);
  });

  it('merges saved items over the defaults, for the facility and its customers', async () => {
    const saved = await post('/api/v1/link3d-config', {
      configType: 'STORE_FRONT_MENU_CONFIG',
      configValue: JSON.stringify({
        engineer: { projects: { enabled: false }, requestQuote: { label: 'Get a quote', badge: 'New', badgeEnabled: true } },
      }),
    });
    expect(saved.statusCode).toBe(200);
    const engineer = await login(t.app, 'engineer@demo.test');
    const menu = (await get('/api/v1/settings/menu-config', engineer.bearer)).json();
    // A page's item is defined by its route (shared/remote); the tenant's config holds what it changed.
    expect(menu.engineer.projects).toEqual({ enabled: false });
    expect(menu.engineer.requestQuote).toEqual({ label: 'Get a quote', badge: 'New', badgeEnabled: true });
    expect(menu.serviceProvider).toEqual(DEFAULT_MENU_CONFIG.serviceProvider);
    expect(menu.dashboardColumns.orderFilesList).toEqual({ spEnabled: true, engEnabled: false });
  });

  it('rejects an unknown menu section', async () => {
    const response = await post('/api/v1/link3d-config', {
      configType: 'STORE_FRONT_MENU_CONFIG',
      configValue: '{"sideways":{}}',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('user preferences', () => {
  const url = '/api/v1/userPreference/SCHEDULER_FILTERS';
  it('starts empty and keeps the saved filters per user', async () => {
    const planner = await login(t.app, 'planner@demo.test');
    expect((await get(url, planner.bearer)).json()).toEqual({ preferenceType: 'SCHEDULER_FILTERS', preference: '[]' });
    const filters = [{ label: 'Metal', searchFilters: { amProcesses: [1, 2], sp: [ids.austin] } }];
    expect((await post(url, { preferenceType: 'SCHEDULER_FILTERS', preference: filters }, planner.bearer)).statusCode).toBe(200);
    expect(JSON.parse((await get(url, planner.bearer)).json().preference)).toEqual(filters);
    expect((await get(url)).json().preference).toBe('[]');
  });

  it.each([
    [[{ label: ' ', searchFilters: {} }]],
    [
      [
        { label: 'A', searchFilters: {} },
        { label: 'a', searchFilters: {} },
      ],
    ],
  ])('rejects a missing or repeated filter name: %j', async (preference) => {
    const response = await post(url, { preferenceType: 'SCHEDULER_FILTERS', preference });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Filter name is missing or already in use');
  });

  it('rejects an unknown filter key', async () => {
    const response = await post(url, {
      preferenceType: 'SCHEDULER_FILTERS',
      preference: [{ label: 'x', searchFilters: { colour: [] } }],
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('an order list’s columns as a user preference', () => {
  const url = '/api/v1/userPreference/PART_ORDER_COLUMNS';
  it('keeps the columns a user chose, per list', async () => {
    const operator = await login(t.app, 'operator@demo.test');
    const columns = ['id', 'tags', 'materials', 'quoteDueDate'];
    const saved = await post(url, { preferenceType: 'PART_ORDER_COLUMNS', preference: { columns } }, operator.bearer);
    expect(saved.statusCode).toBe(200);
    expect(JSON.parse((await get(url, operator.bearer)).json().preference)).toEqual({ columns });
    expect((await get('/api/v1/userPreference/ORDER_HISTORY_COLUMNS', operator.bearer)).json().preference).toBe('[]');
  });

  it.each([
    ['an unknown column', { columns: ['id', 'colour'] }],
    ['a column twice', { columns: ['id', 'id'] }],
    ['filters in place of columns', [{ label: 'Metal', searchFilters: {} }]],
  ])('refuses %s', async (_case, preference) => {
    const response = await post(url, { preferenceType: 'PART_ORDER_COLUMNS', preference });
    expect(response.statusCode).toBe(400);
  });

  it('keeps the part orders’ own columns out of the customer’s order history', async () => {
    const response = await post('/api/v1/userPreference/ORDER_HISTORY_COLUMNS', {
      preferenceType: 'ORDER_HISTORY_COLUMNS',
      preference: { columns: ['id', 'priority'] },
    });
    expect([response.statusCode, response.json().message, response.json().details[0].field]).toEqual([
      400,
      'The order history has no column priority',
      'body.preference.columns.1',
    ]);
  });

  it('refuses columns in place of the scheduler’s filters', async () => {
    const response = await post('/api/v1/userPreference/SCHEDULER_FILTERS', {
      preferenceType: 'SCHEDULER_FILTERS',
      preference: { columns: ['id'] },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('saved views of the part orders', () => {
  const url = '/api/v1/userPreference/PART_ORDER_VIEWS';
  it('keeps named views of a stage and its filters', async () => {
    const operator = await login(t.app, 'operator@demo.test');
    const views = [
      { label: 'Metal for Acme', stage: 'NEW', filter: { customerId: [3], processId: [2, 5] } },
      { label: 'Due this week', stage: 'ALL', filter: { quoteDueFrom: 0, quoteDueTo: 604_800_000 } },
    ];
    expect((await post(url, { preferenceType: 'PART_ORDER_VIEWS', preference: views }, operator.bearer)).statusCode).toBe(200);
    expect(JSON.parse((await get(url, operator.bearer)).json().preference)).toEqual(views);
  });

  it.each([
    ['a view without a name', [{ label: ' ', stage: 'NEW', filter: {} }]],
    [
      'two views of one name',
      [
        { label: 'Mine', stage: 'NEW', filter: {} },
        { label: 'mine', stage: 'ALL', filter: {} },
      ],
    ],
    ['an unknown filter', [{ label: 'x', stage: 'NEW', filter: { colour: ['red'] } }]],
    ['columns in place of views', { columns: ['id'] }],
  ])('refuses %s', async (_case, preference) => {
    const response = await post(url, { preferenceType: 'PART_ORDER_VIEWS', preference });
    expect(response.statusCode).toBe(400);
  });
});

describe('languages, translations and apps', () => {
  it('lists en_US and de_DE and serves their bundles to anyone', async () => {
    expect((await get('/api/v1/link3d-config/getConfig/LANGUAGE', {})).json().map((l: { key: string }) => l.key)).toEqual([
      'en_US',
      'de_DE',
    ]);
    const de = (await get('/api/v1/translations/de_DE', {})).json();
    expect(de['accessDenied.title']).toBe('Zugriff verweigert');
    expect((await get('/api/v1/translations/fr_FR', {})).statusCode).toBe(404);
  });

  it('lists the facility’s apps only', async () => {
    const apps = (await get('/api/v1/apps')).json();
    expect(apps.map((a: { name: string }) => a.name)).toEqual([
      'Shop-floor Dashboard',
      'Powder Recycling Log',
      'Shipping Labels',
    ]);
    expect(apps[0]).toMatchObject({ appType: 'TOP_NAV_LINK', internalApp: true, enabled: true });
  });
});

describe('the shell’s session config', () => {
  it('gives a facility member each part its own route gives, in one answer', async () => {
    const session = (await get('/api/v1/ui/session')).json();
    // The same as the separate routes answer the caller.
    expect(session.menu).toEqual((await get('/api/v1/settings/menu-config')).json());
    expect(session.serviceProvider).toEqual((await get('/api/v1/service-provider/profile')).json());
    expect(session.apps).toEqual((await get('/api/v1/apps')).json());
    expect(session.internalFacilities).toEqual((await get('/api/v1/sp/vendors?vendorType=INTERNAL')).json());
    expect(session.storefront).toEqual((await get('/api/v1/link3d-config/STORE_FRONT_CONFIG')).json());
    // The flags on for the Austin plant (every one, in the demo data), as the flag records say.
    expect(session.features).toEqual(expect.arrayContaining(['QMS_CONFIG', 'ENTERPRISE_SCHEDULER_CONFIG']));
    // The admin is an engineer of the enterprise's own engineering company too.
    expect(session.engineer).toEqual((await get('/api/v1/engineer/profile')).json());
  });

  it('gives a customer their company and menu, and nothing of a facility', async () => {
    const engineer = await login(t.app, 'engineer@demo.test');
    const session = (await get('/api/v1/ui/session', engineer.bearer)).json();
    expect(session.engineer).toEqual((await get('/api/v1/engineer/profile', engineer.bearer)).json());
    expect(session).toEqual(expect.objectContaining({ serviceProvider: null, internalFacilities: [], apps: [], features: [] }));
    expect(session.menu).toEqual((await get('/api/v1/settings/menu-config', engineer.bearer)).json());
  });

  it('gives a customer the store front’s own words, and refuses ones that are not', async () => {
    const engineer = await login(t.app, 'engineer@demo.test');
    expect((await get('/api/v1/ui/session', engineer.bearer)).json().storefrontUi).toBeNull();
    const save = (value: object) =>
      post('/api/v1/link3d-config', { configType: 'STORE_FRONT_UI_CONFIG', configValue: JSON.stringify(value) });
    const words = {
      storeName: 'Austin Additive',
      welcomeTitle: 'Parts in days',
      welcomeText: 'Upload your files to get quotes.',
      supportEmail: 'orders@austin.example',
      supportPhone: '+1 (512) 555-0100',
    };
    for (const [value, field, message] of [
      [{ ...words, supportEmail: 'orders' }, 'body.configValue.supportEmail', 'Please enter a valid support email address'],
      [
        { ...words, supportPhone: 'call us' },
        'body.configValue.supportPhone',
        'A support telephone number holds digits, spaces and + ( ) - . / only',
      ],
      [
        { ...words, storeName: 'x'.repeat(81) },
        'body.configValue.storeName',
        'configValue.storeName must be at most 80 characters',
      ],
      [{ ...words, banner: 'red' }, 'body.configValue.banner', 'configValue.banner is not a store front option'],
      [{ ...words, welcomeTitle: ' ' }, 'body.configValue.welcomeTitle', 'Please give the welcome a title'],
    ] as const) {
      const refused = await save(value);
      expect([refused.statusCode, refused.json().details[0].field, refused.json().message]).toEqual([400, field, message]);
    }
    expect((await save(words)).statusCode).toBe(200);
    const session = (await get('/api/v1/ui/session', engineer.bearer)).json();
    expect(JSON.parse(session.storefrontUi.configValue)).toEqual(words);
  });

  it('follows a flag turned off at once', async () => {
    const facility = String(ids.austin);
    const record = (await get(`/api/v1/link3d-config/WEBHOOK_CONFIG_ENABLED/SERVICE_PROVIDER/${facility}`)).json();
    expect((await get('/api/v1/ui/session')).json().features).toContain('WEBHOOK_CONFIG_ENABLED');
    const off = await post(
      '/api/v1/link3d-config',
      { ...record, configValue: JSON.stringify({ enabled: false }) },
      {
        ...admin.bearer,
      },
    );
    expect(off.statusCode).toBe(200);
    expect((await get('/api/v1/ui/session')).json().features).not.toContain('WEBHOOK_CONFIG_ENABLED');
  });
});
