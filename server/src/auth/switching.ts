import type { DashboardRole, SsoConfig } from 'shared/contracts';
import type { Db } from '../db/database.js';
import { forbidden, notFound } from '../http/errors.js';
import { recordSettingChange } from '../settings/index.js';
import type { Principal } from '../http/access.js';

/** Switch Dashboard (the user menu): needs switchAccountEnabled and the role being switched to. */
export async function switchDashboard(db: Db, principal: Principal, role: DashboardRole): Promise<void> {
  const user = await db
    .selectFrom('users')
    .select('switch_account_enabled')
    .where('id', '=', principal.userId)
    .executeTakeFirstOrThrow();
  if (!user.switch_account_enabled) throw forbidden('Switching dashboards is not enabled for this account');
  if (!principal.roles.includes(role)) throw forbidden(`This account does not have the role ${role}`);
  await db.updateTable('sessions').set({ dashboard_role: role }).where('id', '=', principal.sessionId).execute();
}

/**
 * Facility switch (the user menu): an SP_SUPER_ADMIN moves the session to its own facility or
 * an INTERNAL facility of the same enterprise. Any other id answers as not found, so
 * other tenants' facility ids are not revealed.
 */
export async function switchFacility(
  db: Db,
  principal: Principal,
  facilityId: number,
): Promise<{ id: number; enterpriseId: number | null } | undefined> {
  if (!principal.roles.includes('SP_SUPER_ADMIN')) throw forbidden('Switching facilities needs the role SP_SUPER_ADMIN');
  const home = principal.homeFacilityId;
  if (home === null) return undefined;
  const target = await db
    .selectFrom('companies as c')
    .select(['c.id', 'c.enterprise_id'])
    .where('c.id', '=', facilityId)
    .where('c.kind', '=', 'SERVICE_PROVIDER')
    .where((eb) =>
      eb.or([
        eb('c.id', '=', home),
        eb.exists(
          eb
            .selectFrom('vendor_relations as v')
            .innerJoin('companies as own', 'own.id', 'v.facility_id')
            .select('v.vendor_id')
            .whereRef('v.vendor_id', '=', 'c.id')
            .where('v.facility_id', '=', home)
            .where('v.relation', '=', 'INTERNAL')
            .whereRef('own.enterprise_id', '=', 'c.enterprise_id'),
        ),
      ]),
    )
    .executeTakeFirst();
  if (!target) return undefined;
  await db.updateTable('sessions').set({ current_facility_id: target.id }).where('id', '=', principal.sessionId).execute();
  return { id: target.id, enterpriseId: target.enterprise_id };
}

/** Saves the login page's single sign-on block for a domain the facility owns (audited); other domains answer 404. */
export async function saveSsoConfig(
  db: Db,
  who: { facilityId: number; userId: number },
  hostname: string,
  sso: SsoConfig,
): Promise<SsoConfig> {
  const domain = hostname.toLowerCase();
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('domains')
      .select('sso_config')
      .where('domain', '=', domain)
      .where('facility_id', '=', who.facilityId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw notFound(`The domain ${domain} is not one of this facility's domains`);
    await trx
      .updateTable('domains')
      .set({ sso_config: JSON.stringify(sso) })
      .where('domain', '=', domain)
      .execute();
    await recordSettingChange(trx, {
      facilityId: who.facilityId,
      userId: who.userId,
      setting: 'SSO_CONFIG',
      before: { domain, loginPage: before.sso_config ? (JSON.parse(before.sso_config) as unknown) : null },
      after: { domain, loginPage: sso },
    });
  });
  return sso;
}

const NO_SSO: SsoConfig = { headline1: '', headline2: '', authType: 'NONE', customLogin: false, buttonText: '' };

/** The login page's single sign-on block for the domain the user opened. */
export async function ssoConfigForHost(db: Db, hostname: string): Promise<SsoConfig> {
  const domain = hostname.toLowerCase();
  const row = await db.selectFrom('domains').select('sso_config').where('domain', '=', domain).executeTakeFirst();
  if (!row?.sso_config) return NO_SSO;
  try {
    return { ...NO_SSO, ...(JSON.parse(row.sso_config) as Partial<SsoConfig>) };
  } catch {
    return NO_SSO;
  }
}
