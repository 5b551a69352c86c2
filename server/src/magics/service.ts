/**
 * The build-preparation tool's launcher (the facility's MAGICS_CONFIG names its adapters): a
 * launch is a short-lived, single-use intent. The launcher asks for one and opens the facility's
 * adapter with it; the adapter redeems it once for who launched it. An
 * ITAR-cleared person goes to the ITAR adapter, anyone else to the other.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { conflict, notFound } from '../http/errors.js';
import { parseConfigValue } from '../config/index.js';

/** How long an intent may wait for its adapter: a launch, not a session. */
const INTENT_TTL_MS = 2 * 60_000;

export type LaunchTool = 'MAGICS' | 'STREAMICS';

const hashOf = (token: string) => createHash('sha256').update(`magics-intent:${token}`).digest('base64url');

interface Launcher {
  userId: number;
  facilityId: number;
  itarCleared: boolean;
}

/** A new intent for the launcher: the adapter URL with it, or 409 when the facility has the tool off or unset. */
export async function registerIntent(
  db: Db,
  launcher: Launcher,
  tool: LaunchTool,
  now: number,
): Promise<{ url: string; expiresAt: number }> {
  const record = await db
    .selectFrom('config_records')
    .select('config_value')
    .where('element_type', '=', 'SERVICE_PROVIDER')
    .where('element_id', '=', String(launcher.facilityId))
    .where('config_type', '=', 'MAGICS_CONFIG')
    .where('active', '=', true)
    .executeTakeFirst();
  const config = record ? parseConfigValue(record.config_value) : {};
  if (config.isMagicsEnabled !== true) throw conflict('The build-preparation tool is not enabled for this facility');
  const adapter = launcher.itarCleared ? config.itarAdapterUrl : config.nonItarAdapterUrl;
  if (typeof adapter !== 'string' || !adapter.trim()) throw conflict('The build-preparation tool has no adapter URL set');

  const token = randomBytes(32).toString('base64url');
  const expiresAt = now + INTENT_TTL_MS;
  await db.deleteFrom('magics_intents').where('expires_at', '<', new Date(now)).execute();
  await db
    .insertInto('magics_intents')
    .values({
      token_hash: hashOf(token),
      user_id: launcher.userId,
      facility_id: launcher.facilityId,
      tool,
      itar: launcher.itarCleared,
      expires_at: new Date(expiresAt),
    })
    .execute();
  const url = new URL(adapter.trim());
  url.searchParams.set('intent', token);
  url.searchParams.set('tool', tool.toLowerCase());
  return { url: url.toString(), expiresAt };
}

/** Redeems an intent once, before it expires: who launched the tool, for which facility. */
export async function redeemIntent(db: Db, token: string, now: number) {
  const used = await db
    .updateTable('magics_intents as i')
    .set({ used_at: new Date(now) })
    .from('users as u')
    .whereRef('u.id', '=', 'i.user_id')
    .where('i.token_hash', '=', hashOf(token))
    .where('i.used_at', 'is', null)
    .where('i.expires_at', '>', new Date(now))
    .returning([
      'i.user_id',
      'i.facility_id',
      'i.tool',
      'i.itar',
      'u.email',
      sql<string>`trim(concat_ws(' ', u.first_name, u.last_name))`.as('name'),
    ])
    .executeTakeFirst();
  // One answer for unknown, used and expired: the adapter learns nothing about other intents.
  if (!used) throw notFound('This launch has expired or was already used; launch the tool again');
  return {
    userId: used.user_id,
    email: used.email,
    name: used.name,
    facilityId: used.facility_id,
    tool: used.tool,
    itar: used.itar,
  };
}
