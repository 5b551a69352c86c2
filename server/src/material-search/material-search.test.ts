import { createTestApp, logins, type Session, type TestApp } from '../test-support/test-app.js';

jest.setTimeout(120_000);

let t: TestApp;
let acme: Session; // a customer: the whole network
let operator: Session; // Austin without the enterprise view: Austin and its vendors
let planner: Session; // Austin with the enterprise view: and the Munich plant
let northwind: Session; // another enterprise: its own plant only

beforeAll(async () => {
  t = await createTestApp();
  [acme, operator, planner, northwind] = await logins(t.app, 'engineer', 'operator', 'planner', 'vendor');
});
afterAll(() => t.close());

interface MaterialRow {
  name: string;
  tensileStrengthMpa: number;
  heatDeflectionC: number | null;
  densityGcm3: number;
  certifications: string[];
  facilities: { name: string }[];
}
const search = async (session: Session, side: 'sp' | 'engineer', query = '') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/${side}/material-search?limit=50${query}`,
    headers: session.bearer,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { totalCount: number; rows: MaterialRow[]; options: { processes: { id: number; name: string }[] } };
};
const names = (rows: MaterialRow[]) => rows.map((row) => row.name);

describe('material search', () => {
  it('shows a customer every part material of the network with its data sheet and who runs it', async () => {
    const { rows, totalCount } = await search(acme, 'engineer');
    expect(totalCount).toBe(22);
    const pa12 = rows.find((row) => row.name === 'HP 3D HR PA 12')!;
    expect(pa12).toEqual(
      expect.objectContaining({
        tensileStrengthMpa: 48,
        heatDeflectionC: 175,
        densityGcm3: 1.01,
        certifications: ['USP Class VI', 'UL 94 HB'],
        facilities: [
          { id: expect.any(Number), name: 'Demo Additive — Austin Plant' },
          { id: expect.any(Number), name: 'Demo Additive — Munich Plant' },
        ],
      }),
    );
    // Supports, agents and blasting media are no part materials.
    expect(names(rows)).not.toContain('QSR Support');
  });

  it('filters by property ranges, process, type, certification and text', async () => {
    expect(names((await search(acme, 'engineer', '&tensileMin=400')).rows)).toEqual([
      'EOS Aluminium AlSi10Mg',
      'EOS StainlessSteel 316L',
      'EOS Titanium Ti64',
    ]);
    // A material without a heat deflection temperature is outside any bound on it.
    expect(names((await search(acme, 'engineer', '&heatDeflectionMin=150&densityMax=0.95')).rows)).toEqual(['PA 2200']);
    expect(names((await search(acme, 'engineer', '&elongationMin=200')).rows)).toEqual(['Agilus30', 'EPU 41', 'PrimePart TPU']);
    const { options } = await search(acme, 'engineer');
    const dls = options.processes.find((process) => process.name === 'DLS')!;
    expect(names((await search(acme, 'engineer', `&processId=${dls.id}`)).rows)).toEqual(['EPU 41', 'EPX 82', 'RPU 70']);
    expect(names((await search(acme, 'engineer', '&certification=usp')).rows)).toEqual([
      'HP 3D HR PA 11',
      'HP 3D HR PA 12',
      'PA 2200',
    ]);
    expect(names((await search(acme, 'engineer', '&search=formlabs')).rows)).toEqual([
      'Clear Resin V4',
      'Grey Resin V4',
      'Tough 2000 Resin',
    ]);
    const inverted = await t.app.inject({
      method: 'GET',
      url: '/api/v1/engineer/material-search?tensileMin=abc',
      headers: acme.bearer,
    });
    expect([inverted.statusCode, inverted.json().details[0].field]).toEqual([400, 'querystring.tensileMin']);
  });

  it('shows a facility its own plant’s and its vendors’ materials, its sister plant’s only with the enterprise view', async () => {
    const own = await search(operator, 'sp');
    expect(names(own.rows)).not.toContain('EPU 41'); // Munich's alone
    expect(names(own.rows)).toContain('UltiMaker PLA'); // Northwind's, a matched vendor
    expect(own.rows.find((row) => row.name === 'PA 2200')!.facilities.map((f) => f.name)).toEqual([
      'Demo Additive — Austin Plant',
    ]);
    expect(names((await search(planner, 'sp')).rows)).toContain('EPU 41');
    const foreign = await search(northwind, 'sp');
    expect(foreign.rows.flatMap((row) => row.facilities.map((f) => f.name))).not.toContain('Demo Additive — Austin Plant');
    expect(foreign.totalCount).toBe(7);
  });
});
