import { loadRemotes } from './load-remotes';

// The federation runtime only registers here; loading screens is the e2e tests' part.
jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

// jsdom has no Response; the code reads only these.
const json = (body: unknown, status = 200) => ({ ok: status < 400, status, json: async () => body }) as Response;

describe('loading the remotes’ route tables', () => {
  it('takes the registry’s tables, reads a remote served elsewhere from its area.json, and reports one without a table', async () => {
    const registry = [
      {
        name: 'mfe_here',
        entry: '/remotes/mfe-here/mf-manifest.json',
        routes: [
          { path: '/here', title: { en_US: 'page.here', de_DE: 'page.here' }, layout: 'serviceProvider', screen: './HerePage' },
        ],
      },
      { name: 'mfe_elsewhere', entry: 'http://cdn.test/elsewhere/mf-manifest.json' },
      { name: 'mfe_down', entry: 'http://cdn.test/down/mf-manifest.json' },
    ];
    const fetchFn = jest.fn(async (url: RequestInfo | URL) => {
      const address = String(url);
      if (address.endsWith('/api/v1/ui/remotes')) return json(registry);
      if (address === 'http://cdn.test/elsewhere/area.json')
        return json({
          name: 'mfe_elsewhere',
          layout: 'engineer',
          routes: [{ path: '/there', title: { en_US: 'page.there', de_DE: 'page.there' } }],
        });
      return json({}, 404);
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);

    const state = await loadRemotes(fetchFn as typeof fetch);

    expect(state.failed).toEqual(['mfe_down']);
    expect(state.routes.map(({ path, layout, remote }) => ({ path, layout, remote }))).toEqual([
      { path: '/here', layout: 'serviceProvider', remote: 'mfe_here' },
      { path: '/there', layout: 'engineer', remote: 'mfe_elsewhere' },
    ]);
    // A route with a screen can load it; one without shows the 'not available yet' panel.
    expect(typeof state.routes[0]!.load).toBe('function');
    expect(state.routes[1]!.load).toBeUndefined();
  });
});
