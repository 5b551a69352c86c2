import { onePixelJpeg } from '../test-support/jpeg.js';
import { orderInput, verifiedPart } from '../test-support/orders.js';
import { callsAs, createTestApp, logins, type Session, type TestApp } from '../test-support/test-app.js';
import { layeredLogo } from './seed.js';

jest.setTimeout(120_000);

let t: TestApp;
let austin: Session; // Austin's admin: FACILITY_SETTINGS_EDITOR
let operator: Session; // Austin's operator: no settings permission
let acme: Session; // Acme's ENG_ADMIN
let globex: Session; // Globex's ENG_NON_ADMIN

beforeAll(async () => {
  t = await createTestApp();
  [austin, operator, acme, globex] = await logins(t.app, 'admin', 'operator', 'engineer', 'thirdparty');
});
afterAll(() => t.close());

const call = callsAs(() => t);
const sendLogo = (session: Session, side: 'sp' | 'engineer', bytes: Buffer, contentType = 'image/png') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/${side}/company-profile/logo`,
    headers: { ...session.bearer, 'content-type': contentType },
    payload: bytes,
  });
const refusal = (response: { statusCode: number; json: () => { message: string; details?: { field: string }[] } }) => [
  response.statusCode,
  response.json().message,
  response.json().details?.[0]?.field,
];

describe('the logo', () => {
  it('is uploaded by the facility’s settings editor, named by its profile and read by anyone, new at each upload', async () => {
    const before = (await call(austin, 'GET', '/api/v1/service-provider/profile')).json().logoUrl as string;
    expect(before).toMatch(/^\/api\/v1\/companies\/\d+\/logo\?v=/); // the demo's

    const image = layeredLogo(48, [200, 30, 30]);
    const sent = await sendLogo(austin, 'sp', image);
    expect(sent.statusCode).toBe(200);
    const { logoUrl } = sent.json();
    expect(logoUrl).not.toBe(before);
    expect((await call(austin, 'GET', '/api/v1/service-provider/profile')).json().logoUrl).toBe(logoUrl);

    const read = await call(null, 'GET', logoUrl);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.headers['cache-control']).toContain('immutable');
    expect(read.rawPayload.equals(image)).toBe(true);
  });

  it('must be a PNG or JPEG of at most 512 KB, whatever the request says it is', async () => {
    const notAnImage = await sendLogo(austin, 'sp', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png');
    expect(refusal(notAnImage)).toEqual([400, 'A logo must be a PNG or JPEG image', 'body']);
    const tooLarge = Buffer.concat([layeredLogo(16, [0, 0, 0]), Buffer.alloc(512 * 1024)]);
    expect(refusal(await sendLogo(austin, 'sp', tooLarge))).toEqual([400, 'A logo may be at most 512 KB', 'body']);
    const svg = await sendLogo(austin, 'sp', Buffer.from('<svg/>'), 'image/svg+xml');
    expect(svg.statusCode).toBe(415);
    // Nothing refused replaced the logo.
    const { logoUrl } = (await call(austin, 'GET', '/api/v1/service-provider/profile')).json();
    expect((await call(null, 'GET', logoUrl)).headers['content-type']).toBe('image/png');
  });

  it('is refused with 400 naming the body when it is sent as nothing, as JSON or as text', async () => {
    const put = (headers: Record<string, string>, payload?: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/sp/company-profile/logo',
        headers: { ...austin.bearer, ...headers },
        ...(payload === undefined ? {} : { payload }),
      });
    expect(refusal(await put({}))).toEqual([400, 'Choose an image for the logo', 'body']);
    const asImage = 'Send the logo as the image itself, as image/png or image/jpeg';
    expect(refusal(await put({ 'content-type': 'application/json' }, '{"logo":"iVBORw0KGgo="}'))).toEqual([400, asImage, 'body']);
    expect(refusal(await put({ 'content-type': 'text/plain' }, 'my logo'))).toEqual([400, asImage, 'body']);
    const onEngineerSide = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/engineer/company-profile/logo',
      headers: { ...acme.bearer, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(refusal(onEngineerSide)).toEqual([400, asImage, 'body']);
  });

  it('is refused with 400 unless the whole image decodes, and within 4 megapixels', async () => {
    const { logoUrl } = (await call(austin, 'GET', '/api/v1/service-provider/profile')).json();
    const damagedPng = 'The logo cannot be read: the PNG image is damaged or incomplete';
    // A PNG's signature and the start of its header: all that was once checked.
    const header = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect(refusal(await sendLogo(austin, 'sp', header))).toEqual([400, damagedPng, 'body']);
    const whole = layeredLogo(48, [0, 120, 0]);
    expect(refusal(await sendLogo(austin, 'sp', whole.subarray(0, whole.length - 40)))).toEqual([400, damagedPng, 'body']);
    const jpegMarkerOnly = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]);
    expect(refusal(await sendLogo(austin, 'sp', jpegMarkerOnly, 'image/jpeg'))).toEqual([
      400,
      'The logo cannot be read: the JPEG image is damaged or incomplete',
      'body',
    ]);
    expect(refusal(await sendLogo(austin, 'sp', onePixelJpeg().subarray(0, onePixelJpeg().length - 3), 'image/jpeg'))).toEqual([
      400,
      'The logo cannot be read: the JPEG image is damaged or incomplete',
      'body',
    ]);
    // A small file that says it is a huge picture is refused before it is decoded.
    const huge = Buffer.from(whole);
    huge.writeUInt32BE(30_000, 16);
    huge.writeUInt32BE(30_000, 20);
    expect(refusal(await sendLogo(austin, 'sp', huge))).toEqual([
      400,
      'A logo may be at most 4 megapixels, as 2048 × 2048 (this one is 30000 × 30000)',
      'body',
    ]);
    // Nothing refused replaced the logo.
    expect((await call(austin, 'GET', '/api/v1/service-provider/profile')).json().logoUrl).toBe(logoUrl);
  });

  it('is set by a customer company’s admins only, and removed', async () => {
    expect((await sendLogo(globex, 'engineer', layeredLogo(16, [0, 0, 0]))).statusCode).toBe(403);
    expect((await sendLogo(operator, 'sp', layeredLogo(16, [0, 0, 0]))).statusCode).toBe(403);
    expect((await sendLogo(acme, 'engineer', onePixelJpeg(3), 'image/jpeg')).statusCode).toBe(200);
    const { logoUrl } = (await call(acme, 'GET', '/api/v1/engineer/profile')).json();
    expect((await call(null, 'GET', logoUrl)).headers['content-type']).toBe('image/jpeg');

    expect((await call(acme, 'DELETE', '/api/v1/engineer/company-profile/logo')).statusCode).toBe(204);
    expect((await call(acme, 'GET', '/api/v1/engineer/profile')).json().logoUrl).toBeNull();
    expect((await call(null, 'GET', logoUrl)).statusCode).toBe(404);
  });
});

describe('the company’s details', () => {
  it('are edited by a customer company’s admins, with the phone checked', async () => {
    const update = { companyName: 'Acme Robotics', phone: '+49 89 1234567', website: 'https://acme.example.com', city: 'Munich' };
    const saved = await call(acme, 'PUT', '/api/v1/engineer/profile', update);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(expect.objectContaining(update));
    expect((await call(acme, 'GET', '/api/v1/engineer/profile')).json()).toEqual(expect.objectContaining(update));

    const badPhone = await call(acme, 'PUT', '/api/v1/engineer/profile', { phone: '+49 12' });
    expect(refusal(badPhone)).toEqual([400, 'Please enter a valid phone number with its country code', 'body.phone']);
    const blankName = await call(acme, 'PUT', '/api/v1/engineer/profile', { companyName: '   ' });
    expect([blankName.statusCode, blankName.json().details[0].field]).toEqual([400, 'body.companyName']);
    expect((await call(globex, 'PUT', '/api/v1/engineer/profile', { city: 'Berlin' })).statusCode).toBe(403);
  });

  it('of a facility are what its people and the shell read back', async () => {
    const saved = await call(austin, 'PUT', '/api/v1/service-provider/profile', {
      phone: '+1 512 555 0100',
      about: 'SLS and MJF',
    });
    expect(saved.statusCode).toBe(200);
    expect((await call(operator, 'GET', '/api/v1/service-provider/profile')).json()).toEqual(
      expect.objectContaining({ phone: '+1 512 555 0100', about: 'SLS and MJF' }),
    );
    expect((await call(operator, 'PUT', '/api/v1/service-provider/profile', { about: 'x' })).statusCode).toBe(403);
  });
});

describe('certifications', () => {
  it('are added, changed and removed by the profile’s editors, and the facilities page shows them', async () => {
    const added = await call(austin, 'POST', '/api/v1/sp/company-profile/certifications', {
      name: ' ISO 14001:2015 ',
      reference: 'ENV-3321',
      validUntil: '2029-02-28',
    });
    expect(added.statusCode).toBe(201);
    const certification = added.json();
    expect(certification).toEqual(
      expect.objectContaining({ name: 'ISO 14001:2015', reference: 'ENV-3321', validUntil: '2029-02-28' }),
    );

    const twice = await call(austin, 'POST', '/api/v1/sp/company-profile/certifications', {
      name: 'ISO 14001:2015',
      reference: null,
      validUntil: null,
    });
    expect([twice.statusCode, twice.json().message]).toEqual([409, 'ISO 14001:2015 is listed already']);
    const badDate = await call(austin, 'POST', '/api/v1/sp/company-profile/certifications', {
      name: 'X',
      reference: null,
      validUntil: '31.12.2029',
    });
    expect([badDate.statusCode, badDate.json().details[0].field]).toEqual([400, 'body.validUntil']);

    const changed = await call(austin, 'PUT', `/api/v1/sp/company-profile/certifications/${certification.id}`, {
      name: 'ISO 14001:2015',
      reference: 'ENV-3322',
      validUntil: null,
    });
    expect(changed.json()).toEqual({ id: certification.id, name: 'ISO 14001:2015', reference: 'ENV-3322', validUntil: null });

    const facilities = (await call(acme, 'GET', '/api/v1/engineer/facilities?offset=0&limit=50&search=14001')).json();
    expect(facilities.rows.map((row: { certifications: { name: string }[] }) => row.certifications.map((c) => c.name))).toEqual([
      ['AS9100D', 'ISO 14001:2015', 'ISO 9001:2015'],
    ]);

    expect((await call(operator, 'DELETE', `/api/v1/sp/company-profile/certifications/${certification.id}`)).statusCode).toBe(
      403,
    );
    expect((await call(austin, 'DELETE', `/api/v1/sp/company-profile/certifications/${certification.id}`)).statusCode).toBe(204);
    const names = (await call(operator, 'GET', '/api/v1/sp/company-profile/certifications'))
      .json()
      .map((c: { name: string }) => c.name);
    expect(names).toEqual(['AS9100D', 'ISO 9001:2015']);
  });
});

describe('delivery addresses', () => {
  const address = {
    label: 'Line 4 dock',
    recipient: 'Goods in',
    line1: '1 Robot Way',
    line2: '',
    city: 'Pittsburgh',
    region: 'PA',
    postalCode: '15201',
    countryCode: 'US',
    phone: '',
    isDefault: false,
  };

  it('are rewritten and removed by the profile’s editors; a removed one is kept by its orders but refused for new ones', async () => {
    const created = (await call(acme, 'POST', '/api/v1/deliveryAddress', address)).json();
    const rewritten = await call(acme, 'PUT', `/api/v1/deliveryAddress/${created.id}`, {
      ...address,
      label: 'Line 5 dock',
      isDefault: true,
    });
    expect(rewritten.statusCode).toBe(200);
    const listed = (await call(acme, 'GET', '/api/v1/deliveryAddress')).json();
    expect(listed[0]).toEqual(expect.objectContaining({ id: created.id, label: 'Line 5 dock', isDefault: true }));
    expect(listed.filter((a: { isDefault: boolean }) => a.isDefault)).toHaveLength(1);

    const badCountry = await call(acme, 'PUT', `/api/v1/deliveryAddress/${created.id}`, { ...address, countryCode: 'XX' });
    expect([badCountry.statusCode, badCountry.json().details[0].field]).toEqual([400, 'body.countryCode']);
    // A customer company's person who is no admin adds addresses from New Order, but does not change them.
    const globexAddress = (await call(globex, 'POST', '/api/v1/deliveryAddress', address)).json();
    expect((await call(globex, 'PUT', `/api/v1/deliveryAddress/${globexAddress.id}`, address)).statusCode).toBe(403);
    expect((await call(globex, 'DELETE', `/api/v1/deliveryAddress/${globexAddress.id}`)).statusCode).toBe(403);

    const fileId = await verifiedPart(t, acme);
    const used = await call(
      acme,
      'POST',
      '/api/v1/orders',
      orderInput(Date.now(), { fileId }, { deliveryAddressId: created.id }),
    );
    expect(used.statusCode).toBe(201);
    expect((await call(acme, 'DELETE', `/api/v1/deliveryAddress/${created.id}`)).statusCode).toBe(204);
    expect((await call(acme, 'GET', '/api/v1/deliveryAddress')).json().map((a: { id: number }) => a.id)).not.toContain(
      created.id,
    );
    expect((await call(acme, 'DELETE', `/api/v1/deliveryAddress/${created.id}`)).statusCode).toBe(404);

    const order = (await call(acme, 'GET', `/api/v1/orders/${used.json().id}`)).json();
    expect(JSON.stringify(order)).toContain('Line 5 dock');
    const refused = await call(
      acme,
      'POST',
      '/api/v1/orders',
      orderInput(Date.now(), { fileId }, { deliveryAddressId: created.id }),
    );
    expect(refusal(refused)).toEqual([400, 'This delivery address is not one of your company’s', 'body.deliveryAddressId']);
  });
});
