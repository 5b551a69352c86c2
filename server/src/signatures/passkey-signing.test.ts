import { DEFAULT_SIGNATURE_MEANINGS, type SignedRecord } from 'shared/contracts';
import { DEMO_PASSWORD } from '../accounts/index.js';
import type { HttpError } from '../http/errors.js';
import { passkeysOf } from '../test-support/passkey-authenticator.js';
import { callsAs, createTestApp, logins, type Session, type TestApp } from '../test-support/test-app.js';
import { waitFor } from '../test-support/wait-for.js';
import { type SignRequest, sign, signaturesOf } from './index.js';

jest.setTimeout(120_000);

let t: TestApp;
let planner: Session;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  [planner, admin] = await logins(t.app, 'planner', 'admin');
});
afterAll(() => t.close());

const call = callsAs(() => t);
const { authenticator, registered, challengeFor } = passkeysOf(() => t);

let nextRecord = 5000;
const disposition = () => ({
  recordKind: 'NCR_DISPOSITION' as SignedRecord,
  recordId: nextRecord++,
  content: { lines: [{ disposition: 'SCRAP', quantity: 1 }], note: 'Warped' },
});

/** Signs for Austin as the person of `email`, in a transaction of its own, as a route would. */
async function signAs(email: string, request: Partial<SignRequest>) {
  const [user, austin] = await Promise.all([
    t.db.selectFrom('users').select(['id', 'service_provider_id']).where('email', '=', email).executeTakeFirstOrThrow(),
    t.db.selectFrom('users').select('service_provider_id').where('email', '=', 'admin@demo.test').executeTakeFirstOrThrow(),
  ]);
  return t.db.transaction().execute((trx) =>
    sign(t.app.ctx, trx, {
      signer: { userId: user.id, companyId: user.service_provider_id! },
      facilityId: austin.service_provider_id!,
      meaning: 'REVIEWED',
      allowedMeanings: DEFAULT_SIGNATURE_MEANINGS,
      ip: '10.50.0.1',
      ...disposition(),
      ...request,
    }),
  );
}
/** What signing threw, as the client sees it. */
const refusal = (signing: Promise<unknown>) =>
  signing.then(
    () => Promise.reject(new Error('signing did not fail')),
    ({ statusCode, code, message }: HttpError) => ({ status: statusCode, code, message }),
  );
const failuresOf = async (key: string) =>
  (await t.db.selectFrom('login_failures').select('failures').where('key', '=', key).executeTakeFirst())?.failures ?? 0;
const liveChallenges = async (challenge: string) =>
  (await t.db.selectFrom('passkey_challenges').select('challenge').where('challenge', '=', challenge).execute()).length;
const NOT_PROVEN = {
  status: 401,
  code: 'PASSKEY_NOT_ACCEPTED',
  message: 'The passkey did not prove who you are: please try again',
};

