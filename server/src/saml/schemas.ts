import { SP_TEAM_ROLES } from 'shared/contracts';
import { Type, type Static } from 'typebox';
import { EpochMs, StringEnum } from '../http/schema-helpers.js';

const PROVISIONING = ['JUST_IN_TIME', 'EXISTING_ONLY'] as const;

const Attribute = (description: string) => Type.String({ maxLength: 200, description });

export const SamlProviderInputSchema = Type.Object(
  {
    metadataUrl: Type.Optional(Type.String({ maxLength: 2000, description: 'Read now; or give metadataXml' })),
    metadataXml: Type.Optional(Type.String({ description: 'The identity provider’s metadata document' })),
    emailAttribute: Attribute('The attribute holding the email; empty: the subject’s NameID'),
    firstNameAttribute: Attribute('The attribute holding the first name'),
    lastNameAttribute: Attribute('The attribute holding the last name'),
    rolesAttribute: Attribute('The attribute whose values grant roles through roleMap; empty: roles are not mapped'),
    roleMap: Type.Array(
      Type.Object(
        { value: Type.String({ minLength: 1, maxLength: 200 }), role: StringEnum(SP_TEAM_ROLES) },
        { additionalProperties: false },
      ),
      { maxItems: 100 },
    ),
    provisioning: StringEnum(PROVISIONING, {
      description:
        'JUST_IN_TIME: a person the provider vouches for gets an account at first sign-in; EXISTING_ONLY: only accounts made beforehand',
    }),
  },
  { additionalProperties: false, $id: 'SamlProviderInput' },
);
export type SamlProviderInput = Static<typeof SamlProviderInputSchema>;

const CertificateSchema = Type.Object({ subject: Type.String(), validTo: EpochMs(), sha256: Type.String() });

export const SamlProviderSettingsSchema = Type.Object(
  {
    domain: Type.String(),
    /** What the identity provider's administrator registers the platform with. */
    serviceProvider: Type.Object({ entityId: Type.String(), acsUrl: Type.String(), metadataUrl: Type.String() }),
    provider: Type.Union([
      Type.Null(),
      Type.Object({
        metadataUrl: Type.Union([Type.String(), Type.Null()]),
        entityId: Type.String(),
        ssoUrl: Type.String(),
        certificates: Type.Array(CertificateSchema),
        emailAttribute: Type.String(),
        firstNameAttribute: Type.String(),
        lastNameAttribute: Type.String(),
        rolesAttribute: Type.String(),
        roleMap: Type.Array(Type.Object({ value: Type.String(), role: StringEnum(SP_TEAM_ROLES) })),
        provisioning: StringEnum(PROVISIONING),
        updatedAt: EpochMs(),
      }),
    ]),
  },
  { $id: 'SamlProviderSettings' },
);
export type SamlProviderSettings = Static<typeof SamlProviderSettingsSchema>;

export const SamlStartSchema = Type.Object(
  { url: Type.String({ description: 'The identity provider’s sign-in, to open' }) },
  {
    $id: 'SamlStart',
  },
);

export const SamlTicketBody = Type.Object(
  { ticket: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);

export const SamlSessionSchema = Type.Object(
  {
    access_token: Type.String(),
    token_type: Type.Literal('bearer'),
    expires_in: Type.Integer(),
    returnTo: Type.Union([Type.String(), Type.Null()], { description: 'Where the person was going when asked to sign in' }),
  },
  { $id: 'SamlSession' },
);
