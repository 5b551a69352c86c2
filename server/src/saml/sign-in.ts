/**
 * Signing in through a domain's SAML 2.0 identity provider, on
 * @node-saml/node-saml: the platform sends the person there with a request it remembers (so an
 * answer must reply to one it sent, once); the provider posts its answer back (the ACS), which is
 * taken only when its assertion is signed by a certificate of the provider's metadata, is for this
 * platform (audience), was sent to this address (destination, recipient), is within its validity
 * (two minutes of clock skew allowed) and was never taken before. The person it names is then
 * found — or made, when the admins chose just-in-time accounts — and the browser gets a single-use
 * ticket for its session: the answer arrives as a cross-site POST, which our SameSite cookies would
 * not follow, so the session is started by the page the ticket opens, on our own site.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { CacheProvider, Profile, SAML } from '@node-saml/node-saml';
import { XMLParser } from 'fast-xml-parser';
import type { RoleName } from 'shared/contracts';
import { changeGrants, findUserByEmail, insertAccount } from '../accounts/index.js';
import { hashPassword } from '../auth/index.js';
import { TEAMS } from '../team/index.js';
import { lockTeam, otherActiveSuperAdmins } from '../team/index.js';
import type { Db } from '../db/database.js';
import type { SamlProvidersTable } from '../db/schema.js';
import { certificatePem } from './metadata.js';
import { serviceProviderOf } from './providers.js';

/** How far the provider's clock may be from ours. */
const CLOCK_SKEW_MS = 2 * 60_000;
/** A sign-in is answered within this time, or started again. */
const REQUEST_TTL_MS = 10 * 60_000;
/** The page the ticket opens takes it at once. */
const TICKET_TTL_MS = 60_000;

/** Why a sign-in was refused: the login page says each in words (shell texts `sso.error.…`). */
export type SignInFailure =
  | 'NOT_CONFIGURED'
  | 'SIGNATURE'
  | 'REPLAYED'
  | 'EXPIRED'
  | 'AUDIENCE'
  | 'DESTINATION'
  | 'ISSUER'
  | 'REFUSED'
  | 'INVALID'
  | 'NO_EMAIL'
  | 'NO_ACCOUNT'
  | 'OTHER_ORGANISATION'
  | 'DEACTIVATED';

export class SignInRefused extends Error {
  constructor(
    readonly failure: SignInFailure,
    reason: string,
  ) {
    super(reason);
  }
}

type Provider = Pick<SamlProvidersTable, 'domain' | 'facility_id' | 'entity_id' | 'sso_url' | 'certificates' | 'provisioning'> & {
  email_attribute: string;
  first_name_attribute: string;
  last_name_attribute: string;
  roles_attribute: string;
  role_map: { value: string; role: string }[];
};

async function providerOf(db: Db, domain: string): Promise<Provider> {
  const provider = await db.selectFrom('saml_providers').selectAll().where('domain', '=', domain).executeTakeFirst();
  if (!provider) throw new SignInRefused('NOT_CONFIGURED', `no identity provider for ${domain}`);
  return provider as Provider;
}

/**
 * The requests in flight, in the database, so any server takes the answer to a request another
 * sent. Only requests of this domain count; `taken` hears where the person was going.
 */
function requestStore(db: Db, domain: string, returnTo: string | null, taken?: (returnTo: string | null) => void): CacheProvider {
  return {
    async saveAsync(id, value) {
      await db
        .insertInto('saml_requests')
        .values({ id, domain, return_to: returnTo, created_at: new Date(value) })
        .execute();
      return { value, createdAt: Date.parse(value) };
    },
    async getAsync(id) {
      const row = await db
        .selectFrom('saml_requests')
        .select('created_at')
        .where('id', '=', id)
        .where('domain', '=', domain)
        .where('created_at', '>', new Date(Date.now() - REQUEST_TTL_MS))
        .executeTakeFirst();
      return row ? row.created_at.toISOString() : null;
    },
    async removeAsync(id) {
      if (!id) return null;
      const row = await db
        .deleteFrom('saml_requests')
        .where('id', '=', id)
        .returning(['return_to', 'created_at'])
        .executeTakeFirst();
      if (row) taken?.(row.return_to);
      return row ? row.created_at.toISOString() : null;
    },
  };
}

/** node-saml loads with the first single sign-on: most servers never see one. */
const nodeSaml = () => import('@node-saml/node-saml');

async function samlOf(provider: Provider, origin: string, requests: CacheProvider): Promise<SAML> {
  const { SAML, ValidateInResponseTo } = await nodeSaml();
  const platform = serviceProviderOf(origin);
  return new SAML({
    entryPoint: provider.sso_url,
    issuer: platform.entityId,
    callbackUrl: platform.acsUrl,
    audience: platform.entityId,
    idpIssuer: provider.entity_id,
    idpCert: provider.certificates.map(certificatePem),
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: REQUEST_TTL_MS,
    cacheProvider: requests,
    // Whichever way the provider authenticates (a password, a key, several factors) is its choice.
    disableRequestedAuthnContext: true,
  });
}

