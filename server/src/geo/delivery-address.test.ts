import { createTestApp, login, type Session, type TestApp } from '../test-support/test-app.js';

jest.setTimeout(60_000);

let t: TestApp;
let engineer: Session; // Acme Robotics
let globex: Session; // another customer company

beforeAll(async () => {
  t = await createTestApp();
  engineer = await login(t.app, 'engineer@demo.test');
  globex = await login(t.app, 'thirdparty@demo.test');
});
afterAll(() => t.close());

const address = {
  label: 'Berlin lab',
  recipient: 'Acme Robotics GmbH',
  line1: 'Invalidenstraße 117',
  line2: '',
  city: 'Berlin',
  region: '',
  postalCode: '10115',
  countryCode: 'DE',
  phone: '+49 30 2093 4000',
  isDefault: true,
};
const add = (session: Session, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/deliveryAddress', headers: session.bearer, payload });
const list = async (session: Session) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/deliveryAddress', headers: session.bearer })).json<
    { id: number; label: string; phone: string | null; isDefault: boolean }[]
  >();

describe('delivery addresses', () => {
  it('adds an address to the caller’s company; a new default replaces the old one, and no other company sees it', async () => {
    const created = await add(engineer, address);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ label: 'Berlin lab', postalCode: '10115', line2: null, isDefault: true });
    const mine = await list(engineer);
    expect(mine[0]).toMatchObject({ id: created.json().id, phone: '+49 30 2093 4000', isDefault: true });
    expect(mine.filter((a) => a.isDefault)).toHaveLength(1);
    expect((await list(globex)).some((a) => a.label === 'Berlin lab')).toBe(false);
  });

  it.each([
    [{ city: ' ' }, 'body.city', 'Please enter the city'],
    [{ countryCode: 'de' }, 'body.countryCode', 'Please choose a country'],
    [{ phone: '+49 12' }, 'body.phone', 'Please enter a valid phone number with its country code'],
  ])('refuses %j with a 400 naming the field', async (change, field, message) => {
    const response = await add(engineer, { ...address, ...change, isDefault: false });
    expect([response.statusCode, response.json().details[0].field, response.json().message]).toEqual([400, field, message]);
  });
});
