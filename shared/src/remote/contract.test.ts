import { contractProblem, expandArea } from './contract';

describe('remote route tables', () => {
  const valid = {
    name: 'mfe_x',
    routes: [
      {
        path: '/x',
        titleId: 'page.x',
        layout: 'serviceProvider',
        requires: { authority: 'ROLE_SERVICE_PROVIDER', permission: 'SP_TEAM_EDITOR', flag: 'qms' },
        screen: './x/XPage',
      },
    ],
  };

  it('accepts a table of the contract’s shape', () => {
    expect(contractProblem(valid)).toBeUndefined();
  });

  it.each([
    [undefined, 'the route table is not an object'],
    [{ routes: [] }, 'name must be a non-empty string'],
    [{ name: 'x', routes: {} }, 'routes must be an array'],
    [{ name: 'x', routes: [{ path: 'x', titleId: 't', layout: 'bare' }] }, 'routes[0].path must start with /'],
    [
      { name: 'x', routes: [{ path: '/x', titleId: 't', layout: 'sideways' }] },
      'routes[0].layout must be one of serviceProvider, engineer, storeFront, bare',
    ],
    [
      { name: 'x', routes: [{ path: '/x', titleId: 't', layout: 'bare', screen: 'XPage' }] },
      'routes[0].screen must start with ./',
    ],
    [
      { name: 'x', routes: [{ path: '/x', titleId: 't', layout: 'bare', requires: { authority: 'ROLE_KING' } }] },
      'routes[0].requires.authority is unknown',
    ],
    [
      { name: 'x', routes: [{ path: '/x', titleId: 't', layout: 'bare', requires: { permission: 'EVERYTHING' } }] },
      'routes[0].requires.permission is unknown',
    ],
    [
      { name: 'x', routes: [{ path: '/x', titleId: 't', layout: 'bare', requires: { flag: 'magic' } }] },
      'routes[0].requires.flag is unknown',
    ],
  ])('names what is wrong with %j', (table, problem) => {
    expect(contractProblem(table)).toBe(problem);
  });

  it('gives each route of an area file the area’s layout and requirements under its own', () => {
    const area = expandArea({
      name: 'mfe_x',
      layout: 'serviceProvider',
      requires: { authority: 'ROLE_SERVICE_PROVIDER' },
      routes: [
        { path: '/a', titleId: 'page.a' },
        { path: '/b', titleId: 'page.b', layout: 'engineer', requires: { authority: 'ROLE_ENGINEER', flag: 'qms' } },
      ],
    });
    expect(area.routes).toEqual([
      { path: '/a', titleId: 'page.a', layout: 'serviceProvider', requires: { authority: 'ROLE_SERVICE_PROVIDER' } },
      { path: '/b', titleId: 'page.b', layout: 'engineer', requires: { authority: 'ROLE_ENGINEER', flag: 'qms' } },
    ]);
    expect(expandArea({ name: 'y', routes: [{ path: '/c', titleId: 't', layout: 'bare' }] }).routes[0]).toEqual({
      path: '/c',
      titleId: 't',
      layout: 'bare',
    });
  });
});
