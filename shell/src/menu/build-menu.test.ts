import type { App } from 'shared/auth';
import { DEFAULT_MENU_CONFIG, type MenuConfig, type UserDto } from 'shared/contracts';
import type { MenuEntry, ProfileFlags, RemoteRoute, RouteRequirement } from 'shared/remote';
import { engineerMenu, serviceProviderMenu, storeFrontNav, type MenuContext } from './build-menu';

const allFlags: ProfileFlags = {
  qms: true,
  quoteRuleEngine: true,
  accounting: true,
  workplanQuestions: true,
  materialManagement: true,
  enterpriseScheduler: true,
  webhooks: true,
  analytics: true,
};

const user = (roles: string[], permissions: string[]): UserDto =>
  ({ roles: roles.map((roleName) => ({ roleName })), permissions }) as unknown as UserDto;

/** A route as an area's table has it, with its menu entries. */
const route = (path: string, en_US: string, de_DE: string, menu: MenuEntry[], requires: RouteRequirement = {}): RemoteRoute => ({
  path,
  title: { en_US, de_DE },
  layout: 'serviceProvider',
  requires,
  menu,
});
const sp = (group: MenuEntry['group'], key: string, order: number, extra: Partial<MenuEntry> = {}): MenuEntry => ({
  section: 'serviceProvider',
  group,
  key,
  order,
  ...extra,
});

const SP = { authority: 'ROLE_SERVICE_PROVIDER' } as const;
const QMS = { ...SP, flag: 'qms' } as const;
const ROUTES: RemoteRoute[] = [
  route('/service-provider/shipments', 'Shipments', 'Sendungen', [sp('orderManagement', 'shipments', 40)], SP),
  route('/service-provider', 'Part Orders', 'Teileaufträge', [sp('orderManagement', 'partOrders', 10)], SP),
  route(
    '/service-provider/customers',
    'Customers',
    'Kunden',
    [sp('orderManagement', 'customers', 50), sp('admin', 'customers', 50)],
    SP,
  ),
  route('/service-provider/schedules', 'Schedules', 'Terminpläne', [sp('productionManagement', 'schedules', 30)], SP),
  route(
    '/service-provider/scheduler-view',
    'Enterprise Scheduler',
    'Unternehmensplanung',
    [sp('productionManagement', 'schedulerView', 40)],
    { ...SP, permission: 'ENTERPRISE_SCHEDULER_VIEW', flag: 'enterpriseScheduler' },
  ),
  route(
    '/service-provider/material-management/batches',
    'Material Management: Batches',
    'Materialverwaltung: Chargen',
    [
      sp('productionManagement', 'materialManagement', 80, {
        label: { en_US: 'Material Management', de_DE: 'Materialverwaltung' },
      }),
    ],
    SP,
  ),
  route('/service-provider/quality-management/capa', 'CAPA', 'CAPA', [sp('qualityManagement', 'capa', 30)], QMS),
  route(
    '/service-provider/material-search',
    'Material Search',
    'Materialsuche',
    [sp('expert', 'materialSearch', 40, { enabled: false })],
    SP,
  ),
  route('/pricing-rules', 'Pricing Rules', 'Preisregeln', [sp('admin', 'pricingRules', 150)], {
    authority: 'ROLE_ADMIN',
    flag: 'quoteRuleEngine',
  }),
  {
    ...route('/engineer', 'Orders', 'Bestellungen', [
      { section: 'engineer', group: 'order', key: 'orders', order: 10 },
      { section: 'thirdPartyEng', group: 'order', key: 'orders', order: 10 },
    ]),
    layout: 'engineer',
  },
  {
    ...route('/engineer/facilities', 'Facilities', 'Standorte', [
      { section: 'engineer', group: 'expert', key: 'facilities', order: 10 },
    ]),
    layout: 'engineer',
  },
  {
    ...route('/store-front', 'New Order', 'Neue Bestellung', [
      { section: 'engineer', group: 'storeFront', key: 'newOrder', order: 10, style: 'TOP_NAV_LINK' },
    ]),
    layout: 'storeFront',
  },
  {
    ...route('/order/create', 'Request Quote', 'Angebot anfordern', [
      {
        section: 'engineer',
        group: 'storeFront',
        key: 'requestQuote',
        order: 60,
        url: '/order/create?from=sf',
        style: 'ICON_BUTTON',
      },
    ]),
    layout: 'storeFront',
  },
];

