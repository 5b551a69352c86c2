/**
 * A domain's SAML identity provider, set by the facility's settings editors:
 * its metadata (read from a URL now, or pasted), how its attributes map to a person's name, email
 * and roles, and whether it may bring people who have no account yet. Audited as SSO_CONFIG.
 */
import type { Db } from '../db/database.js';
import { badRequest, notFound } from '../http/errors.js';
import { recordSettingChange } from '../settings/index.js';
import { checkDestination, DestinationRefused, type allowedRanges } from '../webhooks/index.js';
import { requestPinned } from '../webhooks/index.js';
import { describeCertificate, METADATA_MAX_BYTES, MetadataRefused, readIdentityProviderMetadata } from './metadata.js';
import type { SamlProviderInput, SamlProviderSettings } from './schemas.js';

export interface ProviderContext {
  db: Db;
  /** Private addresses the operator lets the server call (WEBHOOK_ALLOWED_ADDRESSES). */
  allowed: ReturnType<typeof allowedRanges>;
}

/** The platform as an identity provider knows it, on the domain (origin) the admin uses. */
export function serviceProviderOf(origin: string) {
  return {
    entityId: `${origin}/api/v1/saml/metadata`,
    acsUrl: `${origin}/api/v1/saml/acs`,
    metadataUrl: `${origin}/api/v1/saml/metadata`,
  };
}

async function ownDomain(db: Db, facilityId: number, domain: string): Promise<void> {
  const row = await db
    .selectFrom('domains')
    .select('domain')
    .where('domain', '=', domain)
    .where('facility_id', '=', facilityId)
    .executeTakeFirst();
  if (!row) throw notFound(`The domain ${domain} is not one of this facility's domains`);
}

export async function providerSettings(
  db: Db,
  facilityId: number,
  domain: string,
  origin: string,
): Promise<SamlProviderSettings> {
  await ownDomain(db, facilityId, domain);
  const row = await db.selectFrom('saml_providers').selectAll().where('domain', '=', domain).executeTakeFirst();
  return {
    domain,
    serviceProvider: serviceProviderOf(origin),
    provider: row
      ? {
          metadataUrl: row.metadata_url,
          entityId: row.entity_id,
          ssoUrl: row.sso_url,
          certificates: row.certificates.map(describeCertificate),
          emailAttribute: row.email_attribute,
          firstNameAttribute: row.first_name_attribute,
          lastNameAttribute: row.last_name_attribute,
          rolesAttribute: row.roles_attribute,
          roleMap: row.role_map as NonNullable<SamlProviderSettings['provider']>['roleMap'],
          provisioning: row.provisioning,
          updatedAt: row.updated_at.getTime(),
        }
      : null,
  };
}

/** The metadata document: pasted, or read from its address (public ones, or those the operator allows). */
async function metadataDocument(context: ProviderContext, input: SamlProviderInput): Promise<{ xml: string; field: string }> {
  const url = input.metadataUrl?.trim();
  if (!url) {
    if (!input.metadataXml?.trim()) throw badRequest('Give the metadata’s address or paste the metadata', 'body.metadataXml');
    return { xml: input.metadataXml.trim(), field: 'body.metadataXml' };
  }
  const field = 'body.metadataUrl';
  try {
    const target = await checkDestination(url, context.allowed, 'metadata is read from public addresses only');
    const response = await requestPinned(
      target,
      { method: 'GET', headers: { accept: 'application/samlmetadata+xml, application/xml, text/xml' } },
      { timeoutMs: 10_000, excerptCharacters: METADATA_MAX_BYTES + 1 },
    );
    if (response.status !== 200) throw badRequest(`The metadata address answered HTTP ${response.status}`, field);
    return { xml: response.excerpt, field };
  } catch (error) {
    if (error instanceof DestinationRefused) throw badRequest(error.message, field);
    if (error instanceof Error && !('statusCode' in error))
      throw badRequest(`The metadata could not be read: ${error.message}`, field);
    throw error;
  }
}

export async function saveProvider(
  context: ProviderContext,
  who: { facilityId: number; userId: number },
  domain: string,
  input: SamlProviderInput,
): Promise<void> {
  const { db } = context;
  await ownDomain(db, who.facilityId, domain);
  const { xml, field } = await metadataDocument(context, input);
  let metadata;
  try {
    metadata = readIdentityProviderMetadata(xml);
  } catch (error) {
    if (error instanceof MetadataRefused) throw badRequest(error.message, field);
    throw error;
  }
  if (input.rolesAttribute.trim() === '' && input.roleMap.length > 0)
    throw badRequest('Name the attribute whose values grant these roles', 'body.rolesAttribute');
  const columns = {
    facility_id: who.facilityId,
    metadata_url: input.metadataUrl?.trim() || null,
    metadata_xml: xml,
    entity_id: metadata.entityId,
    sso_url: metadata.ssoUrl,
    certificates: metadata.certificates,
    email_attribute: input.emailAttribute.trim(),
    first_name_attribute: input.firstNameAttribute.trim(),
    last_name_attribute: input.lastNameAttribute.trim(),
    roles_attribute: input.rolesAttribute.trim(),
    role_map: JSON.stringify(input.roleMap) as unknown as SamlProviderInput['roleMap'],
    provisioning: input.provisioning,
    updated_by: who.userId,
    updated_at: new Date(),
  };
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('saml_providers')
      .select(['entity_id', 'sso_url', 'provisioning', 'roles_attribute', 'role_map'])
      .where('domain', '=', domain)
      .forUpdate()
      .executeTakeFirst();
    await trx
      .insertInto('saml_providers')
      .values({ domain, ...columns })
      .onConflict((conflict) => conflict.column('domain').doUpdateSet(columns))
      .execute();
    await recordSettingChange(trx, {
      facilityId: who.facilityId,
      userId: who.userId,
      setting: 'SSO_CONFIG',
      before: before && { domain, ...auditView(before) },
      after: { domain, ...auditView({ ...columns, role_map: input.roleMap }) },
    });
  });
}

/** What the audit keeps of a provider: who it is and how it maps people, not its whole document. */
function auditView(row: {
  entity_id: string;
  sso_url: string;
  provisioning: string;
  roles_attribute: string;
  role_map: unknown;
}) {
  return {
    entityId: row.entity_id,
    ssoUrl: row.sso_url,
    provisioning: row.provisioning,
    rolesAttribute: row.roles_attribute,
    roleMap: row.role_map,
  };
}

export async function removeProvider(db: Db, who: { facilityId: number; userId: number }, domain: string): Promise<void> {
  await ownDomain(db, who.facilityId, domain);
  await db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('saml_providers')
      .where('domain', '=', domain)
      .returning(['entity_id', 'sso_url', 'provisioning', 'roles_attribute', 'role_map'])
      .executeTakeFirst();
    if (!removed) throw notFound(`No identity provider is set for ${domain}`);
    await recordSettingChange(trx, {
      facilityId: who.facilityId,
      userId: who.userId,
      setting: 'SSO_CONFIG',
      before: { domain, ...auditView(removed) },
      after: null,
    });
  });
}