/** Where a person goes back to after signing in: a path of ours, never another site. */
export function safeReturnTo(path: string | undefined): string | null {
  return path && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') ? path.slice(0, 2000) : null;
}

/** The provider's sign-in page for this request, as a URL the browser opens. */
export async function startSignIn(db: Db, domain: string, origin: string, returnTo: string | null): Promise<string> {
  const provider = await providerOf(db, domain);
  await db
    .deleteFrom('saml_requests')
    .where('created_at', '<', new Date(Date.now() - REQUEST_TTL_MS))
    .execute();
  return (await samlOf(provider, origin, requestStore(db, domain, returnTo))).getAuthorizeUrlAsync('', origin, {});
}

/** node-saml's reasons, in the words the login page uses. */
async function failureOf(error: unknown): Promise<SignInFailure> {
  const { SamlStatusError } = await nodeSaml();
  if (error instanceof SamlStatusError) return 'REFUSED';
  const message = error instanceof Error ? error.message : String(error);
  if (/InResponseTo/i.test(message)) return 'REPLAYED';
  if (/signature|signed/i.test(message)) return 'SIGNATURE';
  // node-saml finds "no valid subject confirmation" when each one's validity window has passed.
  if (/expired|not yet valid|no valid subject confirmation/i.test(message)) return 'EXPIRED';
  if (/audience/i.test(message)) return 'AUDIENCE';
  if (/issuer/i.test(message)) return 'ISSUER';
  return 'INVALID';
}

const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', removeNSPrefix: true, processEntities: false });
type Node = Record<string, unknown>;
const first = (value: unknown): Node | undefined => (Array.isArray(value) ? value[0] : value) as Node | undefined;

/** The values of one attribute of the assertion (node-saml gives one value or a list). */
function values(profile: Profile, attribute: string): string[] {
  const value = profile[attribute];
  if (value === undefined || value === null) return [];
  return (Array.isArray(value) ? value : [value]).map(String).filter(Boolean);
}

/**
 * Checks what node-saml leaves to us — the answer's Destination and the subject's Recipient name
 * our address — and takes the assertion once: its id is kept until it expires.
 */
async function takeAssertion(db: Db, profile: Profile, acsUrl: string, now: number): Promise<void> {
  const response = first(xml.parse(profile.getSamlResponseXml?.() ?? '').Response);
  const destination = response?.['@Destination'];
  if (destination !== undefined && destination !== acsUrl)
    throw new SignInRefused('DESTINATION', `the answer was sent to ${String(destination)}`);
  const assertion = first(xml.parse(profile.getAssertionXml?.() ?? '').Assertion);
  const confirmation = first(first(first(assertion?.Subject)?.SubjectConfirmation)?.SubjectConfirmationData);
  const recipient = confirmation?.['@Recipient'];
  if (recipient !== undefined && recipient !== acsUrl)
    throw new SignInRefused('DESTINATION', `the assertion's recipient is ${String(recipient)}`);
  const id = assertion?.['@ID'];
  if (typeof id !== 'string' || !id) throw new SignInRefused('INVALID', 'the assertion has no ID');
  const limits = [confirmation?.['@NotOnOrAfter'], first(assertion?.Conditions)?.['@NotOnOrAfter']]
    .map((value) => (typeof value === 'string' ? Date.parse(value) : NaN))
    .filter((value) => Number.isFinite(value));
  const expiresAt = (limits.length ? Math.max(...limits) : now + REQUEST_TTL_MS) + CLOCK_SKEW_MS;
  await db.deleteFrom('saml_assertions').where('expires_at', '<', new Date(now)).execute();
  const taken = await db
    .insertInto('saml_assertions')
    .values({ id, expires_at: new Date(expiresAt) })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!taken) throw new SignInRefused('REPLAYED', `the assertion ${id} was taken before`);
}

/** The roles the provider's attribute grants, of those the admins mapped; the others stay as they are. */
function mappedRoles(provider: Provider, profile: Profile): { governed: string[]; granted: string[] } {
  if (!provider.roles_attribute) return { governed: [], granted: [] };
  const carried = new Set(values(profile, provider.roles_attribute));
  return {
    governed: [...new Set(provider.role_map.map((entry) => entry.role))],
    granted: [...new Set(provider.role_map.filter((entry) => carried.has(entry.value)).map((entry) => entry.role))],
  };
}