const context = (overrides: Partial<MenuContext> = {}): MenuContext => ({
  menu: DEFAULT_MENU_CONFIG,
  user: user(['ROLE_SERVICE_PROVIDER'], ['ENTERPRISE_SCHEDULER_VIEW']),
  flags: allFlags,
  apps: [],
  routes: ROUTES,
  language: 'en_US',
  ...overrides,
});

/** The tenant's config with one item's settings. */
const withItem = (section: 'serviceProvider' | 'engineer', key: string, settings: object): MenuConfig => ({
  ...DEFAULT_MENU_CONFIG,
  [section]: { ...DEFAULT_MENU_CONFIG[section], [key]: settings },
});

const urls = (sections: { items: { url: string }[] }[]) => sections.flatMap((s) => s.items.map((i) => i.url));
const labels = (sections: { key: string; items: { label: string }[] }[], key: string) =>
  sections.find((s) => s.key === key)?.items.map((i) => i.label);

describe('service-provider menu', () => {
  it('is made of the routes’ menu entries, each group in the entries’ order', () => {
    const menu = serviceProviderMenu(context());
    expect(menu.map((s) => s.key)).toEqual(['orderManagement', 'productionManagement', 'qualityManagement', 'admin']);
    expect(labels(menu, 'orderManagement')).toEqual(['Part Orders', 'Shipments', 'Customers']);
    // One route can show in two groups; an entry may have a label other than its page's title.
    expect(labels(menu, 'admin')).toEqual(['Customers']);
    expect(labels(menu, 'productionManagement')).toEqual(['Schedules', 'Enterprise Scheduler', 'Material Management']);
  });

  it('shows labels in the current language, and a label the tenant set as it is', () => {
    const german = serviceProviderMenu(context({ language: 'de_DE' }));
    expect(labels(german, 'productionManagement')).toEqual(['Terminpläne', 'Unternehmensplanung', 'Materialverwaltung']);
    const relabelled = serviceProviderMenu(
      context({ language: 'de_DE', menu: withItem('serviceProvider', 'schedules', { label: 'Plan board' }) }),
    );
    expect(labels(relabelled, 'productionManagement')![0]).toBe('Plan board');
  });

  it('shows an item only when the permission and the profile flag allow it', () => {
    expect(urls(serviceProviderMenu(context()))).toContain('/service-provider/scheduler-view');
    expect(urls(serviceProviderMenu(context({ user: user(['ROLE_SERVICE_PROVIDER'], []) })))).not.toContain(
      '/service-provider/scheduler-view',
    );
    expect(urls(serviceProviderMenu(context({ flags: { ...allFlags, enterpriseScheduler: false } })))).not.toContain(
      '/service-provider/scheduler-view',
    );
  });

  it('drops the Quality Management section without the QMS flag', () => {
    const keys = (flags: ProfileFlags) => serviceProviderMenu(context({ flags })).map((s) => s.key);
    expect(keys(allFlags)).toContain('qualityManagement');
    expect(keys({ ...allFlags, qms: false })).not.toContain('qualityManagement');
  });

  it('needs ROLE_ADMIN for pricing rules, and hides items the menu config disables', () => {
    expect(urls(serviceProviderMenu(context()))).not.toContain('/pricing-rules');
    expect(urls(serviceProviderMenu(context({ user: user(['ROLE_SERVICE_PROVIDER', 'ROLE_ADMIN'], []) })))).toContain(
      '/pricing-rules',
    );
    const menu = withItem('serviceProvider', 'schedules', { enabled: false });
    expect(urls(serviceProviderMenu(context({ menu })))).not.toContain('/service-provider/schedules');
  });

  it('has no item of a remote whose route table did not load, since what it needs is unknown', () => {
    const down = context({ routes: ROUTES.filter((r) => !r.path.startsWith('/service-provider/quality-management')) });
    expect(serviceProviderMenu(down).map((s) => s.key)).not.toContain('qualityManagement');
    expect(urls(serviceProviderMenu(down))).toContain('/service-provider/schedules');
  });

  it('opens a launcher the tenant pointed elsewhere as a plain link', () => {
    const menu = {
      ...DEFAULT_MENU_CONFIG,
      serviceProvider: { streamicsLauncher: { enabled: true, url: 'https://tools.example/streamics' } },
    };
    const expert = serviceProviderMenu(context({ menu })).find((s) => s.key === 'expert')!;
    expect(expert.items).toEqual([
      { key: 'streamicsLauncher', label: 'Streamics', url: 'https://tools.example/streamics', external: true, badge: undefined },
    ]);
  });

  it('keeps the Expert section hidden until the tenant enables an item in it, launchers included', () => {
    expect(serviceProviderMenu(context()).map((s) => s.key)).not.toContain('expert');
    const menu = {
      ...DEFAULT_MENU_CONFIG,
      serviceProvider: { materialSearch: { enabled: true }, magicsLauncher: { enabled: true } },
    };
    const expert = serviceProviderMenu(context({ menu })).find((s) => s.key === 'expert')!;
    expect(expert.items).toEqual([
      {
        key: 'magicsLauncher',
        label: 'Magics',
        url: 'materialise-magics://open',
        external: true,
        badge: undefined,
        launcher: 'MAGICS',
      },
      {
        key: 'materialSearch',
        label: 'Material Search',
        url: '/service-provider/material-search',
        external: false,
        badge: undefined,
      },
    ]);
  });

  it('lists the server’s apps under Internal Apps or Apps & Extensions', () => {
    const apps: App[] = [
      { id: 1, name: 'Dashboard', enabled: true, logo: '', appURL: 'https://a.test', appType: 'TOP_NAV_LINK', internalApp: true },
      { id: 2, name: 'Labels', enabled: true, logo: '', appURL: 'https://b.test', appType: 'TOP_NAV_LINK', internalApp: false },
      { id: 3, name: 'Off', enabled: false, logo: '', appURL: 'https://c.test', appType: 'TOP_NAV_LINK', internalApp: false },
    ];
    const sections = serviceProviderMenu(context({ apps }));
    expect(sections.find((s) => s.key === 'internalApps')!.items.map((i) => i.label)).toEqual(['Dashboard']);
    expect(sections.find((s) => s.key === 'appsAndExtensions')!.items).toEqual([
      expect.objectContaining({ label: 'Labels', external: true }),
    ]);
  });
});

describe('engineer menus', () => {
  it('gives a third-party engineer only the items of the reduced menu', () => {
    const engineer = context({ user: user(['ROLE_ENGINEER'], []) });
    expect(urls(engineerMenu(engineer, true))).toEqual(['/engineer']);
    expect(urls(engineerMenu(engineer, false))).toEqual(['/engineer', '/engineer/facilities']);
  });

  it('shows a configured badge in the store front navigation, and an entry’s own URL', () => {
    const menu = withItem('engineer', 'requestQuote', { badge: 'New', badgeEnabled: true });
    const nav = storeFrontNav(context({ menu }));
    expect(nav.map((i) => [i.label, i.url, i.badge])).toEqual([
      ['New Order', '/store-front', undefined],
      ['Request Quote', '/order/create?from=sf', 'New'],
    ]);
  });
});
