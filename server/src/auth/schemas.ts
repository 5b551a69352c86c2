import { DASHBOARD_ROLES, DASHBOARDS, PERMISSIONS, ROLE_NAMES } from 'shared/contracts';
import { LANGUAGE_KEYS } from 'shared/texts';
import { Type } from 'typebox';
import { PASSWORD_MAX_LENGTH } from './passwords.js';
import { API_KEY_HEADER } from '../http/access.js';
import { ref, StringEnum } from '../http/schema-helpers.js';

export const Email = Type.String({ format: 'email', minLength: 3, maxLength: 254, description: 'Email address' });
/** Login takes any password text: the length rules apply when one is set, not when it is checked. */
export const LoginPassword = Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH });
const NewPassword = Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH, description: 'At least 10 characters' });

export const LoginBody = Type.Object(
  { email: Email, password: LoginPassword },
  { additionalProperties: false, $id: 'LoginInput' },
);

export const ForgotPasswordBody = Type.Object({ email: Email }, { additionalProperties: false, $id: 'ForgotPasswordInput' });

export const TokenBody = Type.Object(
  {
    grant_type: Type.Union([Type.Literal('password'), Type.Literal('refresh_token')]),
    username: Type.Optional(Email),
    password: Type.Optional(LoginPassword),
  },
  { additionalProperties: false, description: 'Form-encoded or JSON. The refresh grant reads the refresh_token cookie.' },
);

export const TokenResponseSchema = Type.Object(
  {
    access_token: Type.String(),
    token_type: Type.Literal('bearer'),
    expires_in: Type.Integer({ description: 'Seconds until the access token expires' }),
  },
  { $id: 'TokenResponse' },
);

export const MessageSchema = Type.Object({ message: Type.String() }, { $id: 'Message' });

const CompanyRefSchema = Type.Object(
  {
    id: Type.Integer(),
    companyName: Type.String(),
    kind: Type.Union([Type.Literal('SERVICE_PROVIDER'), Type.Literal('ENGINEER')]),
  },
  { $id: 'CompanyRef' },
);

export const UserSchema = Type.Object(
  {
    id: Type.Integer(),
    email: Type.String(),
    firstName: Type.String(),
    lastName: Type.String(),
    emailVerfied: Type.Boolean({ description: 'Spelt so in the API' }),
    roles: Type.Array(Type.Object({ roleName: StringEnum(ROLE_NAMES) })),
    defaultRole: StringEnum(DASHBOARD_ROLES),
    currentRole: StringEnum(DASHBOARD_ROLES),
    dashboard: StringEnum(DASHBOARDS),
    dateFormat: Type.String(),
    switchAccountEnabled: Type.Boolean(),
    permissions: Type.Array(StringEnum(PERMISSIONS)),
    serviceProvider: Type.Union([ref(CompanyRefSchema), Type.Null()]),
    engineerCompany: Type.Union([ref(CompanyRefSchema), Type.Null()]),
  },
  { $id: 'User' },
);

export const RegisterBody = Type.Object(
  {
    email: Email,
    password: NewPassword,
    firstName: Type.String({ minLength: 1, maxLength: 100 }),
    lastName: Type.String({ minLength: 1, maxLength: 100 }),
    companyName: Type.String({ minLength: 1, maxLength: 200 }),
    language: Type.Optional(
      StringEnum(LANGUAGE_KEYS, { description: 'The language the visitor registers in: their emails are written in it' }),
    ),
  },
  { additionalProperties: false, $id: 'RegistrationInput' },
);

export const RegisterWithoutVerificationBody = Type.Object(
  {
    email: Email,
    password: NewPassword,
    firstName: Type.String({ minLength: 1, maxLength: 100 }),
    lastName: Type.String({ minLength: 1, maxLength: 100 }),
    accountType: Type.Union([Type.Literal('ENGINEER'), Type.Literal('SERVICE_PROVIDER')], {
      description: 'ENGINEER: a new customer company; SERVICE_PROVIDER: a member of the caller’s current facility',
    }),
    companyName: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'Required for ENGINEER' })),
  },
  { additionalProperties: false },
);

export const RegisteredSchema = Type.Object({ id: Type.Integer(), email: Type.String(), emailVerfied: Type.Boolean() });

/** The answer to a public registration: the same whether or not the address already has an account. */
export const RegistrationAcceptedSchema = Type.Object({ message: Type.String() }, { $id: 'RegistrationAccepted' });

export const SsoConfigSchema = Type.Object(
  {
    headline1: Type.String({ maxLength: 200 }),
    headline2: Type.String({ maxLength: 500 }),
    authType: StringEnum(['SAML', 'NONE'] as const),
    customLogin: Type.Boolean(),
    buttonText: Type.String({ maxLength: 100 }),
  },
  { additionalProperties: false, $id: 'SsoConfig' },
);

export const ResetPasswordBody = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 200 }), password: NewPassword },
  { additionalProperties: false, $id: 'ResetPasswordInput' },
);

export const MediaConfigSchema = Type.Object({ mediaURL: Type.String(), itarMediaURL: Type.String() }, { $id: 'MediaConfig' });

export const UserKeySchema = Type.Object(
  { userKey: Type.String({ description: `Send as the ${API_KEY_HEADER.toUpperCase()} header to act as this user` }) },
  { $id: 'UserKey' },
);

/** The named schemas of this module, registered by its routes. */
export const AUTH_SCHEMAS = [
  LoginBody,
  ForgotPasswordBody,
  TokenResponseSchema,
  MessageSchema,
  CompanyRefSchema,
  UserSchema,
  SsoConfigSchema,
  ResetPasswordBody,
  MediaConfigSchema,
  UserKeySchema,
];
