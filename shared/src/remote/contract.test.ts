import { contractProblem } from './contract';

describe('remote contract check', () => {
  const valid = {
    name: 'mfe_x',
    routes: [{ path: '/x', titleId: 'page.x', layout: 'serviceProvider', requires: { flag: 'qms' } }],
  };

  it('accepts a module of the contract’s shape', () => {
    expect(contractProblem(valid)).toBeUndefined();
  });

  it.each([
    [undefined, 'the module has no default export object'],
    [{ routes: [] }, 'name must be a non-empty string'],
    [{ name: 'x', routes: {} }, 'routes must be an array'],
    [{ name: 'x', routes: [{ path: 'x', titleId: 't', layout: 'bare' }] }, 'routes[0].path must start with /'],
    [
      { name: 'x', routes: [{ path: '/x', titleId: 't', layout: 'sideways' }] },
      'routes[0].layout must be one of serviceProvider, engineer, storeFront, bare',
    ],
    [{ name: 'x', routes: [{ path: '/x', titleId: 't', layout: 'bare', load: 'nope' }] }, 'routes[0].load must be a function'],
    [
      { name: 'x', routes: [{ path: '/x', titleId: 't', layout: 'bare', requires: { flag: 'magic' } }] },
      'routes[0].requires.flag is unknown',
    ],
  ])('names what is wrong with %j', (module, problem) => {
    expect(contractProblem(module)).toBe(problem);
  });
});
