import { MATCH_STATUSES } from 'shared/contracts';
import { Type } from 'typebox';
import { PersonName } from '../accounts/index.js';
import { Email } from '../auth/index.js';
import { EpochMs, Nullable, StringEnum } from '../http/schema-helpers.js';

/** A facility's invitation: waiting for the company's approval, refused, approved (the link is out), accepted or expired. */
const INVITATION_STATUSES = ['AWAITING_APPROVAL', 'REFUSED', 'APPROVED', 'ACCEPTED', 'EXPIRED'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

const Revenue = Type.Array(
  Type.Object({
    currency: Type.String({ description: 'ISO 4217 code' }),
    totalMinor: Type.Integer({ description: 'The facility’s awarded bids’ totals, in minor units of the currency' }),
  }),
  { description: 'What the customer spent with the facility, per currency' },
);

export const CustomerRowSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    city: Nullable(Type.String()),
    countryCode: Nullable(Type.String()),
    contacts: Type.Integer({ description: 'People of the company' }),
    orders: Type.Integer({ description: 'Orders of the company that came to the facility' }),
    lastOrderAt: Nullable(EpochMs('When it last submitted an order that came to the facility')),
    revenue: Revenue,
  },
  { $id: 'CustomerRow' },
);

export const CustomerListSchema = Type.Object(
  { totalCount: Type.Integer(), rows: Type.Array(Type.Ref('CustomerRow')) },
  { $id: 'CustomerList' },
);

export const CustomersQuery = Type.Object(
  {
    search: Type.Optional(Type.String({ maxLength: 200, description: 'Company name or city, a contact’s name or email' })),
    offset: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
    limit: Type.Integer({ minimum: 1, maximum: 200, default: 15 }),
  },
  { additionalProperties: false },
);

export const CustomerSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    email: Nullable(Type.String()),
    phone: Nullable(Type.String()),
    website: Nullable(Type.String()),
    address: Nullable(Type.String({ description: 'Street, city and country on one line' })),
    lastOrderAt: Nullable(EpochMs()),
    revenue: Revenue,
    ordersByState: Type.Array(Type.Object({ status: StringEnum(MATCH_STATUSES), count: Type.Integer({ minimum: 1 }) }), {
      description: 'The facility’s offers on the company’s orders, by their state',
    }),
    contacts: Type.Array(
      Type.Object({ id: Type.Integer(), name: Type.String(), email: Type.String(), emailVerified: Type.Boolean() }),
    ),
    invitations: Type.Array(
      Type.Object({
        id: Type.Integer(),
        email: Type.String(),
        name: Type.String(),
        invitedAt: EpochMs(),
        expiresAt: EpochMs(),
        acceptedAt: Nullable(EpochMs()),
        status: StringEnum(INVITATION_STATUSES),
      }),
      { description: 'The facility’s invitations to the company, newest first' },
    ),
  },
  { $id: 'Customer' },
);

export const InvitationInputSchema = Type.Object(
  {
    email: Email,
    firstName: PersonName,
    lastName: PersonName,
  },
  { $id: 'InvitationInput', additionalProperties: false },
);
