import { setTimeout as sleep } from 'node:timers/promises';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { SignedRecord } from 'shared/contracts';
import { loginThrottle, type ThrottleLimits, verifyPassword } from '../auth/index.js';
import type { PasskeyConfig } from '../config.js';
import type { Db, Trx } from '../db/database.js';
import { badRequest, conflict, forbidden, unauthorized } from '../http/errors.js';
import { contentHash } from './content-hash.js';
import { burnChallenge } from './passkey-challenges.js';
import { provePasskey } from './passkey-proof.js';
import type { Signature } from './schemas.js';

/** What signing needs of the app besides the caller's transaction: `app.ctx` is one. */
export interface SigningContext {
  /** The database outside any transaction: where the login limits' counts are written. */
  db: Db;
  /** `passkeys`, the relying party, is needed only to sign with a passkey (a seed signs with passwords). */
  config: { loginLimits: ThrottleLimits; passkeys?: PasskeyConfig };
}

export interface SignRequest {
  signer: { userId: number; companyId: number };
  facilityId: number;
  /** The signer's password, asked again now; or else… */
  password?: string;
  /** …their passkey's answer to a challenge issued to them for signing (`passkeySigningOptions`). */
  passkey?: AuthenticationResponseJSON;
  meaning: string;
  /** The facility's signature meanings. */
  allowedMeanings: readonly string[];
  recordKind: SignedRecord;
  recordId: number;
  /** The fields signed, as the record holds them now (`contentHash`). */
  content: unknown;
  /** The client's address (`request.ip`): login's limits count failures per account and address. */
  ip: string;
  /** Where the password, passkey and meaning are in the request, for a 400's field name: `body` (the default), `body.signature`. */
  inputPath?: string;
}

/**
 * Signs a record, inside the caller's transaction (which holds the record's lock): checks the
 * signer again — their password, or their passkey's answer to a challenge issued for signing —
 * then records who signed, when, with what meaning, how they proved it, and the hash of `content`.
 *
 * A wrong password or a passkey answer that proves nothing counts as a failed login does (auth's
 * login limits: the same counts, the same slow-down, and a pair or address over its limit is
 * refused with 429 before the proof is even checked). The caller's transaction rolls back on the
 * 401, so the failure is written outside it, on `ctx.db`, and not waited for: on the embedded
 * engine the transaction holds the one connection, and the write takes it as soon as the
 * transaction has ended (first in the pool's queue, before any later request); on PostgreSQL it
 * takes another connection at once. A passkey's challenge is burnt the same way, whatever the
 * outcome: taken inside the transaction, it would be back if the transaction rolled back.
 */
