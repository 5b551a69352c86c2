import { agreedWithAustin, shippedWhole } from '../test-support/orders.js';
import { pdfText } from '../test-support/pdf-text.js';
import { startSmtpServer } from '../test-support/smtp.js';
import { createTestApp, login, type Session, type TestApp } from '../test-support/test-app.js';
import { waitFor } from '../test-support/wait-for.js';

jest.setTimeout(120_000);

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let engineer: Session; // Acme Robotics, the customer, who reads German
let austin: Session; // the facility making the order

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ smtpUrl: smtp.url, publicUrl: 'http://platform.test' });
  engineer = await login(t.app, 'engineer@demo.test');
  austin = await login(t.app, 'admin@demo.test');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** The PDF files a raw MIME message carries, decoded from base64, with their file names. */
function pdfAttachments(raw: string): { name: string; pdf: Buffer }[] {
  return raw
    .split(/\r?\n--[^\r\n]+/)
    .filter((part) => /Content-Type: application\/pdf/i.test(part))
    .map((part) => {
      const [head, ...body] = part.split(/\r?\n\r?\n/);
      return {
        name: /filename="?([^"\r\n;]+)/i.exec(head!)![1]!,
        pdf: Buffer.from(body.join('').replace(/[^A-Za-z0-9+/=]/g, ''), 'base64'),
      };
    });
}

describe('documents sent by mail', () => {
  it('mails the order confirmation, the packing slip and the invoice, attached, in the language the recipient chose', async () => {
    // Erin picks German in the language selector; it is kept with the account.
    const choose = (language: string) =>
      t.app.inject({ method: 'PUT', url: '/api/v1/users/language', headers: engineer.bearer, payload: { language } });
    expect((await choose('de_DE')).statusCode).toBe(204);
    const unknown = await choose('xx_XX');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details[0].field).toBe('body.language');

    const order = await agreedWithAustin(t, { engineer, austin }, { quantity: 4, title: 'Mailed brackets' });
    const confirmed = await waitFor(
      () => smtp.inbox.find((mail) => mail.to === 'engineer@demo.test' && mail.subject === 'Auftrag bestätigt: Mailed brackets'),
      'the order confirmation mail',
    );
    const [confirmation] = pdfAttachments(confirmed.raw);
    expect(confirmation!.name).toBe(`OC-${order.id}.pdf`);
    expect(pdfText(confirmation!.pdf)).toContain('Auftragsbestätigung');

    const shipped = await shippedWhole(t, austin, order, 4, {
      packages: [{ weightGrams: 800, lengthMm: 200, widthMm: 150, heightMm: 100 }],
      carrier: 'DHL',
      service: 'Express',
      trackingNumber: 'JD0MAILED0001',
    });
    const mail = await waitFor(
      () => smtp.inbox.find((m) => m.to === 'engineer@demo.test' && m.subject === 'Versandt: Mailed brackets'),
      'the shipment mail',
    );
    expect(mail.text).toContain('JD0MAILED0001');
    const documents = pdfAttachments(mail.raw);
    expect(documents.map((document) => document.name).sort()).toEqual([
      `INV-${order.id}.pdf`,
      `PS-${shipped.shipments[0].id}.pdf`,
    ]);
    const texts = documents.map((document) => pdfText(document.pdf)).join('\n');
    expect(texts).toContain('Lieferschein');
    expect(texts).toContain('Rechnung');
    expect(texts).toContain('JD0MAILED0001');
  });
});
