import { contractProblem, expandArea, remoteName } from './contract';

describe('remote route tables', () => {
  const valid = {
    name: 'mfe_x',
    routes: [
      {
        path: '/x',
        title: { en_US: 'page.x', de_DE: 'page.x' },
        layout: 'serviceProvider',
        requires: { authority: 'ROLE_SERVICE_PROVIDER', permission: 'SP_TEAM_EDITOR', flag: 'qms' },
        screen: './x/XPage',
        menu: [
          { section: 'serviceProvider', group: 'admin', key: 'x', order: 10 },
          { section: 'engineer', group: 'storeFront', key: 'x', order: 5, label: { en_US: 'X', de_DE: 'X' }, url: '/x?y=1' },
        ],
      },
    ],
  };

  it('accepts a table of the contract’s shape', () => {
    expect(contractProblem(valid)).toBeUndefined();
  });

  it.each<[unknown, string]>([
    [undefined, 'the route table is not an object'],
    [{ routes: [] }, 'name must be a non-empty string'],
    [{ name: 'x', routes: {} }, 'routes must be an array'],
    [
      { name: 'x', routes: [{ path: 'x', title: { en_US: 't', de_DE: 't' }, layout: 'bare' }] },
      'routes[0].path must start with /',
    ],
    [
      { name: 'x', routes: [{ path: '/x', title: { en_US: 'Shipments' }, layout: 'bare' }] },
      'routes[0].title needs a de_DE text',
    ],
    [
      { name: 'x', routes: [{ path: '/x', title: { en_US: ' ', de_DE: 'Sendungen' }, layout: 'bare' }] },
      'routes[0].title needs a en_US text',
    ],
    [
      { name: 'x', routes: [{ path: '/x', title: { en_US: 't', de_DE: 't' }, layout: 'sideways' }] },
      'routes[0].layout must be one of serviceProvider, engineer, storeFront, bare',
    ],
    [
      { name: 'x', routes: [{ path: '/x', title: { en_US: 't', de_DE: 't' }, layout: 'bare', screen: 'XPage' }] },
      'routes[0].screen must start with ./',
    ],
    [
      {
        name: 'x',
        routes: [{ path: '/x', title: { en_US: 't', de_DE: 't' }, layout: 'bare', requires: { authority: 'ROLE_KING' } }],
      },
      'routes[0].requires.authority is unknown',
    ],
    [
      {
        name: 'x',
        routes: [{ path: '/x', title: { en_US: 't', de_DE: 't' }, layout: 'bare', requires: { permission: 'EVERYTHING' } }],
      },
      'routes[0].requires.permission is unknown',
    ],
    [
      { name: 'x', routes: [{ path: '/x', title: { en_US: 't', de_DE: 't' }, layout: 'bare', requires: { flag: 'magic' } }] },
      'routes[0].requires.flag is unknown',
    ],
    ...(
      [
        [
          { section: 'profile', group: 'admin', key: 'x', order: 1 },
          'section must be one of serviceProvider, engineer, thirdPartyEng',
        ],
        [
          { section: 'engineer', group: 'footer', key: 'x', order: 1 },
          'group must be one of orderManagement, productionManagement, qualityManagement, expert, businessIntelligence, admin, order, storeFront',
        ],
        [{ section: 'engineer', group: 'order', key: '', order: 1 }, 'key must be a non-empty string'],
        [{ section: 'engineer', group: 'order', key: 'x', order: 1.5 }, 'order must be an integer'],
        [{ section: 'engineer', group: 'order', key: 'x', order: 1, label: { en_US: 'X' } }, 'label needs a de_DE text'],
      ] as const
    ).map(([entry, problem]): [unknown, string] => [
      { name: 'x', routes: [{ path: '/x', title: { en_US: 't', de_DE: 't' }, layout: 'bare', menu: [entry] }] },
      `routes[0].menu[0].${problem}`,
    ]),
  ])('names what is wrong with %j', (table, problem) => {
    expect(contractProblem(table)).toBe(problem);
  });

  it('gives each route of an area file the area’s layout and requirements under its own', () => {
    const area = expandArea('mfe_x', {
      layout: 'serviceProvider',
      requires: { authority: 'ROLE_SERVICE_PROVIDER' },
      routes: [
        { path: '/a', title: { en_US: 'page.a', de_DE: 'page.a' } },
        {
          path: '/b',
          title: { en_US: 'page.b', de_DE: 'page.b' },
          layout: 'engineer',
          requires: { authority: 'ROLE_ENGINEER', flag: 'qms' },
        },
      ],
    });
    expect(area.routes).toEqual([
      {
        path: '/a',
        title: { en_US: 'page.a', de_DE: 'page.a' },
        layout: 'serviceProvider',
        requires: { authority: 'ROLE_SERVICE_PROVIDER' },
      },
      {
        path: '/b',
        title: { en_US: 'page.b', de_DE: 'page.b' },
        layout: 'engineer',
        requires: { authority: 'ROLE_ENGINEER', flag: 'qms' },
      },
    ]);
    expect(expandArea('y', { routes: [{ path: '/c', title: { en_US: 't', de_DE: 't' }, layout: 'bare' }] }).routes[0]).toEqual({
      path: '/c',
      title: { en_US: 't', de_DE: 't' },
      layout: 'bare',
    });
  });

  it('names a remote after its folder, as module federation spells it', () => {
    expect(remoteName('mfe-orders')).toBe('mfe_orders');
  });
});
