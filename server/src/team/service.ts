/**
 * What a team editor does: invite a person, change a person's roles and
 * permissions, deactivate and reactivate. The rules hold on the server for every caller:
 * nobody grants or takes away a permission they do not hold themselves, nor a role unless they
 * hold it or are the team's super admin, only a super
 * admin deactivates a super admin, nobody deactivates themselves, and the team's last active
 * super admin stays one. Changes to one team are made one at a time (a lock on the company's
 * row), so two editors demoting each other at once cannot leave the team without one.
 */
import type { FastifyInstance } from 'fastify';
import type { Permission, RoleName } from 'shared/contracts';
import {
  announcePeople,
  approveWaitingInvitation,
  changeGrants,
  assertNoAccount,
  createInvitation,
  INVITATION_DAYS,
  waitingInvitation,
  type Invitee,
} from '../accounts/index.js';
import { endSessions } from '../auth/index.js';
import type { Principal } from '../http/access.js';
import { conflict, forbidden, notFound } from '../http/errors.js';
import { memberOf } from './queries.js';
import type { Team } from './sides.js';
import { recipientOf } from '../mail/index.js';
import type { Trx } from '../db/database.js';

type Ctx = FastifyInstance['ctx'];

export interface Grant {
  roles: RoleName[];
  permissions: Permission[];
}

/** The caller's own team on this side: whose company they edit. */
export interface Editor {
  principal: Principal;
  companyId: number;
}

const LAST_SUPER_ADMIN = 'The last super admin cannot be removed: make another person super admin first';

/**
 * 403 unless the editor holds every permission that `before` and `after` differ in, and every
 * role, except a super admin, who assigns each role of the team.
 */
function assertHeld(team: Team, editor: Principal, before: Grant, after: Grant): void {
  const changed = (from: readonly string[], to: readonly string[]) => [
    ...to.filter((item) => !from.includes(item)),
    ...from.filter((item) => !to.includes(item)),
  ];
  const superAdmin = editor.roles.includes(team.superAdmin);
  const notHeld = [
    ...changed(before.roles, after.roles).filter((role) => !superAdmin && !editor.roles.includes(role as RoleName)),
    ...changed(before.permissions, after.permissions).filter(
      (permission) => !editor.permissions.includes(permission as Permission),
    ),
  ];
  if (notHeld.length)
    throw forbidden(`You cannot grant or take away what you do not hold yourself: ${notHeld.join(', ')}`, 'GRANT_NOT_HELD');
}

/** Serialises the changes to one team for the rest of the transaction. */
export const lockTeam = (trx: Trx, companyId: number) =>
  trx.selectFrom('companies').select('id').where('id', '=', companyId).forUpdate().executeTakeFirstOrThrow();

/** How many active people of the team hold its super admin role, leaving `except` out. */
export async function otherActiveSuperAdmins(trx: Trx, team: Team, companyId: number, except: number): Promise<number> {
  const row = await trx
    .selectFrom('users as u')
    .innerJoin('user_roles as r', 'r.user_id', 'u.id')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(`u.${team.member}`, '=', companyId)
    .where('u.deactivated_at', 'is', null)
    .where('r.role_name', '=', team.superAdmin)
    .where('u.id', '!=', except)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function memberForChange(trx: Trx, team: Team, companyId: number, userId: number) {
  const member = await memberOf(trx, team, companyId, userId);
  if (!member) throw notFound('There is no such person in your team');
  return member;
}

/** Invites a colleague with the roles and permissions they will have, and emails the registration link. */
export async function inviteMember(ctx: Ctx, team: Team, editor: Editor, invitee: Invitee & Grant): Promise<void> {
  assertHeld(team, editor.principal, { roles: [], permissions: [] }, invitee);
  await assertNoAccount(ctx, invitee.email);
  const inviter = await ctx.db
    .selectFrom('users as u')
    .innerJoin('companies as c', 'c.id', `u.${team.member}`)
    .select(['u.first_name', 'u.last_name', 'c.company_name'])
    .where('u.id', '=', editor.principal.userId)
    .executeTakeFirstOrThrow();
  const inviterName = `${inviter.first_name} ${inviter.last_name}`.trim();
  await ctx.db.transaction().execute(async (trx) => {
    const { link } = await createInvitation(
      ctx,
      trx,
      {
        companyId: editor.companyId,
        facilityId: null,
        invitedBy: editor.principal.userId,
        roles: invitee.roles,
        permissions: invitee.permissions,
      },
      invitee,
    );
    // The invitee has no account yet: the mail is in the inviter's language.
    const { language, facilityId } = await recipientOf(trx, editor.principal.userId);
    await ctx.outbox.sendTemplate(
      {
        template: 'team.invitation',
        to: invitee.email.trim(),
        language,
        facilityId,
        values: {
          firstName: invitee.firstName.trim(),
          inviter: inviterName,
          company: inviter.company_name,
          link,
          days: INVITATION_DAYS,
        },
      },
      trx,
    );
  });
}

/** Withdraws an open invitation of the team: its link stops working. */
export async function withdrawInvitation(ctx: Ctx, editor: Editor, invitationId: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const gone = await trx
      .deleteFrom('invitations')
      .where('id', '=', invitationId)
      .where('company_id', '=', editor.companyId)
      .where('accepted_at', 'is', null)
      .returning('facility_id')
      .executeTakeFirst();
    if (!gone) throw notFound('There is no such open invitation in your team');
    await announcePeople(trx, editor.companyId, gone.facility_id);
  });
}

