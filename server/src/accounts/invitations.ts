/**
 * Invitations into a company: a facility invites a person of one of its customer companies, a
 * team editor invites a colleague. The email's link names a one-time token (only its hash is
 * stored); opening it shows who invites whom, and accepting it makes a verified account in the
 * company, with the roles and permissions the invitation carries: the link itself proved the
 * address.
 *
 * A person joins a company only with the company's word: a colleague's invitation is approved by
 * the team editor who makes it, while a facility's waits for one of the company's team editors
 * (an account in a customer company sees its orders, its files and every facility's bid on
 * them, so a supplier's word alone must never make one). Its link is made and mailed only when
 * the company approves.
 */
import type { FastifyInstance } from 'fastify';
import type { Permission, RoleName } from 'shared/contracts';
import { hashPassword, hashToken, passwordProblem, randomToken } from '../auth/index.js';
import { badRequest, conflict } from '../http/errors.js';
import { findUserByEmail } from './queries.js';
import { insertAccount } from './service.js';
import type { Trx } from '../db/database.js';

type Ctx = FastifyInstance['ctx'];

/** How long an invitation's link works. */
export const INVITATION_DAYS = 14;
const INVALID = 'This invitation link is invalid or has expired';

export interface Invitee {
  email: string;
  firstName: string;
  lastName: string;
}

/** Into which company, by whom, with which rights. */
export interface InvitationGrant {
  companyId: number;
  /** The facility inviting a customer's person; null for a colleague. */
  facilityId: number | null;
  invitedBy: number;
  roles: RoleName[];
  permissions: Permission[];
}

/**
 * Tells the open pages that a company's people or invitations changed (the live stream): the
 * company's team pages, and the inviting facility's customer page.
 */
export async function announcePeople(trx: Trx, companyId: number, facilityId: number | null): Promise<void> {
  await trx
    .insertInto('event_outbox')
    .values([
      { topic: 'team.people', rfq_id: null, match_id: null, company_ids: [companyId], payload: { companyId } },
      ...(facilityId === null
        ? []
        : [{ topic: 'customer.people', rfq_id: null, match_id: null, company_ids: [facilityId], payload: { companyId } }]),
    ])
    .execute();
}

/** 409 when the address already has an account: a person belongs to one company. */
export async function assertNoAccount(ctx: Ctx, email: string): Promise<void> {
  if (await findUserByEmail(ctx.db, email.trim())) throw conflict('An account with this email already exists');
}

const expiryFromNow = () => new Date(Date.now() + INVITATION_DAYS * 86_400_000);
const registrationLink = (ctx: Ctx, token: string) => `${ctx.config.publicUrl}/register?invitation=${token}`;

/**
 * Makes the open invitation of `invitee` into the grant's company, inside the caller's
 * transaction; inviting the same address again renews it (the old link stops working). A
 * colleague's invitation is approved at once and its registration link returned for the
 * caller's email; a facility's waits for the company's approval, without a link (null).
 */
