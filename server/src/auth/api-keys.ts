import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { seal, unseal } from './sealed.js';
import { hashToken, randomToken } from './tokens.js';

type Ctx = FastifyInstance['ctx'];
const UNIQUE_VIOLATION = '23505';
const PURPOSE = 'api-keys';

/**
 * A user's API key (the desktop tool's credential, sent as X-API-KEY). It is looked up by
 * hash; the keys page must show it again, so it is also kept encrypted with the app secret.
 */
export async function regenerateApiKey(ctx: Ctx, userId: number): Promise<string> {
  const key = `amk_${randomToken()}`;
  const values = { key_hash: hashToken(key), key_ciphertext: seal(ctx.config.appSecret, PURPOSE, key) };
  await ctx.db
    .insertInto('api_keys')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
  return key;
}

/** The user's key, made on first use (or anew if the app secret changed since). */
export async function currentApiKey(ctx: Ctx, userId: number): Promise<string> {
  const row = await ctx.db.selectFrom('api_keys').select('key_ciphertext').where('user_id', '=', userId).executeTakeFirst();
  return (row && unseal(ctx.config.appSecret, PURPOSE, row.key_ciphertext)) ?? regenerateApiKey(ctx, userId);
}

/** A named key's last use, kept to the minute: one write a minute per key, not one per request. */
export async function markApiKeyUsed(db: Db, keyHash: string): Promise<void> {
  await db
    .updateTable('user_api_keys')
    .set({ last_used_at: new Date() })
    .where('key_hash', '=', keyHash)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', new Date(Date.now() - 60_000))]))
    .execute();
}

/** The longest a named key may live: a forgotten key stops working within a year. */
export const MAX_KEY_DAYS = 366;
/** The characters of a key shown in the list, to tell keys apart (`amk_` and 8 more). */
const PREFIX_LENGTH = 12;

/** The caller's named keys, newest first, revoked ones included (their history). */
export async function namedKeys(db: Db, userId: number) {
  return db
    .selectFrom('user_api_keys')
    .select(['id', 'name', 'key_prefix', 'created_at', 'expires_at', 'last_used_at', 'revoked_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Makes a named key; the key itself is returned this once and never stored. */
export async function createNamedKey(db: Db, userId: number, input: { name: string; expiresAt: number }, now = Date.now()) {
  const name = input.name.trim();
  if (!name) throw badRequest('Please name the key', 'body.name');
  if (input.expiresAt <= now) throw badRequest('The expiry must be in the future', 'body.expiresAt');
  if (input.expiresAt > now + MAX_KEY_DAYS * 86_400_000) {
    throw badRequest(`A key lives at most ${MAX_KEY_DAYS} days`, 'body.expiresAt');
  }
  const key = `amk_${randomToken()}`;
  try {
    const row = await db
      .insertInto('user_api_keys')
      .values({
        user_id: userId,
        name,
        key_hash: hashToken(key),
        key_prefix: key.slice(0, PREFIX_LENGTH),
        expires_at: new Date(input.expiresAt),
      })
      .returning(['id', 'name', 'key_prefix', 'created_at', 'expires_at', 'last_used_at', 'revoked_at'])
      .executeTakeFirstOrThrow();
    return { row, key };
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw conflict(`You already have a key named ${name}`);
    throw error;
  }
}

/** Revokes one of the caller's keys: it stops working at once. 404 for another's key or one revoked already. */
export async function revokeNamedKey(db: Db, userId: number, keyId: number): Promise<void> {
  const revoked = await db
    .updateTable('user_api_keys')
    .set({ revoked_at: new Date() })
    .where('id', '=', keyId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!revoked) throw notFound(`No active API key ${keyId} of yours`);
}
