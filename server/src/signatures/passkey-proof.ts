/**
 * Signing with a passkey: the server issues a challenge for one signature, the person's
 * authenticator signs it, and `sign` checks the answer here, in its transaction.
 */
import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import type { PasskeyConfig } from '../config.js';
import type { Trx } from '../db/database.js';
import { conflict } from '../http/errors.js';
import { CHALLENGE_TTL_MS, challengeOf, issueChallenge, takeChallenge, webAuthn } from './passkey-challenges.js';
import type { PasskeyContext } from './passkeys.js';

/**
 * A challenge for one signature, to be answered within a few minutes by one of the person's
 * passkeys (those it lists), once. 409 when they have none.
 */
export async function passkeySigningOptions(ctx: PasskeyContext, userId: number): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const passkeys = await ctx.db
    .selectFrom('passkeys')
    .select(['credential_id', 'transports'])
    .where('user_id', '=', userId)
    .execute();
  if (passkeys.length === 0)
    throw conflict('You have no passkey to sign with: add one on your profile page, or sign with your password');
  const { generateAuthenticationOptions } = await webAuthn();
  return generateAuthenticationOptions({
    rpID: ctx.config.passkeys.rpId,
    allowCredentials: passkeys.map((row) => ({ id: row.credential_id, transports: row.transports })),
    userVerification: 'required',
    timeout: CHALLENGE_TTL_MS,
    // As bytes: a string would be taken as text and encoded again.
    challenge: Buffer.from(await issueChallenge(ctx.db, userId, 'SIGN'), 'base64url'),
  });
}

const NOT_PROVEN = 'The passkey did not prove who you are: please try again';

export interface PasskeyProof {
  /** The challenge the answer named: taken now, it is to be burnt for good whatever follows. */
  challenge: string | undefined;
  /** Why the answer proves nothing, as the signer reads it; undefined when it proves who they are. */
  refusal: string | undefined;
}

/**
 * Checks a passkey's answer for a signature by `userId`: the challenge is one issued to them for
 * signing, in time and not used (it is taken); the credential is one of theirs; the signature
 * over the challenge verifies with its public key, for this relying party and origin, with the
 * person verified; and the authenticator's counter went up (where it keeps one), which is stored.
 */
export async function provePasskey(
  trx: Trx,
  config: PasskeyConfig,
  userId: number,
  assertion: AuthenticationResponseJSON,
): Promise<PasskeyProof> {
  const challenge = challengeOf(assertion.response.clientDataJSON);
  const refused = (refusal: string): PasskeyProof => ({ challenge, refusal });
  if (!(await takeChallenge(trx, userId, 'SIGN', challenge)))
    return refused('This passkey request has expired or was used already: please sign again');
  const credential = await trx
    .selectFrom('passkeys')
    .select(['id', 'credential_id', 'public_key', 'sign_count', 'transports'])
    .where('credential_id', '=', assertion.id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!credential) return refused('This passkey is not one of yours: sign with a passkey on your profile, or with your password');
  let newCounter: number;
  try {
    const { verifyAuthenticationResponse } = await webAuthn();
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response: assertion,
      expectedChallenge: challenge!,
      expectedOrigin: config.origins,
      expectedRPID: config.rpId,
      credential: {
        id: credential.credential_id,
        publicKey: new Uint8Array(credential.public_key),
        counter: credential.sign_count,
        transports: credential.transports,
      },
      requireUserVerification: true,
    });
    if (!verified) return refused(NOT_PROVEN);
    newCounter = authenticationInfo.newCounter;
  } catch {
    // A signature that does not verify, another origin or relying party, no user verification,
    // a counter that did not go up (a cloned authenticator): the library throws, naming which.
    return refused(NOT_PROVEN);
  }
  await trx
    .updateTable('passkeys')
    .set({ sign_count: newCounter, last_used_at: new Date() })
    .where('id', '=', credential.id)
    .execute();
  return { challenge, refusal: undefined };
}
