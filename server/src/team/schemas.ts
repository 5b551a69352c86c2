import { Type } from 'typebox';
import { PersonName } from '../accounts/index.js';
import { Email } from '../auth/index.js';
import { EpochMs, Nullable, StringEnum } from '../http/schema-helpers.js';
import type { Team } from './sides.js';

const MEMBER_STATUSES = ['ACTIVE', 'DEACTIVATED'] as const;

/** The schemas of one team's routes: its roles and permissions are the enums of its fields. */
export function teamSchemas(team: Team) {
  const suffix = team.side === 'facility' ? 'Facility' : 'Engineer';
  const Roles = Type.Array(StringEnum(team.roles), { uniqueItems: true, maxItems: team.roles.length });
  const Permissions = Type.Array(StringEnum(team.permissions), { uniqueItems: true, maxItems: team.permissions.length });

  const Member = Type.Object(
    {
      id: Type.Integer(),
      firstName: Type.String(),
      lastName: Type.String(),
      email: Type.String(),
      emailVerified: Type.Boolean(),
      roles: Roles,
      permissions: Permissions,
      status: StringEnum(MEMBER_STATUSES),
      joinedAt: EpochMs('When the account was made'),
      lastSignInAt: Nullable(EpochMs('When the person last signed in')),
      deactivatedAt: Nullable(EpochMs()),
    },
    { $id: `${suffix}TeamMember` },
  );
  const MemberList = Type.Object(
    { totalCount: Type.Integer(), rows: Type.Array(Type.Ref(`${suffix}TeamMember`)) },
    { $id: `${suffix}TeamMemberList` },
  );
  const Invitation = Type.Object(
    {
      id: Type.Integer(),
      email: Type.String(),
      firstName: Type.String(),
      lastName: Type.String(),
      roles: Type.Array(Type.String()),
      permissions: Type.Array(Type.String()),
      invitedBy: Nullable(Type.String()),
      facility: Nullable(Type.String({ description: 'The facility that asks the company to let this person join' })),
      awaitingApproval: Type.Boolean({
        description: 'A facility’s invitation that waits for a team editor to approve or refuse it; its person has no link yet',
      }),
      invitedAt: EpochMs(),
      expiresAt: EpochMs(),
    },
    { $id: `${suffix}TeamInvitation` },
  );
  const Grant = Type.Object({ roles: Roles, permissions: Permissions }, { additionalProperties: false });
  const InviteBody = Type.Object(
    { email: Email, firstName: PersonName, lastName: PersonName, roles: Roles, permissions: Permissions },
    { additionalProperties: false, $id: `${suffix}TeamInvite` },
  );
  const MemberQuery = Type.Object(
    {
      search: Type.Optional(Type.String({ maxLength: 200, description: 'A part of the name or email' })),
      status: Type.Optional(StringEnum(MEMBER_STATUSES)),
      role: Type.Optional(StringEnum(team.roles)),
      offset: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
      limit: Type.Integer({ minimum: 1, maximum: 200, default: 15 }),
    },
    { additionalProperties: false },
  );
  return { Member, MemberList, Invitation, Grant, InviteBody, MemberQuery };
}
