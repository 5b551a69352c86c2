import { layeredLogo } from '../company-profile/seed.js';
import { agreedWithAustin, shippedWhole } from '../test-support/orders.js';
import { pdfImages, pdfText } from '../test-support/pdf-text.js';
import { createTestApp, logins, type Session, type TestApp } from '../test-support/test-app.js';
import { renderDocument, type DocumentModel } from './pdf.js';

jest.setTimeout(120_000);

let t: TestApp;
let engineer: Session; // Acme Robotics, the customer
let austin: Session; // the facility making the order
let northwind: Session; // another tenant

beforeAll(async () => {
  t = await createTestApp();
  [engineer, austin, northwind] = await logins(t.app, 'engineer', 'admin', 'vendor');
});
afterAll(() => t.close());

const get = (session: Session, url: string) => t.app.inject({ method: 'GET', url, headers: session.bearer });
const post = (session: Session, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: session.bearer, payload });

/** The document's text, after checking it came as a PDF download. */
async function documentText(session: Session, url: string): Promise<string> {
  const response = await get(session, url);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toMatch(/^attachment; filename="[A-Z]+-\d+(-\d+)?\.pdf"$/);
  return pdfText(response.rawPayload);
}

/** Ships the whole of an order of 10 pieces in one box by UPS; the shipment's id. */
async function shipAll(order: { id: number; partId: number }, trackingNumber: string): Promise<number> {
  const shipped = await shippedWhole(t, austin, order, 10, {
    packages: [{ weightGrams: 1_500, lengthMm: 300, widthMm: 200, heightMm: 100 }],
    carrier: 'UPS',
    service: 'Ground',
    trackingNumber,
  });
  return shipped.shipments[0].id as number;
}

