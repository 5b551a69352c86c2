import { lotNumber } from 'shared/contracts';
import { materialId, signature, supplierOf, uploadCertificate } from '../test-support/materials.js';
import { callsAs, createTestApp, logins, type Session, type TestApp } from '../test-support/test-app.js';

jest.setTimeout(60_000);

let t: TestApp;
let admin: Session;
let operator: Session;
let vendor: Session;
let pa12: number;
let tpu: number;
let greyResin: number;
let eosPowder: number;
let disapproved: number;
const call = callsAs(() => t);

beforeAll(async () => {
  t = await createTestApp();
  [admin, operator, vendor] = await logins(t.app, 'admin', 'operator', 'vendor');
  const austin = (
    await t.db.selectFrom('companies').select('id').where('company_name', 'like', '%Austin%').executeTakeFirstOrThrow()
  ).id;
  [pa12, tpu, greyResin] = [
    await materialId(t, 'HP 3D HR PA 12'),
    await materialId(t, 'PrimePart TPU'),
    await materialId(t, 'Grey Resin V4'),
  ];
  eosPowder = await supplierOf(t, austin, 'Test Powders Inc.', [pa12, tpu, greyResin]);
  disapproved = await supplierOf(t, austin, 'Cheap Powder Ltd.', [pa12], 'DISAPPROVED');
  // Northwind turns its material area on, to show it never sees Austin's lots.
  expect(
    (await call(vendor, 'PUT', '/api/v1/sp/settings/features/MATERIAL_MANAGEMENT_CONFIG', { enabled: true })).statusCode,
  ).toBe(200);
  [vendor] = await logins(t.app, 'vendor');
});
afterAll(() => t.close());

const delivery = (overrides: object = {}) => ({
  materialId: pa12,
  supplierId: eosPowder,
  supplierLotNumber: 'HP-PA12-2611-07',
  quantity: '12.5',
  unit: 'KILOGRAM',
  receivedOn: '2026-11-02',
  expiresOn: '2099-11-02',
  location: 'Powder room, shelf 2',
  ...overrides,
});

describe('receiving a lot', () => {
  it('weighs it in milligrams, exactly, in quarantine', async () => {
    const kg = await call(admin, 'POST', '/api/v1/materials/lots', delivery());
    expect(kg.statusCode).toBe(201);
    expect(kg.json()).toEqual(
      expect.objectContaining({
        number: lotNumber(kg.json().id),
        quantity: '12.5',
        unit: 'KILOGRAM',
        massMg: 12_500_000,
        remainingMg: 12_500_000,
        status: 'QUARANTINE',
        release: null,
      }),
    );
    // A pound is 453.59237 g by definition; 2.5 lb is 1133.980925 g, 1133981 mg to the nearest milligram.
    const pounds = await call(admin, 'POST', '/api/v1/materials/lots', delivery({ quantity: '2.5', unit: 'POUND' }));
    expect(pounds.json().massMg).toBe(1_133_981);
    // Resin by the litre, through its density (1.18 g/cm³): 2 L is 2.36 kg.
    const litres = await call(
      admin,
      'POST',
      '/api/v1/materials/lots',
      delivery({ materialId: greyResin, quantity: '2', unit: 'LITRE' }),
    );
    expect(litres.json().massMg).toBe(2_360_000);
  });

  it('refuses a disapproved supplier, a material the supplier does not supply, and an expiry before receipt', async () => {
    const refused = await call(admin, 'POST', '/api/v1/materials/lots', delivery({ supplierId: disapproved }));
    expect([refused.statusCode, refused.json().details[0].field, refused.json().message]).toEqual([
      400,
      'body.supplierId',
      'Cheap Powder Ltd. is a disapproved supplier: nothing is received from it',
    ]);
    const other = await call(admin, 'POST', '/api/v1/materials/lots', delivery({ supplierId: disapproved, materialId: tpu }));
    expect(other.statusCode).toBe(400);
    const early = await call(admin, 'POST', '/api/v1/materials/lots', delivery({ expiresOn: '2026-11-01' }));
    expect([early.statusCode, early.json().details[0].field]).toEqual([400, 'body.expiresOn']);
    const badQuantity = await call(admin, 'POST', '/api/v1/materials/lots', delivery({ quantity: '1,5' }));
    expect(badQuantity.statusCode).toBe(400);
  });

  it('is for the material editors of the facility; others read, another facility never sees it', async () => {
    expect((await call(operator, 'POST', '/api/v1/materials/lots', delivery())).statusCode).toBe(403);
    const lot = (await call(admin, 'POST', '/api/v1/materials/lots', delivery())).json();
    expect((await call(operator, 'GET', `/api/v1/materials/lots/${lot.id}`)).statusCode).toBe(200);
    expect((await call(vendor, 'GET', `/api/v1/materials/lots/${lot.id}`)).statusCode).toBe(404);
    const theirs = (await call(vendor, 'GET', '/api/v1/materials/lots?limit=200')).json();
    expect(theirs.rows.map((row: { id: number }) => row.id)).not.toContain(lot.id);
  });
});

