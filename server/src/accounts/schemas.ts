import { PERMISSIONS, VENDOR_RELATIONS, VENDOR_TYPE_FILTERS } from 'shared/contracts';
import { Type } from 'typebox';
import { StringEnum } from '../http/schema-helpers.js';

const Permissions = Type.Array(StringEnum(PERMISSIONS), {
  description: 'What the caller may do here',
});
const OptionalText = (maxLength: number) => Type.Union([Type.String({ maxLength }), Type.Null()]);

/** What a company's profile says of it, facility or customer company alike. */
const CompanyDetails = {
  email: OptionalText(254),
  phone: OptionalText(40),
  website: OptionalText(300),
  addressLine: OptionalText(300),
  city: OptionalText(100),
  countryCode: OptionalText(2),
  currency: Type.String(),
  about: OptionalText(4000),
  logoUrl: Type.Union([Type.String(), Type.Null()], { description: 'Where its logo is read; null: none' }),
};

export const ServiceProviderSchema = Type.Object(
  {
    id: Type.Integer(),
    companyName: Type.String(),
    permissions: Permissions,
    enterpriseId: Type.Union([Type.Integer(), Type.Null()]),
    ...CompanyDetails,
  },
  { $id: 'ServiceProvider' },
);

/** A change to a company's profile: a facility's or a customer company's name and contact details. */
export const CompanyUpdate = Type.Object(
  {
    companyName: Type.Optional(Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' })),
    email: Type.Optional(Type.Union([Type.String({ format: 'email', maxLength: 254 }), Type.Null()])),
    phone: Type.Optional(
      Type.Union([Type.String({ maxLength: 40, description: 'International, with its country code (+1 512 …)' }), Type.Null()]),
    ),
    website: Type.Optional(Type.Union([Type.String({ format: 'uri', maxLength: 300 }), Type.Null()])),
    addressLine: Type.Optional(OptionalText(300)),
    city: Type.Optional(OptionalText(100)),
    countryCode: Type.Optional(Type.Union([Type.String({ pattern: '^[A-Z]{2}$' }), Type.Null()])),
    currency: Type.Optional(Type.String({ pattern: '^[A-Z]{3}$' })),
    about: Type.Optional(OptionalText(4000)),
  },
  { additionalProperties: false, minProperties: 1, $id: 'CompanyUpdate' },
);

export const VendorQuery = Type.Object(
  { vendorType: Type.Optional(StringEnum(VENDOR_TYPE_FILTERS)) },
  { additionalProperties: false },
);

export const VendorSchema = Type.Object(
  {
    serviceProviderDTO: Type.Object({ id: Type.Integer(), companyName: Type.String() }),
    vendorType: StringEnum(VENDOR_RELATIONS),
  },
  { $id: 'Vendor' },
);

export const EngineerSchema = Type.Object(
  {
    id: Type.Integer(),
    companyName: Type.String(),
    permissions: Permissions,
    b2cDashboard: Type.Boolean(),
    ...CompanyDetails,
  },
  { $id: 'EngineerProfile' },
);

/** A person's first or last name. */
export const PersonName = Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' });

export const InvitationSchema = Type.Object(
  {
    email: Type.String(),
    firstName: Type.String(),
    lastName: Type.String(),
    kind: StringEnum(['CUSTOMER', 'TEAM'], {
      description: 'CUSTOMER: a facility invites a person of its customer company; TEAM: a colleague invites',
    }),
    companyName: Type.String({ description: 'The company the account joins' }),
    invitedBy: Type.String({ description: 'Who invites: the facility (CUSTOMER) or the colleague (TEAM)' }),
  },
  { $id: 'Invitation' },
);

export const AcceptInvitationBody = Type.Object(
  { firstName: PersonName, lastName: PersonName, password: Type.String({ maxLength: 200 }) },
  { $id: 'AcceptInvitation', additionalProperties: false },
);

export const TokenParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });
