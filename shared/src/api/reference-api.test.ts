import { createPlatformStore } from '../store/root-reducer.js';
import { referenceApi, USED_IN_ENTERPRISE } from './reference-api.js';

const realFetch = globalThis.fetch;
afterEach(() => (globalThis.fetch = realFetch));

/** Runs one reference read against a fetch that answers [] and gives the address it asked. */
async function addressOf(run: (store: ReturnType<typeof createPlatformStore>) => { unwrap(): Promise<unknown> }) {
  const asked: string[] = [];
  globalThis.fetch = (async (url: string) => {
    asked.push(url);
    return { ok: true, status: 200, text: async () => '[]' } as Response;
  }) as typeof fetch;
  await run(createPlatformStore()).unwrap();
  return asked;
}

describe('referenceApi', () => {
  it('reads machines and materials of the facility, or of its enterprise with getFromAllFacilities', async () => {
    const { equipments, materials } = referenceApi.endpoints;
    expect(await addressOf((store) => store.dispatch(equipments.initiate({ allFacilities: true })))).toEqual([
      '/api/v3/sp/equipments?getFromAllFacilities=true',
    ]);
    expect(await addressOf((store) => store.dispatch(materials.initiate({ allFacilities: false })))).toEqual([
      '/api/v3/sp/materials?getFromAllFacilities=false',
    ]);
  });

  it('reads the whole catalogue without a filter, and what the enterprise uses with USED_IN_ENTERPRISE', async () => {
    const { processes, machineModels } = referenceApi.endpoints;
    expect(await addressOf((store) => store.dispatch(machineModels.initiate()))).toEqual(['/api/v1/machines']);
    expect(await addressOf((store) => store.dispatch(processes.initiate(USED_IN_ENTERPRISE)))).toEqual([
      '/api/v1/amprocess?filter_by_match_type=true&matchingType=INTERNAL_FACILITY',
    ]);
  });

  it('reads priority labels, the facility’s customers and countries', async () => {
    const { priorityLabels, customers, countries } = referenceApi.endpoints;
    expect(await addressOf((store) => store.dispatch(priorityLabels.initiate()))).toEqual(['/api/v1/priorities']);
    expect(await addressOf((store) => store.dispatch(customers.initiate()))).toEqual(['/api/v1/part-orders/customers']);
    expect(await addressOf((store) => store.dispatch(countries.initiate({ locale: 'de' })))).toEqual([
      '/api/v1/geo/countries?locale=de',
    ]);
  });

  it('refuses a second injection of an endpoint name that exists, instead of replacing it silently', () => {
    expect(() =>
      referenceApi.injectEndpoints({
        overrideExisting: 'throw',
        endpoints: (build) => ({ equipments: build.query<unknown, void>({ query: () => '/api/v1/elsewhere' }) }),
      }),
    ).toThrow(/equipments/);
  });
});
