import { pdfQrCode, pdfText } from '../test-support/pdf-text.js';
import { callsAs, createTestApp, logins, type Session, type TestApp } from '../test-support/test-app.js';

jest.setTimeout(60_000);

let t: TestApp;
let admin: Session;
const call = callsAs(() => t);

beforeAll(async () => {
  t = await createTestApp();
  [admin] = await logins(t.app, 'admin');
});
afterAll(() => t.close());

describe('labels', () => {
  it('print a lot’s and a batch’s number, what they are, and a QR code, in the reader’s language', async () => {
    const lot = await t.db
      .selectFrom('material_lots')
      .select('id')
      .where('supplier_lot_number', '=', 'PA12-26-0917')
      .executeTakeFirstOrThrow();
    const lotLabel = await call(admin, 'GET', `/api/v1/materials/lots/${lot.id}/label`);
    expect(lotLabel.headers['content-type']).toBe('application/pdf');
    expect(pdfText(lotLabel.rawPayload)).toEqual(expect.stringContaining('PA12-26-0917'));
    expect(pdfQrCode(lotLabel.rawPayload)).toMatch(
      new RegExp(`^http://[^/]+/service-provider/material-management/lots\\?lot=${lot.id}$`),
    );

    const batch = await t.db.selectFrom('material_batches').select('id').where('state', '=', 'IN_USE').executeTakeFirstOrThrow();
    const batchLabel = await call(admin, 'GET', `/api/v1/materials/batches/${batch.id}/label?language=de_DE`);
    const text = pdfText(batchLabel.rawPayload);
    expect(text).toContain(`B-${String(batch.id).padStart(5, '0')}`);
    expect(text).toContain('Ungesiebt');
    expect(pdfQrCode(batchLabel.rawPayload)).toMatch(
      new RegExp(`^http://[^/]+/service-provider/material-management/batches\\?batch=${batch.id}$`),
    );
  });

  it('need QR codes on: a facility that has them off is told so', async () => {
    expect((await call(admin, 'PUT', '/api/v1/sp/settings/features/QR_CODE', { enabled: false })).statusCode).toBe(200);
    [admin] = await logins(t.app, 'admin');
    const batch = await t.db.selectFrom('material_batches').select('id').executeTakeFirstOrThrow();
    const refused = await call(admin, 'GET', `/api/v1/materials/batches/${batch.id}/label`);
    expect([refused.statusCode, refused.json().message]).toEqual([
      403,
      'Labels need QR codes, which this facility has off (QR_CODE)',
    ]);
  });
});
