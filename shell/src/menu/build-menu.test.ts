import type { App } from 'shared/auth';
import { DEFAULT_MENU_CONFIG, type UserDto } from 'shared/contracts';
import type { RouteRequirement } from 'shared/remote';
import type { ProfileFlags } from '../auth/profile-flags';
import { engineerMenu, serviceProviderMenu, storeFrontNav, type MenuContext } from './build-menu';

const allFlags: ProfileFlags = {
  qms: true,
  quoteRuleEngine: true,
  accounting: true,
  workplanQuestions: true,
  materialManagement: true,
  enterpriseScheduler: true,
  webhooks: true,
};

const user = (roles: string[], permissions: string[]): UserDto =>
  ({ roles: roles.map((roleName) => ({ roleName })), permissions }) as unknown as UserDto;

const requirements: Record<string, RouteRequirement> = {
  '/service-provider/scheduler-view': {
    authority: 'ROLE_SERVICE_PROVIDER',
    permission: 'ENTERPRISE_SCHEDULER_VIEW',
    flag: 'enterpriseScheduler',
  },
  '/service-provider/quality-management/quality-dashboard': { authority: 'ROLE_SERVICE_PROVIDER', flag: 'qms' },
  '/service-provider/quality-management/compliance': { authority: 'ROLE_SERVICE_PROVIDER', flag: 'qms' },
  '/service-provider/quality-management/capa': { authority: 'ROLE_SERVICE_PROVIDER', flag: 'qms' },
  '/pricing-rules': { authority: 'ROLE_ADMIN', flag: 'quoteRuleEngine' },
};

const context = (overrides: Partial<MenuContext> = {}): MenuContext => ({
  menu: DEFAULT_MENU_CONFIG,
  user: user(['ROLE_SERVICE_PROVIDER'], ['ENTERPRISE_SCHEDULER_VIEW']),
  flags: allFlags,
  apps: [],
  // Every page of the default menu has a loaded route here; some with requirements.
  requirementOf: (url) => requirements[url] ?? {},
  ...overrides,
});

const urls = (sections: { items: { url: string }[] }[]) => sections.flatMap((s) => s.items.map((i) => i.url));

describe('service-provider menu', () => {
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
    const menu = {
      ...DEFAULT_MENU_CONFIG,
      serviceProvider: {
        ...DEFAULT_MENU_CONFIG.serviceProvider,
        schedules: { ...DEFAULT_MENU_CONFIG.serviceProvider.schedules!, enabled: false },
      },
    };
    expect(urls(serviceProviderMenu(context({ menu })))).not.toContain('/service-provider/schedules');
  });

  it('hides a page whose remote did not load, since what it needs is unknown', () => {
    const down = context({ requirementOf: (url) => (url.startsWith('/service-provider/quality-management') ? undefined : {}) });
    expect(serviceProviderMenu(down).map((s) => s.key)).not.toContain('qualityManagement');
    expect(urls(serviceProviderMenu(down))).toContain('/service-provider/schedules');
  });

  it('shows a label the tenant changed as it is, and translates a default one', () => {
    const menu = {
      ...DEFAULT_MENU_CONFIG,
      serviceProvider: {
        ...DEFAULT_MENU_CONFIG.serviceProvider,
        schedules: { ...DEFAULT_MENU_CONFIG.serviceProvider.schedules!, label: 'Plan board' },
      },
    };
    const items = serviceProviderMenu(context({ menu })).flatMap((s) => s.items);
    expect(items.find((i) => i.key === 'schedules')).toMatchObject({ label: 'Plan board', labelId: '' });
    expect(items.find((i) => i.key === 'shipments')).toMatchObject({ labelId: 'menu.serviceProvider.shipments' });
  });

  it('keeps the Expert section hidden until the tenant enables an item in it', () => {
    expect(serviceProviderMenu(context()).map((s) => s.key)).not.toContain('expert');
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
  it('gives a third-party engineer only the four items of the reduced menu', () => {
    const engineer = context({ user: user(['ROLE_ENGINEER'], []) });
    expect(urls(engineerMenu(engineer, true))).toEqual([
      '/engineer',
      '/engineer/part-inventory',
      '/engineer/digital-catalog',
      '/engineer/archive',
    ]);
    expect(urls(engineerMenu(engineer, false))).toContain('/engineer/facilities');
  });

  it('shows a configured badge in the store front navigation', () => {
    const menu = {
      ...DEFAULT_MENU_CONFIG,
      engineer: {
        ...DEFAULT_MENU_CONFIG.engineer,
        requestQuote: { ...DEFAULT_MENU_CONFIG.engineer.requestQuote!, badge: 'New', badgeEnabled: true },
      },
    };
    const nav = storeFrontNav(context({ menu }));
    expect(nav.map((i) => i.label)).toEqual([
      'New Order',
      'Order History',
      'Projects',
      'Digital Part Inventory',
      'Digital Catalog',
      'Request Quote',
    ]);
    expect(nav.at(-1)!.badge).toBe('New');
  });
});