describe('releasing a lot', () => {
  it('needs its certificate and the signer’s password, then lets it be used', async () => {
    const lot = (await call(admin, 'POST', '/api/v1/materials/lots', delivery())).json();
    const release = `/api/v1/materials/lots/${lot.id}/release`;
    const noCertificate = await call(admin, 'POST', release, { signature: signature() });
    expect([noCertificate.statusCode, noCertificate.json().message]).toEqual([
      409,
      `${lot.number}: The lot has no certificate of analysis: attach it before releasing`,
    ]);
    const certificateFileId = await uploadCertificate(t, admin);
    expect(
      (await call(admin, 'PATCH', `/api/v1/materials/lots/${lot.id}`, { certificateFileId })).json().certificate.fileName,
    ).toBe('coa.pdf');
    expect((await call(admin, 'POST', release, { signature: signature('wrong') })).statusCode).toBe(401);
    const released = await call(admin, 'POST', release, { signature: signature() });
    expect(released.json()).toEqual(
      expect.objectContaining({ status: 'RELEASED', release: expect.objectContaining({ meaning: 'APPROVED', valid: true }) }),
    );
    const again = await call(admin, 'POST', release, { signature: signature() });
    expect([again.statusCode, again.json().message]).toEqual([409, `${lot.number} is RELEASED: it cannot be released`]);
    const usable = (await call(admin, 'GET', '/api/v1/materials/lots?usable=true&limit=200')).json();
    expect(usable.rows.map((row: { id: number }) => row.id)).toContain(lot.id);
  });

  it('rejects a lot with a reason: it is never released afterwards', async () => {
    const lot = (
      await call(admin, 'POST', '/api/v1/materials/lots', delivery({ certificateFileId: await uploadCertificate(t, admin) }))
    ).json();
    const rejected = await call(admin, 'POST', `/api/v1/materials/lots/${lot.id}/reject`, { reason: 'Moisture above 0.2 %' });
    expect(rejected.json()).toEqual(expect.objectContaining({ status: 'REJECTED', statusReason: 'Moisture above 0.2 %' }));
    expect((await call(admin, 'POST', `/api/v1/materials/lots/${lot.id}/release`, { signature: signature() })).statusCode).toBe(
      409,
    );
  });

  it('counts a lot past its expiry date as expired, in the list and on its page', async () => {
    const lot = (
      await call(admin, 'POST', '/api/v1/materials/lots', delivery({ receivedOn: '2020-01-01', expiresOn: '2020-06-30' }))
    ).json();
    expect(lot.status).toBe('EXPIRED');
    const expired = (await call(admin, 'GET', '/api/v1/materials/lots?status=EXPIRED&limit=200')).json();
    expect(expired.rows.map((row: { id: number }) => row.id)).toContain(lot.id);
  });
});