export async function createInvitation(
  ctx: Ctx,
  trx: Trx,
  grant: InvitationGrant & { facilityId: null },
  invitee: Invitee,
): Promise<{ id: number; link: string }>;
export async function createInvitation(
  ctx: Ctx,
  trx: Trx,
  grant: InvitationGrant,
  invitee: Invitee,
): Promise<{ id: number; link: string | null }>;
export async function createInvitation(
  ctx: Ctx,
  trx: Trx,
  grant: InvitationGrant,
  invitee: Invitee,
): Promise<{ id: number; link: string | null }> {
  const email = invitee.email.trim();
  const approvedByInviter = grant.facilityId === null;
  // A waiting invitation's token is never sent: approving it makes the one its link carries.
  const token = randomToken();
  await trx
    .deleteFrom('invitations')
    .where('company_id', '=', grant.companyId)
    .where(({ fn }) => fn('lower', ['email']), '=', email.toLowerCase())
    .where('accepted_at', 'is', null)
    .execute();
  const row = await trx
    .insertInto('invitations')
    .values({
      company_id: grant.companyId,
      facility_id: grant.facilityId,
      invited_by: grant.invitedBy,
      roles: grant.roles,
      permissions: grant.permissions,
      email,
      first_name: invitee.firstName.trim(),
      last_name: invitee.lastName.trim(),
      token_hash: hashToken(token),
      expires_at: expiryFromNow(),
      approved_at: approvedByInviter ? new Date() : null,
      approved_by: approvedByInviter ? grant.invitedBy : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await announcePeople(trx, grant.companyId, grant.facilityId);
  return { id: row.id, link: approvedByInviter ? registrationLink(ctx, token) : null };
}

/** An invitation of the company that waits for its approval, locked for the rest of the transaction; null when there is none. */
export const waitingInvitation = (trx: Trx, companyId: number, invitationId: number) =>
  trx
    .selectFrom('invitations')
    .selectAll()
    .where('id', '=', invitationId)
    .where('company_id', '=', companyId)
    .where('accepted_at', 'is', null)
    .where('approved_at', 'is', null)
    .where('refused_at', 'is', null)
    .where('expires_at', '>', new Date())
    .forUpdate()
    .executeTakeFirst();

/**
 * The company approves a waiting invitation: its link is made now (valid for the usual days from
 * now) and returned for the invitee's email.
 */
export async function approveWaitingInvitation(ctx: Ctx, trx: Trx, invitationId: number, approvedBy: number): Promise<string> {
  const token = randomToken();
  await trx
    .updateTable('invitations')
    .set({ token_hash: hashToken(token), approved_at: new Date(), approved_by: approvedBy, expires_at: expiryFromNow() })
    .where('id', '=', invitationId)
    .execute();
  return registrationLink(ctx, token);
}

/**
 * An open invitation by its link's token, as the registration page shows it: the company, and
 * who invites (the facility for a customer's person, the colleague for a team member); 400
 * naming `params.token` otherwise.
 */
export async function openInvitation(ctx: Ctx, token: string) {
  const row = await ctx.db
    .selectFrom('invitations as i')
    .innerJoin('companies as c', 'c.id', 'i.company_id')
    .leftJoin('companies as f', 'f.id', 'i.facility_id')
    .leftJoin('users as u', 'u.id', 'i.invited_by')
    .select([
      'i.id',
      'i.email',
      'i.first_name',
      'i.last_name',
      'i.company_id',
      'i.facility_id',
      'i.roles',
      'i.permissions',
      'c.kind as company_kind',
      'c.company_name',
      'f.company_name as facility_name',
      'u.first_name as inviter_first_name',
      'u.last_name as inviter_last_name',
    ])
    .where('i.token_hash', '=', hashToken(token))
    .where('i.accepted_at', 'is', null)
    .where('i.approved_at', 'is not', null)
    .where('i.expires_at', '>', new Date())
    .executeTakeFirst();
  if (!row) throw badRequest(INVALID, 'params.token');
  const kind = row.facility_id === null ? ('TEAM' as const) : ('CUSTOMER' as const);
  const invitedBy = row.facility_name ?? `${row.inviter_first_name ?? ''} ${row.inviter_last_name ?? ''}`.trim();
  return { ...row, kind, invitedBy };
}

export type OpenInvitation = Awaited<ReturnType<typeof openInvitation>>;

/**
 * Accepts an invitation (and returns it, with the names chosen): a verified account in the
 * company, a member of the facility or a customer engineer as the company is, with the
 * invitation's roles and permissions.
 */
export async function acceptInvitation(
  ctx: Ctx,
  token: string,
  account: { firstName: string; lastName: string; password: string },
): Promise<OpenInvitation> {
  const invitation = await openInvitation(ctx, token);
  const problem = passwordProblem(account.password, invitation.email);
  if (problem) throw badRequest(problem, 'body.password');
  await assertNoAccount(ctx, invitation.email);
  const passwordHash = await hashPassword(account.password);
  const facilityMember = invitation.company_kind === 'SERVICE_PROVIDER';
  return ctx.db.transaction().execute(async (trx) => {
    // Spent once: of two tabs accepting at once, the second finds it used.
    const spent = await trx
      .updateTable('invitations')
      .set({ accepted_at: new Date() })
      .where('id', '=', invitation.id)
      .where('accepted_at', 'is', null)
      .executeTakeFirst();
    if (spent.numUpdatedRows === 0n) throw badRequest(INVALID, 'params.token');
    await announcePeople(trx, invitation.company_id, invitation.facility_id);
    await insertAccount(
      trx,
      { email: invitation.email, firstName: account.firstName.trim(), lastName: account.lastName.trim() },
      passwordHash,
      {
        verified: true,
        default_role: facilityMember ? 'ROLE_SERVICE_PROVIDER' : 'ROLE_ENGINEER',
        dashboard: facilityMember ? 'SERVICE_PROVIDER' : 'STORE_FRONT',
        service_provider_id: facilityMember ? invitation.company_id : null,
        engineer_company_id: facilityMember ? null : invitation.company_id,
        roles: [
          ...new Set<RoleName>([facilityMember ? 'ROLE_SERVICE_PROVIDER' : 'ROLE_ENGINEER', ...(invitation.roles as RoleName[])]),
        ],
        permissions: invitation.permissions as Permission[],
      },
    );
    return { ...invitation, first_name: account.firstName.trim(), last_name: account.lastName.trim() };
  });
}