describe('signing with a passkey', () => {
  it('signs with an answer to a challenge issued for it: the method is PASSKEY, the counter and last use kept', async () => {
    const { key, passkey } = await registered(planner);
    try {
      const options = await challengeFor(planner);
      expect(options.allowCredentials.map((c) => c.id)).toEqual([key.id]);
      expect(options.userVerification).toBe('required');
      const record = disposition();
      const signature = await signAs('planner@demo.test', { ...record, passkey: key.assert(options) });
      expect(signature).toMatchObject({ signerName: 'Paula Planner', meaning: 'REVIEWED', method: 'PASSKEY', valid: true });
      const listed = await signaturesOf(t.db, 'NCR_DISPOSITION', [record.recordId], () => record.content);
      expect(listed.get(record.recordId)).toEqual([signature]);
      const row = await t.db.selectFrom('passkeys').selectAll().where('id', '=', passkey.id).executeTakeFirstOrThrow();
      expect(row.sign_count).toBe(1);
      expect(row.last_used_at).not.toBeNull();
      await waitFor(async () => (await liveChallenges(options.challenge)) === 0, 'the challenge burnt');
      // Signing again takes a new challenge, and the counter goes on.
      await signAs('planner@demo.test', { passkey: key.assert(await challengeFor(planner)) });
      expect(
        (await t.db.selectFrom('passkeys').select('sign_count').where('id', '=', passkey.id).executeTakeFirstOrThrow())
          .sign_count,
      ).toBe(2);
    } finally {
      await call(planner, 'DELETE', `/api/v1/users/passkeys/${passkey.id}`);
    }
  });

  it('refuses a replayed challenge with 401, counted as a failed login', async () => {
    const { key, passkey } = await registered(planner);
    try {
      const answer = key.assert(await challengeFor(planner));
      await signAs('planner@demo.test', { passkey: answer });
      const pair = 'pair:planner@demo.test|10.50.0.1';
      const counted = await failuresOf(pair);
      expect(await refusal(signAs('planner@demo.test', { passkey: answer }))).toEqual({
        status: 401,
        code: 'PASSKEY_NOT_ACCEPTED',
        message: 'This passkey request has expired or was used already: please sign again',
      });
      await waitFor(async () => (await failuresOf(pair)) === counted + 1, 'the failure counted');
      // A fresh signature over an expired challenge is refused alike.
      const late = await challengeFor(planner);
      await t.db
        .updateTable('passkey_challenges')
        .set({ expires_at: new Date(Date.now() - 1) })
        .where('challenge', '=', late.challenge)
        .execute();
      expect((await refusal(signAs('planner@demo.test', { passkey: key.assert(late) }))).status).toBe(401);
    } finally {
      await call(planner, 'DELETE', `/api/v1/users/passkeys/${passkey.id}`);
    }
  });

  it('refuses a passkey that is not registered, burning the challenge it answered', async () => {
    const { key, passkey } = await registered(planner);
    try {
      const options = await challengeFor(planner);
      const stranger = authenticator();
      const counted = await failuresOf('account:planner@demo.test');
      expect(await refusal(signAs('planner@demo.test', { passkey: stranger.assert(options) }))).toEqual({
        status: 401,
        code: 'PASSKEY_NOT_ACCEPTED',
        message: 'This passkey is not one of yours: sign with a passkey on your profile, or with your password',
      });
      await waitFor(async () => (await failuresOf('account:planner@demo.test')) === counted + 1, 'the failure counted');
      // The refused answer's challenge is gone although its transaction rolled back: the right passkey cannot use it.
      await waitFor(async () => (await liveChallenges(options.challenge)) === 0, 'the challenge burnt');
      expect((await refusal(signAs('planner@demo.test', { passkey: key.assert(options) }))).status).toBe(401);
    } finally {
      await call(planner, 'DELETE', `/api/v1/users/passkeys/${passkey.id}`);
    }
  });

  it('refuses another person’s passkey, on their challenge or on the signer’s', async () => {
    const mine = await registered(planner);
    const theirs = await registered(admin);
    try {
      // The admin's passkey answering the planner's challenge.
      const plannersChallenge = await challengeFor(planner);
      const foreign = await refusal(signAs('planner@demo.test', { passkey: theirs.key.assert(plannersChallenge) }));
      expect([foreign.status, foreign.message]).toEqual([
        401,
        'This passkey is not one of yours: sign with a passkey on your profile, or with your password',
      ]);
      // The admin's own valid answer, to the admin's challenge, presented as the planner's signature.
      const adminsAnswer = theirs.key.assert(await challengeFor(admin));
      const borrowed = await refusal(signAs('planner@demo.test', { passkey: adminsAnswer }));
      expect([borrowed.status, borrowed.code]).toEqual([401, 'PASSKEY_NOT_ACCEPTED']);
      // Unspent by that refusal, it still signs as the admin.
      expect((await signAs('admin@demo.test', { passkey: adminsAnswer })).signerName).toBe('Alex Admin');
    } finally {
      await call(planner, 'DELETE', `/api/v1/users/passkeys/${mine.passkey.id}`);
      await call(admin, 'DELETE', `/api/v1/users/passkeys/${theirs.passkey.id}`);
    }
  });
});