describe('the order documents', () => {
  it('makes the quote, the confirmation, the packing slip and the invoice of an order, in the reader’s language, for its two sides only', async () => {
    const order = await agreedWithAustin(t, { engineer, austin }, { quantity: 10, title: 'Documented brackets' });
    const quote = await documentText(engineer, `/api/v1/orders/${order.id}/documents/QUOTE`);
    expect(quote).toContain('Quote');
    expect(quote).toContain(`Q-${order.id}-1`);
    expect(quote).toContain(`${order.id}: Documented brackets`);
    expect(quote).toContain('Demo Additive — Austin Plant');
    expect(quote).toMatch(/agreed-bracket\.stl\s+10\s+\$25\.00\s+\$250\.00/);
    expect(quote).toMatch(/Tax \(8 %\)\s+\$20\.00/);
    expect(quote).toMatch(/Total\s+\$270\.00/);
    expect(quote).toContain('Page 1 of 1');
    // The facility's own logo (its profile's: the demo's is 96 px wide) heads it; without one, its
    // theme's (the platform's SVG, drawn 480 px wide).
    const logoWidth = async () =>
      pdfImages((await get(engineer, `/api/v1/orders/${order.id}/documents/QUOTE`)).rawPayload).find((image) => image.page === 1)
        ?.width;
    expect(await logoWidth()).toBe(96);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/v1/sp/company-profile/logo', headers: austin.bearer })).statusCode,
    ).toBe(204);
    expect(await logoWidth()).toBe(480);
    expect(await documentText(austin, `/api/v1/orders/${order.id}/documents/ORDER_CONFIRMATION`)).toContain(`OC-${order.id}`);
    expect((await get(northwind, `/api/v1/orders/${order.id}/documents/QUOTE`)).statusCode).toBe(404);

    const early = await get(engineer, `/api/v1/orders/${order.id}/documents/INVOICE`);
    expect([early.statusCode, early.json().message]).toEqual([409, 'The invoice is made once the first shipment has left']);

    // Made by hand, inspected and shipped: the packing slip and the invoice.
    const shipmentId = await shipAll(order, '1ZDOC0001');
    const slip = await documentText(engineer, `/api/v1/shipments/${shipmentId}/packing-slip`);
    expect(slip).toContain('Packing slip');
    expect(slip).toContain(`PS-${shipmentId}`);
    expect(slip).toContain('1ZDOC0001');
    expect(slip).toMatch(/agreed-bracket\.stl\s+10/);
    expect(slip).toContain('Package 1: 1.5 kg, 300 × 200 × 100 mm');
    expect((await get(northwind, `/api/v1/shipments/${shipmentId}/packing-slip`)).statusCode).toBe(404);

    const invoice = await documentText(austin, `/api/v1/orders/${order.id}/documents/INVOICE`);
    expect(invoice).toContain(`INV-${order.id}`);
    expect(invoice).toContain('Jun 2, 2031'); // dated when the goods left
    expect(invoice).toMatch(/Total\s+\$270\.00/);
    const rechnung = await documentText(engineer, `/api/v1/orders/${order.id}/documents/INVOICE?language=de_DE`);
    expect(rechnung).toContain('Rechnung');
    expect(rechnung).toMatch(/Gesamtbetrag\s+270,00\s+\$/);
    expect(rechnung).toContain('Seite 1 von 1');
  });

  it('makes the order confirmation once the facility has confirmed the order, and still once the order is archived', async () => {
    const order = await agreedWithAustin(t, { engineer, austin }, { title: 'Confirmed brackets', confirm: false });
    const url = `/api/v1/orders/${order.id}/documents/ORDER_CONFIRMATION`;
    const early = await get(engineer, url);
    expect([early.statusCode, early.json().message]).toEqual([
      409,
      'The order confirmation is made once the facility has confirmed the order',
    ]);
    expect((await post(austin, `/api/v1/matches/${order.matchId}/confirm`, {})).statusCode).toBe(200);
    expect(await documentText(engineer, url)).toContain(`OC-${order.id}`);

    const shipmentId = await shipAll(order, '1ZDOC0003');
    expect((await post(engineer, `/api/v1/shipments/${shipmentId}/delivered`, {})).statusCode).toBe(204);
    expect((await post(engineer, `/api/v1/orders/${order.id}/archive`, {})).statusCode).toBe(204);
    expect((await get(engineer, `/api/v1/orders/${order.id}`)).json().status).toBe('ARCHIVED');
    expect(await documentText(engineer, url)).toContain(`OC-${order.id}`);
  });

  it('runs a long invoice over pages, its table header and page numbers on each', async () => {
    const model: DocumentModel = {
      kind: 'INVOICE',
      number: 'INV-1',
      date: Date.UTC(2031, 0, 1),
      facility: { name: 'Demo Additive — Austin Plant', lines: ['Austin, US'], color: '#1f4e79' },
      customer: { name: 'Acme Robotics', lines: ['Denver, US'] },
      facts: [],
      lines: Array.from({ length: 120 }, (_, i) => ({
        description: `part_${i + 1}.stl`,
        quantity: 2,
        unitPriceMinor: 1_000,
        amountMinor: 2_000,
      })),
      totals: {
        currency: 'EUR',
        subtotalMinor: 240_000,
        discountMinor: 0,
        taxRateBasisPoints: 1900,
        taxMinor: 45_600,
        totalMinor: 285_600,
      },
      notes: [],
    };
    const text = pdfText(await renderDocument(model, 'en_US'));
    const pages = Number(/Page 1 of (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThan(2);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text.match(/Description\s+Quantity\s+Unit price\s+Amount/g)).toHaveLength(pages);
    expect(text).toContain('part_120.stl');
    expect(text).toMatch(/Total\s+€2,856\.00/);
  });

  it('are made without the facility’s own logo when the one stored cannot be drawn', async () => {
    const order = await agreedWithAustin(t, { engineer, austin }, { quantity: 10, title: 'Brackets under a broken logo' });
    const shipmentId = await shipAll(order, '1ZDOC0002');
    const { awarded_facility_id } = await t.db
      .selectFrom('rfqs')
      .select('awarded_facility_id')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    // Stored before uploads were decoded: a PNG's signature and the start of its header, a JPEG's
    // first marker and nothing of a picture, and a whole PNG whose pixel data was damaged (which
    // the PDF library would only find out while writing the document).
    const damaged = layeredLogo(48, [0, 0, 0]);
    damaged.fill(0x55, 60, 80);
    const broken = [
      Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]),
      damaged,
    ];
    const urls = [
      `/api/v1/orders/${order.id}/documents/QUOTE`,
      `/api/v1/orders/${order.id}/documents/ORDER_CONFIRMATION`,
      `/api/v1/orders/${order.id}/documents/INVOICE`,
      `/api/v1/shipments/${shipmentId}/packing-slip`,
    ];
    for (const [i, bytes] of broken.entries()) {
      const values = {
        company_id: awarded_facility_id!,
        content_type: i === 1 ? ('image/jpeg' as const) : ('image/png' as const),
        bytes,
        updated_at: new Date(Date.UTC(2030, 0, 1 + i)),
      };
      await t.db
        .insertInto('company_logos')
        .values(values)
        .onConflict((oc) => oc.column('company_id').doUpdateSet(values))
        .execute();
      for (const session of [engineer, austin]) {
        for (const url of urls) {
          const response = await get(session, url);
          expect([url, response.statusCode, response.headers['content-type']]).toEqual([url, 200, 'application/pdf']);
          // The theme's logo (the platform's SVG, drawn 480 px wide, and its transparency) heads it instead.
          const widths = pdfImages(response.rawPayload)
            .filter((image) => image.page === 1)
            .map((image) => image.width);
          expect([...new Set(widths)]).toEqual([480]);
        }
      }
    }
    await t.db.deleteFrom('company_logos').where('company_id', '=', awarded_facility_id!).execute();
  });
});