const NOT_WAITING = 'There is no invitation waiting for your approval with this id';

/**
 * Approves a facility's invitation into the editor's company, and the person is mailed the
 * registration link now. A facility's invitation carries only the plainest membership (no
 * admin role, no permission), so any team editor may let it in.
 */
export async function approveInvitation(ctx: Ctx, editor: Editor, invitationId: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const invitation = await waitingInvitation(trx, editor.companyId, invitationId);
    if (!invitation) throw notFound(NOT_WAITING);
    const link = await approveWaitingInvitation(ctx, trx, invitation.id, editor.principal.userId);
    const names = await trx
      .selectFrom('companies as c')
      .leftJoin('companies as f', (join) => join.on('f.id', '=', invitation.facility_id))
      .select(['c.company_name as company', 'f.company_name as facility'])
      .where('c.id', '=', editor.companyId)
      .executeTakeFirstOrThrow();
    // The invitee has no account yet: the mail is in the language of the facility's person who asked.
    const { language } = await recipientOf(trx, invitation.invited_by ?? editor.principal.userId);
    await ctx.outbox.sendTemplate(
      {
        template: 'customers.invitation',
        to: invitation.email,
        language,
        facilityId: invitation.facility_id,
        values: {
          name: invitation.first_name || invitation.email,
          facility: names.facility ?? '',
          company: names.company,
          link,
          days: INVITATION_DAYS,
        },
      },
      trx,
    );
    await announcePeople(trx, editor.companyId, invitation.facility_id);
  });
}

/** Refuses a facility's invitation into the editor's company: nobody is mailed a link, and the facility sees it refused. */
export async function refuseInvitation(ctx: Ctx, editor: Editor, invitationId: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const invitation = await waitingInvitation(trx, editor.companyId, invitationId);
    if (!invitation) throw notFound(NOT_WAITING);
    await trx
      .updateTable('invitations')
      .set({ refused_at: new Date(), refused_by: editor.principal.userId })
      .where('id', '=', invitation.id)
      .execute();
    await announcePeople(trx, editor.companyId, invitation.facility_id);
  });
}

/** Sets a person's roles and permissions of this side (the other side's stay as they are). */
export async function updateMember(ctx: Ctx, team: Team, editor: Editor, userId: number, grant: Grant): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await lockTeam(trx, editor.companyId);
    const member = await memberForChange(trx, team, editor.companyId, userId);
    const before = { roles: member.roles as RoleName[], permissions: member.permissions as Permission[] };
    assertHeld(team, editor.principal, before, grant);
    const losesSuperAdmin = before.roles.includes(team.superAdmin) && !grant.roles.includes(team.superAdmin);
    if (losesSuperAdmin && !member.deactivated_at && (await otherActiveSuperAdmins(trx, team, editor.companyId, userId)) === 0)
      throw conflict(LAST_SUPER_ADMIN);
    await changeGrants(trx, userId, { roles: team.roles, permissions: team.permissions }, grant);
    await announcePeople(trx, editor.companyId, null);
  });
}

/**
 * Deactivates a person: they can no longer sign in, every session of theirs ends at once (the
 * open pages are told, and sign out), their API keys stop; what they made stays theirs.
 */
export async function deactivateMember(ctx: Ctx, team: Team, editor: Editor, userId: number): Promise<void> {
  if (userId === editor.principal.userId) throw conflict('You cannot deactivate yourself');
  await ctx.db.transaction().execute(async (trx) => {
    await lockTeam(trx, editor.companyId);
    const member = await memberForChange(trx, team, editor.companyId, userId);
    if (member.deactivated_at) return;
    if (member.roles.includes(team.superAdmin)) {
      if (!editor.principal.roles.includes(team.superAdmin))
        throw forbidden(`Only a super admin can deactivate a super admin`, 'GRANT_NOT_HELD');
      if ((await otherActiveSuperAdmins(trx, team, editor.companyId, userId)) === 0) throw conflict(LAST_SUPER_ADMIN);
    }
    await trx
      .updateTable('users')
      .set({ deactivated_at: new Date(), deactivated_by: editor.principal.userId })
      .where('id', '=', userId)
      .execute();
    await endSessions(trx, { id: userId, companyIds: [editor.companyId] }, 'DEACTIVATED', { keys: true });
    await announcePeople(trx, editor.companyId, null);
  });
}

/** Lets a deactivated person sign in again, with the roles and permissions they had. */
export async function reactivateMember(ctx: Ctx, team: Team, editor: Editor, userId: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await lockTeam(trx, editor.companyId);
    const member = await memberForChange(trx, team, editor.companyId, userId);
    if (member.roles.includes(team.superAdmin) && !editor.principal.roles.includes(team.superAdmin))
      throw forbidden(`Only a super admin can reactivate a super admin`, 'GRANT_NOT_HELD');
    await trx.updateTable('users').set({ deactivated_at: null, deactivated_by: null }).where('id', '=', userId).execute();
    await announcePeople(trx, editor.companyId, null);
  });
}
