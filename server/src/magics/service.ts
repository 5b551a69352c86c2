/**
 * Launches of the tools on a planner's computer, each a short-lived, single-use intent: the
 * build-preparation tool's (the facility's MAGICS_CONFIG names its adapters; the launcher opens
 * the facility's adapter with the intent, an ITAR-cleared person the ITAR one) and the desktop
 * print-preparation tool's pairing (the page hands the intent to the tool over its local socket).
 * The tool redeems it once, with the platform, for who launched it; an intent of one tool is
 * nothing to another.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { conflict, notFound } from '../http/errors.js';
import { parseConfigValue } from '../config/index.js';

/** How long an intent may wait for its adapter: a launch, not a session. */
const INTENT_TTL_MS = 2 * 60_000;

export type LaunchTool = 'MAGICS' | 'STREAMICS' | 'DESKTOP';

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

  const { token, expiresAt } = await issueIntent(db, launcher, tool, now);
  const url = new URL(adapter.trim());
  url.searchParams.set('intent', token);
  url.searchParams.set('tool', tool.toLowerCase());
  return { url: url.toString(), expiresAt };
}

/** A new intent of `tool` for the launcher, stored by its hash only. */
export async function issueIntent(db: Db, launcher: Launcher, tool: LaunchTool, now: number) {
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
  return { token, expiresAt };
}

/**
 * Redeems an intent of one of `tools` once, before it expires: who launched the tool, for which
 * facility; else 404 with the `refusal` its tool's people read.
 */
export async function redeemIntent<T extends LaunchTool>(
  db: Db,
  token: string,
  { tools, refusal }: { tools: readonly T[]; refusal: string },
  now: number,
) {
  const used = await db
    .updateTable('magics_intents as i')
    .set({ used_at: new Date(now) })
    .from('users as u')
    .whereRef('u.id', '=', 'i.user_id')
    .where('i.token_hash', '=', hashOf(token))
    .where('i.used_at', 'is', null)
    .where('i.expires_at', '>', new Date(now))
    .where('i.tool', 'in', tools)
    .returning([
      'i.user_id',
      'i.facility_id',
      'i.tool',
      'i.itar',
      'u.email',
      sql<string>`trim(concat_ws(' ', u.first_name, u.last_name))`.as('name'),
    ])
    .executeTakeFirst();
  // One answer for unknown, used and expired: the tool learns nothing about other intents.
  if (!used) throw notFound(refusal);
  return {
    userId: used.user_id,
    email: used.email,
    name: used.name,
    facilityId: used.facility_id,
    // Only an intent of one of `tools` is redeemed.
    tool: used.tool as T,
    itar: used.itar,
  };
}