export async function sign(ctx: SigningContext, trx: Trx, request: SignRequest): Promise<Signature> {
  const input = request.inputPath ?? 'body';
  const method = request.passkey ? 'PASSKEY' : 'PASSWORD';
  if (request.passkey && request.password)
    throw badRequest('Sign with your password or with a passkey, not both', `${input}.passkey`);
  if (!request.password && !request.passkey) throw badRequest(`${input}.password is required`, `${input}.password`);
  if (!request.allowedMeanings.includes(request.meaning))
    throw badRequest(`${input}.meaning must be one of: ${request.allowedMeanings.join(', ')}`, `${input}.meaning`);
  const hash = contentHash(request.content);

  const user = await trx
    .selectFrom('users')
    .select(['email', 'password_hash', 'first_name', 'last_name', 'deactivated_at'])
    .where('id', '=', request.signer.userId)
    .executeTakeFirst();
  if (!user) throw unauthorized();
  // Read in the caller's transaction: on the embedded engine nothing else can read now.
  const delayMs = await loginThrottle(trx, ctx.config.loginLimits).check(user.email, request.ip);
  if (delayMs > 0) await sleep(delayMs);
  const refusal = await refusalOf(ctx, trx, request, user.password_hash);
  const throttle = loginThrottle(ctx.db, ctx.config.loginLimits);
  if (refusal) {
    outsideTheTransaction(throttle.recordFailure(user.email, request.ip));
    throw unauthorized(refusal, method === 'PASSKEY' ? 'PASSKEY_NOT_ACCEPTED' : 'INVALID_CREDENTIALS');
  }
  outsideTheTransaction(throttle.recordSuccess(user.email, request.ip));
  if (user.deactivated_at)
    throw forbidden('This account has been deactivated. Please ask your company’s administrator.', 'ACCOUNT_DEACTIVATED');

  const signerName = `${user.first_name} ${user.last_name}`.trim().slice(0, 200) || user.email;
  const row = await trx
    .insertInto('signatures')
    .values({
      facility_id: request.facilityId,
      user_id: request.signer.userId,
      company_id: request.signer.companyId,
      signer_name: signerName,
      meaning: request.meaning,
      record_kind: request.recordKind,
      record_id: request.recordId,
      content_hash: hash,
      method,
    })
    // A second signature with the same meaning, even one committed by a concurrent request
    // meanwhile, inserts nothing (a unique violation would abort the caller's transaction).
    .onConflict((oc) => oc.columns(['record_kind', 'record_id', 'user_id', 'meaning']).doNothing())
    .returning(['id', 'signed_at'])
    .executeTakeFirst();
  if (!row) throw conflict(`You have already signed this record as ${request.meaning}`);
  return {
    id: row.id,
    signerName,
    meaning: request.meaning,
    signedAt: row.signed_at.toISOString(),
    method,
    valid: true,
  };
}

/** Why the signer's proof is refused (the 401's message), or undefined when it proves who they are. */
async function refusalOf(ctx: SigningContext, trx: Trx, request: SignRequest, passwordHash: string): Promise<string | undefined> {
  if (!request.passkey)
    return (await verifyPassword(request.password!, passwordHash)) ? undefined : 'The password is not correct';
  if (!ctx.config.passkeys) throw new Error('Signing with a passkey needs the relying party (config.passkeys)');
  const proof = await provePasskey(trx, ctx.config.passkeys, request.signer.userId, request.passkey);
  if (proof.challenge) outsideTheTransaction(burnChallenge(ctx.db, request.signer.userId, proof.challenge));
  return proof.refusal;
}

/** A write on the database's own handle that the caller's transaction must not wait for (see `sign`). */
function outsideTheTransaction(write: Promise<void>): void {
  write.catch((error: unknown) =>
    process.emitWarning(`a signature's check was not recorded outside its transaction: ${(error as Error).message}`),
  );
}

/**
 * The signatures of records of one kind, by record id (every id asked has an entry, empty when
 * unsigned), oldest first. `currentContent` gives a record's content as it is now, in the shape
 * it was signed in; a signature whose hash it no longer matches is `valid: false`.
 */
export async function signaturesOf(
  db: Db | Trx,
  recordKind: SignedRecord,
  recordIds: readonly number[],
  currentContent: (recordId: number) => unknown,
): Promise<Map<number, Signature[]>> {
  const signatures = new Map<number, Signature[]>(recordIds.map((id) => [id, []]));
  if (recordIds.length === 0) return signatures;
  const rows = await db
    .selectFrom('signatures')
    .select(['id', 'record_id', 'signer_name', 'meaning', 'signed_at', 'method', 'content_hash'])
    .where('record_kind', '=', recordKind)
    .where('record_id', 'in', [...new Set(recordIds)])
    .orderBy('record_id')
    .orderBy('id')
    .execute();
  const hashes = new Map<number, string>();
  for (const row of rows) {
    let hash = hashes.get(row.record_id);
    if (hash === undefined) {
      hash = contentHash(currentContent(row.record_id));
      hashes.set(row.record_id, hash);
    }
    signatures.get(row.record_id)!.push({
      id: row.id,
      signerName: row.signer_name,
      meaning: row.meaning,
      signedAt: row.signed_at.toISOString(),
      method: row.method,
      valid: row.content_hash === hash,
    });
  }
  return signatures;
}
