import { createHash } from 'node:crypto';
import { DEFAULT_SIGNATURE_MEANINGS, type SignedRecord } from 'shared/contracts';
import { DEMO_PASSWORD } from '../accounts/index.js';
import type { HttpError } from '../http/errors.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { waitFor } from '../test-support/wait-for.js';
import { canonicalJson, contentHash, type SignRequest, sign, signaturesOf } from './index.js';

jest.setTimeout(120_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A demo person as a signer: their company, and the facility they sign for (Austin, for a customer too). */
async function signer(app: TestApp, name: string) {
  const users = await app.db
    .selectFrom('users')
    .select(['id', 'email', 'service_provider_id', 'engineer_company_id'])
    .where('email', 'in', [`${name}@demo.test`, 'admin@demo.test'])
    .execute();
  const person = users.find((u) => u.email === `${name}@demo.test`)!;
  const austin = users.find((u) => u.email === 'admin@demo.test')!.service_provider_id!;
  return {
    email: person.email,
    signer: { userId: person.id, companyId: (person.service_provider_id ?? person.engineer_company_id)! },
    facilityId: austin,
  };
}

let nextRecord = 1000;
const disposition = (recordId = nextRecord++) => ({
  recordKind: 'NCR_DISPOSITION' as SignedRecord,
  recordId,
  content: {
    lines: [{ disposition: 'SCRAP', quantity: 2 }],
    note: 'Porosity in the flange',
    decidedAt: new Date(Date.UTC(2026, 10, 2, 9)),
  },
});

/** Signs in a transaction of its own, as a route would: it rolls back when signing throws. */
const signIn = (
  app: TestApp,
  request: Omit<SignRequest, 'allowedMeanings' | 'ip'> & { ip?: string; allowedMeanings?: readonly string[] },
) =>
  app.db
    .transaction()
    .execute((trx) => sign(app, trx, { allowedMeanings: DEFAULT_SIGNATURE_MEANINGS, ip: '10.30.0.1', ...request }));
/** What signing threw, as the client sees it. */
const refusal = (signing: Promise<unknown>) =>
  signing.then(
    () => Promise.reject(new Error('signing did not fail')),
    ({ statusCode, code, message, details }: HttpError) => ({ status: statusCode, code, message, details }),
  );
const failuresOf = async (app: TestApp, key: string) =>
  (await app.db.selectFrom('login_failures').select('failures').where('key', '=', key).executeTakeFirst())?.failures ?? 0;
const loginFrom = (app: TestApp, email: string, password: string, remoteAddress: string) =>
  app.app.inject({ method: 'POST', url: '/api/v1/users/customLogin', payload: { email, password }, remoteAddress });

describe('contentHash', () => {
  it('is the SHA-256 of the canonical JSON: keys sorted at every depth, dates in UTC, undefined left out', () => {
    const content = { b: [3, { z: 1, a: null }], a: 'é', when: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)), gone: undefined };
    expect(canonicalJson(content)).toBe('{"a":"é","b":[3,{"a":null,"z":1}],"when":"2026-01-02T03:04:05.000Z"}');
    expect(contentHash(content)).toBe(createHash('sha256').update(canonicalJson(content)).digest('hex'));
    expect(contentHash({ a: 'é', when: '2026-01-02T03:04:05.000Z', b: [3, { a: null, z: 1 }] })).toBe(contentHash(content));
    expect(contentHash(content)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('tells apart what differs, however little', () => {
    expect(contentHash({ quantity: 2 })).not.toBe(contentHash({ quantity: 3 }));
    expect(contentHash({ quantity: 2 })).not.toBe(contentHash({ quantity: '2' }));
    expect(contentHash([1, 2])).not.toBe(contentHash([2, 1]));
  });

  it('refuses what JSON cannot say plainly rather than guess', () => {
    expect(() => contentHash({ quantity: Number.NaN })).toThrow('at $.quantity');
    expect(() => contentHash({ id: 1n })).toThrow('bigint');
    expect(() => contentHash({ lines: new Map() })).toThrow('Map');
    expect(() => contentHash(undefined)).toThrow();
  });
});

describe('sign', () => {
  it('stores the signature with the signer’s name as it is now, the meaning, the UTC time and the content’s hash', async () => {
    const planner = await signer(t, 'planner');
    const record = disposition();
    const before = Date.now();
    const signature = await signIn(t, { ...planner, password: DEMO_PASSWORD, meaning: 'REVIEWED', ...record });
    expect(signature).toEqual({
      id: expect.any(Number),
      signerName: 'Paula Planner',
      meaning: 'REVIEWED',
      signedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      method: 'PASSWORD',
      valid: true,
    });
    expect(Date.parse(signature.signedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(signature.signedAt)).toBeLessThanOrEqual(Date.now() + 1000);
    const row = await t.db.selectFrom('signatures').selectAll().where('id', '=', signature.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      facility_id: planner.facilityId,
      user_id: planner.signer.userId,
      company_id: planner.signer.companyId,
      signer_name: 'Paula Planner',
      meaning: 'REVIEWED',
      record_kind: 'NCR_DISPOSITION',
      record_id: record.recordId,
      content_hash: contentHash(record.content),
      method: 'PASSWORD',
    });
    // The name is kept as it was: renaming the person later changes no signature.
    await t.db.updateTable('users').set({ last_name: 'Renamed' }).where('id', '=', planner.signer.userId).execute();
    try {
      const [listed] = (await signaturesOf(t.db, 'NCR_DISPOSITION', [record.recordId], () => record.content)).get(
        record.recordId,
      )!;
      expect(listed).toEqual(signature);
    } finally {
      await t.db.updateTable('users').set({ last_name: 'Planner' }).where('id', '=', planner.signer.userId).execute();
    }
  });

  it('signs for a customer’s person too, in their own company', async () => {
    const engineer = await signer(t, 'engineer');
    const approval = { recordKind: 'CUSTOMER_APPROVAL' as const, recordId: nextRecord++, content: { approve: true } };
    const signature = await signIn(t, { ...engineer, ...approval, password: DEMO_PASSWORD, meaning: 'APPROVED' });
    expect(signature).toMatchObject({ signerName: 'Erin Engineer', meaning: 'APPROVED' });
    const row = await t.db.selectFrom('signatures').selectAll().where('id', '=', signature.id).executeTakeFirstOrThrow();
    expect([row.company_id, row.facility_id]).toEqual([engineer.signer.companyId, engineer.facilityId]);
    expect(row.company_id).not.toBe(row.facility_id);
  });

  it('answers a wrong password with 401, keeps nothing of the caller’s transaction, yet counts the failure', async () => {
    const operator = await signer(t, 'operator');
    const record = disposition();
    const pair = `pair:${operator.email}|10.30.0.9`;
    const counted = await failuresOf(t, pair);
    const signing = t.db.transaction().execute(async (trx) => {
      // The caller's own change, made before signing: the 401 must take it back.
      await trx.updateTable('users').set({ phone: '+15125550100' }).where('id', '=', operator.signer.userId).execute();
      return sign(t, trx, {
        ...operator,
        ...record,
        password: 'not-the-password',
        meaning: 'REVIEWED',
        allowedMeanings: DEFAULT_SIGNATURE_MEANINGS,
        ip: '10.30.0.9',
      });
    });
    expect(await refusal(signing)).toEqual({
      status: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'The password is not correct',
      details: undefined,
    });
    const phone = t.db.selectFrom('users').select('phone').where('id', '=', operator.signer.userId);
    expect((await phone.executeTakeFirstOrThrow()).phone).not.toBe('+15125550100');
    expect(await t.db.selectFrom('signatures').select('id').where('record_id', '=', record.recordId).execute()).toEqual([]);
    // Written outside the transaction, after it has let go of the connection on the embedded engine.
    await waitFor(async () => (await failuresOf(t, pair)) === counted + 1, 'the failure counted');
    expect(await failuresOf(t, `account:${operator.email}`)).toBeGreaterThanOrEqual(1);
  });

  it('refuses a second signature with the same meaning with 409, and takes another meaning or another signer', async () => {
    const [planner, admin] = [await signer(t, 'planner'), await signer(t, 'admin')];
    const record = disposition();
    await signIn(t, { ...planner, ...record, password: DEMO_PASSWORD, meaning: 'APPROVED' });
    expect(await refusal(signIn(t, { ...planner, ...record, password: DEMO_PASSWORD, meaning: 'APPROVED' }))).toEqual({
      status: 409,
      code: 'CONFLICT',
      message: 'You have already signed this record as APPROVED',
      details: undefined,
    });
    await signIn(t, { ...planner, ...record, password: DEMO_PASSWORD, meaning: 'RESPONSIBLE' });
    await signIn(t, { ...admin, ...record, password: DEMO_PASSWORD, meaning: 'APPROVED' });
    const listed = (await signaturesOf(t.db, 'NCR_DISPOSITION', [record.recordId], () => record.content)).get(record.recordId)!;
    expect(listed.map((s) => [s.signerName, s.meaning])).toEqual([
      ['Paula Planner', 'APPROVED'],
      ['Paula Planner', 'RESPONSIBLE'],
      ['Alex Admin', 'APPROVED'],
    ]);
  });

  it('answers a meaning the facility does not use, or no password, with 400 naming the field, counting no failure', async () => {
    const operator = await signer(t, 'operator');
    const account = `account:${operator.email}`;
    const counted = await failuresOf(t, account);
    const record = disposition();
    const witnessed = { ...operator, ...record, password: DEMO_PASSWORD, meaning: 'WITNESSED' };
    expect(await refusal(signIn(t, { ...witnessed, allowedMeanings: ['REVIEWED', 'APPROVED'] }))).toEqual({
      status: 400,
      code: 'BAD_REQUEST',
      message: 'body.meaning must be one of: REVIEWED, APPROVED',
      details: [{ field: 'body.meaning', message: 'body.meaning must be one of: REVIEWED, APPROVED' }],
    });
    const noPassword = { ...witnessed, password: '', allowedMeanings: ['WITNESSED'] };
    expect((await refusal(signIn(t, noPassword))).details).toEqual([
      { field: 'body.password', message: 'body.password is required' },
    ]);
    // Nested in a route's body, the field is named where it is.
    expect((await refusal(signIn(t, { ...noPassword, inputPath: 'body.signature' }))).details).toEqual([
      { field: 'body.signature.password', message: 'body.signature.password is required' },
    ]);
    expect(await failuresOf(t, account)).toBe(counted);
    // A facility's own meaning is taken.
    expect((await signIn(t, { ...witnessed, allowedMeanings: ['WITNESSED'] })).meaning).toBe('WITNESSED');
  });

  it('refuses a deactivated account with 403, after the password', async () => {
    const thirdparty = await signer(t, 'thirdparty');
    await t.db.updateTable('users').set({ deactivated_at: new Date() }).where('id', '=', thirdparty.signer.userId).execute();
    try {
      const record = disposition();
      const refused = await refusal(signIn(t, { ...thirdparty, ...record, password: DEMO_PASSWORD, meaning: 'REVIEWED' }));
      expect([refused.status, refused.code]).toEqual([403, 'ACCOUNT_DEACTIVATED']);
    } finally {
      await t.db.updateTable('users').set({ deactivated_at: null }).where('id', '=', thirdparty.signer.userId).execute();
    }
  });
});

describe('signing and the login limits', () => {
  const limits = { perAccountAndIp: 3, perIp: 50, windowSeconds: 900, slowdownMs: 1, slowdownMaxMs: 5 };

  it('counts wrong passwords as failed logins: after the limit, the login endpoint answers as after failed logins', async () => {
    const strict = await createTestApp({ loginLimits: limits });
    try {
      const planner = await signer(strict, 'planner');
      const record = disposition();
      const signFrom = (password: string, ip: string) =>
        signIn(strict, { ...planner, ...record, password, meaning: 'REVIEWED', ip });
      for (let i = 0; i < limits.perAccountAndIp; i++)
        expect((await refusal(signFrom(`guess-${i}`, '10.40.0.1'))).status).toBe(401);
      await waitFor(
        async () => (await failuresOf(strict, `pair:${planner.email}|10.40.0.1`)) === limits.perAccountAndIp,
        'the failures counted',
      );

      // The same number of failed logins of another account, from another address, for comparison.
      for (let i = 0; i < limits.perAccountAndIp; i++)
        expect((await loginFrom(strict, 'operator@demo.test', `guess-${i}`, '10.40.0.2')).statusCode).toBe(401);
      const afterLogins = await loginFrom(strict, 'operator@demo.test', DEMO_PASSWORD, '10.40.0.2');
      const afterSigning = await loginFrom(strict, planner.email, DEMO_PASSWORD, '10.40.0.1');
      expect(afterSigning.statusCode).toBe(429);
      expect(afterSigning.json()).toEqual(afterLogins.json());
      expect(afterSigning.json()).toEqual({
        message: expect.stringMatching(/^Too many failed login attempts\. Please try again in \d+ minute\(s\)\.$/),
        code: 'TOO_MANY_REQUESTS',
      });
      // Each lockout lasts the window from its own failures: the planner's came first, so it ends no later.
      const retryAfter = (reply: typeof afterLogins) => Number(reply.headers['retry-after']);
      expect(retryAfter(afterSigning)).toBeLessThanOrEqual(retryAfter(afterLogins));
      expect([retryAfter(afterSigning) > 0, retryAfter(afterLogins) <= limits.windowSeconds]).toEqual([true, true]);
      expect(afterSigning.cookies).toHaveLength(0);

      // Locked from that address, the account cannot sign there either, even with the right password.
      const locked = await refusal(signFrom(DEMO_PASSWORD, '10.40.0.1'));
      expect([locked.status, locked.code]).toEqual([429, 'TOO_MANY_REQUESTS']);
      // And failed logins lock signing alike: the operator cannot sign from the address their logins failed from.
      const operator = await signer(strict, 'operator');
      const afterFailedLogins = await refusal(
        signIn(strict, { ...operator, ...record, password: DEMO_PASSWORD, meaning: 'REVIEWED', ip: '10.40.0.2' }),
      );
      expect([afterFailedLogins.status, afterFailedLogins.code]).toEqual([429, 'TOO_MANY_REQUESTS']);
      const signed = strict.db.selectFrom('signatures').select('id').where('record_id', '=', record.recordId);
      expect(await signed.execute()).toEqual([]);
      // As with failed logins, the owner elsewhere is slowed, not refused: they sign and log in from another address.
      expect((await signFrom(DEMO_PASSWORD, '10.40.0.3')).valid).toBe(true);
      expect((await loginFrom(strict, planner.email, DEMO_PASSWORD, '10.40.0.3')).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });
});

describe('signaturesOf', () => {
  it('marks a signature no longer valid once its record changed, and leaves the unchanged valid', async () => {
    const planner = await signer(t, 'planner');
    const [kept, changed, unsigned] = [disposition(), disposition(), disposition()];
    await signIn(t, { ...planner, ...kept, password: DEMO_PASSWORD, meaning: 'APPROVED' });
    await signIn(t, { ...planner, ...changed, password: DEMO_PASSWORD, meaning: 'APPROVED' });
    const now = new Map<number, unknown>([
      // The same fields built in another order: still what was signed.
      [kept.recordId, { decidedAt: kept.content.decidedAt, note: kept.content.note, lines: kept.content.lines }],
      [changed.recordId, { ...changed.content, lines: [{ disposition: 'USE_AS_IS', quantity: 2 }] }],
      [unsigned.recordId, unsigned.content],
    ]);
    const ids = [kept.recordId, changed.recordId, unsigned.recordId];
    const signatures = await signaturesOf(t.db, 'NCR_DISPOSITION', ids, (id) => now.get(id));
    expect(signatures.get(kept.recordId)!.map((s) => s.valid)).toEqual([true]);
    expect(signatures.get(changed.recordId)!.map((s) => s.valid)).toEqual([false]);
    expect(signatures.get(unsigned.recordId)).toEqual([]);
    // Another kind of record with the same id is another record.
    expect((await signaturesOf(t.db, 'CAPA_CLOSURE', ids, (id) => now.get(id))).get(kept.recordId)).toEqual([]);
    expect(await signaturesOf(t.db, 'NCR_DISPOSITION', [], () => ({}))).toEqual(new Map());
  });
});