/** The person the assertion names: found in the domain's facility, or made there when the admins allow. */
async function personOf(db: Db, provider: Provider, profile: Profile): Promise<number> {
  const named = provider.email_attribute ? values(profile, provider.email_attribute)[0] : profile.nameID;
  const email = named?.trim().toLowerCase();
  if (!email || !/^[^@\s]+@[^@\s]+$/.test(email))
    throw new SignInRefused('NO_EMAIL', `the assertion carries no email (${provider.email_attribute || 'NameID'})`);
  const firstName = provider.first_name_attribute ? values(profile, provider.first_name_attribute)[0] : undefined;
  const lastName = provider.last_name_attribute ? values(profile, provider.last_name_attribute)[0] : undefined;
  const { governed, granted } = mappedRoles(provider, profile);
  return db.transaction().execute(async (trx) => {
    // One change to the facility's people at a time (the team page takes the same lock): two first
    // sign-ins of one person make one account, and a withdrawal never leaves the team without a super admin.
    await lockTeam(trx, provider.facility_id);
    const existing = await findUserByEmail(trx, email);
    if (existing && existing.service_provider_id !== provider.facility_id)
      throw new SignInRefused('OTHER_ORGANISATION', `${email} belongs to another organisation`);
    if (existing?.deactivated_at) throw new SignInRefused('DEACTIVATED', `${email} is deactivated`);
    if (!existing && provider.provisioning === 'EXISTING_ONLY') throw new SignInRefused('NO_ACCOUNT', `${email} has no account`);
    let userId: number;
    if (existing) {
      userId = existing.id;
      // The provider vouches for the address; the names it sends are the current ones.
      await trx
        .updateTable('users')
        .set({
          email_verified: true,
          ...(firstName ? { first_name: firstName.slice(0, 100) } : {}),
          ...(lastName ? { last_name: lastName.slice(0, 100) } : {}),
        })
        .where('id', '=', userId)
        .execute();
      const team = TEAMS.facility;
      const keepsSuperAdmin = (await otherActiveSuperAdmins(trx, team, provider.facility_id, userId)) === 0;
      const withdrawn = governed.filter((role) => !granted.includes(role) && !(role === team.superAdmin && keepsSuperAdmin));
      await changeGrants(trx, userId, { roles: withdrawn as RoleName[] }, { roles: granted as RoleName[] });
    } else {
      // No password anyone knows: the person signs in through the provider (or sets one by the reset email).
      const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
      const roles = [...new Set<RoleName>(['ROLE_SERVICE_PROVIDER', 'SP_NON_ADMIN', ...(granted as RoleName[])])];
      const user = await insertAccount(
        trx,
        { email, firstName: (firstName ?? email.split('@')[0]!).slice(0, 100), lastName: (lastName ?? '').slice(0, 100) },
        passwordHash,
        {
          verified: true,
          default_role: 'ROLE_SERVICE_PROVIDER',
          dashboard: 'SERVICE_PROVIDER',
          service_provider_id: provider.facility_id,
          engineer_company_id: null,
          roles,
          permissions: [],
        },
      );
      userId = user.id;
    }
    return userId;
  });
}

const ticketHash = (ticket: string) => createHash('sha256').update(`saml-ticket:${ticket}`).digest('base64url');

/**
 * Takes the provider's answer (the ACS): the signed-in person's single-use ticket, or SignInRefused
 * with why.
 */
export async function finishSignIn(db: Db, domain: string, origin: string, samlResponse: string, now: number): Promise<string> {
  const provider = await providerOf(db, domain);
  let returnTo: string | null = null;
  const saml = await samlOf(
    provider,
    origin,
    requestStore(db, domain, null, (path) => (returnTo ??= path)),
  );
  let profile: Profile | null;
  try {
    ({ profile } = await saml.validatePostResponseAsync({ SAMLResponse: samlResponse }));
  } catch (error) {
    throw new SignInRefused(await failureOf(error), error instanceof Error ? error.message : String(error));
  }
  if (!profile) throw new SignInRefused('INVALID', 'the answer holds no assertion');
  await takeAssertion(db, profile, serviceProviderOf(origin).acsUrl, now);
  const userId = await personOf(db, provider, profile);
  const ticket = randomBytes(32).toString('base64url');
  await db.deleteFrom('saml_tickets').where('expires_at', '<', new Date(now)).execute();
  await db
    .insertInto('saml_tickets')
    .values({ ticket_hash: ticketHash(ticket), user_id: userId, return_to: returnTo, expires_at: new Date(now + TICKET_TTL_MS) })
    .execute();
  return ticket;
}

/** The ticket's person (once), and where they were going; undefined when it is unknown or expired. */
export async function takeTicket(db: Db, ticket: string, now: number) {
  const row = await db
    .deleteFrom('saml_tickets')
    .where('ticket_hash', '=', ticketHash(ticket))
    .returning(['user_id', 'return_to', 'expires_at'])
    .executeTakeFirst();
  if (!row || row.expires_at.getTime() <= now) return undefined;
  return { userId: row.user_id, returnTo: row.return_to };
}

/** The platform's own metadata for the domain, for the provider's administrator to register it. */
export async function serviceProviderMetadata(origin: string): Promise<string> {
  const { SAML } = await nodeSaml();
  const platform = serviceProviderOf(origin);
  return new SAML({
    issuer: platform.entityId,
    callbackUrl: platform.acsUrl,
    // Required to build a SAML instance; the platform's own metadata names no provider's certificate.
    idpCert: 'unused',
    wantAssertionsSigned: true,
  }).generateServiceProviderMetadata(null, null);
}