describe('what a passkey signature refuses', () => {
  it('refuses a forged signature, another origin, no user verification and a counter that did not go up', async () => {
    const { key, passkey } = await registered(planner);
    try {
      const forged = key.assert(await challengeFor(planner));
      forged.response.signature = authenticator().assert({ challenge: 'x'.repeat(43) }).response.signature;
      expect(await refusal(signAs('planner@demo.test', { passkey: forged }))).toEqual(NOT_PROVEN);
      const elsewhere = key.assert(await challengeFor(planner), { origin: 'https://evil.example' });
      expect(await refusal(signAs('planner@demo.test', { passkey: elsewhere }))).toEqual(NOT_PROVEN);
      const unverified = key.assert(await challengeFor(planner), { userVerified: false });
      expect(await refusal(signAs('planner@demo.test', { passkey: unverified }))).toEqual(NOT_PROVEN);

      await signAs('planner@demo.test', { passkey: key.assert(await challengeFor(planner), { signCount: 7 }) });
      // A clone of the authenticator, behind the counter the server saw last.
      const cloned = key.assert(await challengeFor(planner), { signCount: 7 });
      expect(await refusal(signAs('planner@demo.test', { passkey: cloned }))).toEqual(NOT_PROVEN);
      expect(
        (await t.db.selectFrom('passkeys').select('sign_count').where('id', '=', passkey.id).executeTakeFirstOrThrow())
          .sign_count,
      ).toBe(7);
    } finally {
      await call(planner, 'DELETE', `/api/v1/users/passkeys/${passkey.id}`);
    }
  });

  it('takes an authenticator that keeps no counter, and a registration’s challenge never signs', async () => {
    const { key, passkey } = await registered(planner, 'Synced', { counterless: true });
    try {
      await signAs('planner@demo.test', { passkey: key.assert(await challengeFor(planner)) });
      await signAs('planner@demo.test', { passkey: key.assert(await challengeFor(planner)) });
      const registration = (
        await call(planner, 'POST', '/api/v1/users/passkeys/options', { currentPassword: DEMO_PASSWORD })
      ).json();
      expect((await refusal(signAs('planner@demo.test', { passkey: key.assert(registration) }))).status).toBe(401);
    } finally {
      await call(planner, 'DELETE', `/api/v1/users/passkeys/${passkey.id}`);
    }
  });

  it('takes the password or a passkey, not both; a person without a passkey gets no challenge', async () => {
    const { key, passkey } = await registered(planner);
    try {
      const both = await refusal(
        signAs('planner@demo.test', {
          password: DEMO_PASSWORD,
          passkey: key.assert(await challengeFor(planner)),
          inputPath: 'body.signature',
        }),
      );
      expect([both.status, both.message]).toEqual([400, 'Sign with your password or with a passkey, not both']);
    } finally {
      await call(planner, 'DELETE', `/api/v1/users/passkeys/${passkey.id}`);
    }
    const none = await call(planner, 'POST', '/api/v1/signatures/passkey-challenge');
    expect([none.statusCode, none.json().message]).toEqual([
      409,
      'You have no passkey to sign with: add one on your profile page, or sign with your password',
    ]);
  });

  it('burns the challenge of a signature refused after the proof, so that its answer cannot sign later', async () => {
    const { key, passkey } = await registered(planner);
    try {
      const record = disposition();
      await signAs('planner@demo.test', { ...record, passkey: key.assert(await challengeFor(planner)) });
      const options = await challengeFor(planner);
      const answer = key.assert(options);
      // Signed already with this meaning: 409, and the transaction that took the challenge rolls back.
      expect((await refusal(signAs('planner@demo.test', { ...record, passkey: answer }))).status).toBe(409);
      // The burn is written on a connection of its own once that transaction has let the row go.
      await waitFor(async () => (await liveChallenges(options.challenge)) === 0, 'the challenge burnt');
      const again = await refusal(signAs('planner@demo.test', { passkey: answer }));
      expect([again.status, again.message]).toEqual([
        401,
        'This passkey request has expired or was used already: please sign again',
      ]);
    } finally {
      await call(planner, 'DELETE', `/api/v1/users/passkeys/${passkey.id}`);
    }
  });
});

describe('a record signed with a passkey through its route', () => {
  it('closes a CAPA with the passkey’s answer as its signature; a passkey not the signer’s is refused with 401, the CAPA left open', async () => {
    const { key, passkey } = await registered(admin);
    try {
      const me = (await call(admin, 'GET', '/api/v1/users/getUser')).json() as { id: number };
      const capa = (await call(admin, 'POST', '/api/v1/quality/capas', { type: 'CORRECTIVE', title: 'Warped brackets' })).json();
      const url = `/api/v1/quality/capas/${capa.id}`;
      const moves: [string, string, object | undefined][] = [
        ['PUT', '/root-cause', { method: 'FIVE_WHYS', problem: 'Warping', whys: ['Early door'], rootCause: 'No cooling rule' }],
        ['POST', '/actions', { description: 'Write the cooling time down', ownerUserId: me.id, dueAt: Date.UTC(2031, 5, 1) }],
        ['POST', '/start-actions', undefined],
      ];
      for (const [method, path, body] of moves)
        expect((await call(admin, method as 'PUT', `${url}${path}`, body)).statusCode).toBeLessThan(300);
      const actionId = (await call(admin, 'GET', url)).json().actions[0].id;
      await call(admin, 'PATCH', `${url}/actions/${actionId}`, { done: true });
      await call(admin, 'POST', `${url}/verify`, { checkDue: Date.UTC(2031, 8, 1), checkCriterion: 'Flat brackets' });
      await call(admin, 'POST', `${url}/effectiveness`, { result: 'EFFECTIVE', note: 'Ten flat builds' });

      const answer = key.assert(await challengeFor(admin));
      const stranger = authenticator().assert(await challengeFor(admin));
      const refused = await call(admin, 'POST', `${url}/close`, { signature: { meaning: 'APPROVED', passkey: stranger } });
      expect([refused.statusCode, refused.json().code]).toEqual([401, 'PASSKEY_NOT_ACCEPTED']);
      expect((await call(admin, 'GET', url)).json().status).toBe('VERIFYING');
      const closed = await call(admin, 'POST', `${url}/close`, { signature: { meaning: 'APPROVED', passkey: answer } });
      expect(closed.statusCode).toBe(200);
      expect(closed.json().status).toBe('CLOSED');
      expect(closed.json().signatures).toEqual([
        expect.objectContaining({ signerName: 'Alex Admin', method: 'PASSKEY', valid: true }),
      ]);
    } finally {
      await call(admin, 'DELETE', `/api/v1/users/passkeys/${passkey.id}`);
    }
  });
});
