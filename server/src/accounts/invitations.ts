/**
 * A facility invites a person of a customer company (issue 13, item 8). The email's link names a
 * one-time token (only its hash is stored); opening it shows who invited whom, and accepting it
 * makes a verified account in the customer's company: the link itself proved the address.
 */
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { insertAccount } from '../accounts/service.js';
import { findUserByEmail } from '../accounts/queries.js';
import { hashPassword, passwordProblem } from '../auth/passwords.js';
import { hashToken, randomToken } from '../auth/tokens.js';
import { badRequest, conflict } from '../http/errors.js';
import { customerOf } from './queries.js';

type Ctx = FastifyInstance['ctx'];
type Trx = Transaction<Database>;

/** Tells the facility's open pages that a customer's people or invitations changed (the live stream). */
const announce = (trx: Trx, facilityId: number, companyId: number) =>
  trx
    .insertInto('event_outbox')
    .values({ topic: 'customer.people', rfq_id: null, match_id: null, company_ids: [facilityId], payload: { companyId } })
    .execute();

/** How long an invitation's link works. */
export const INVITATION_DAYS = 14;
const INVALID = 'This invitation link is invalid or has expired';

export interface Invitee {
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * Invites `invitee` into the facility's customer company `companyId` and emails the link; inviting
 * the same address again renews the open invitation (a new link; the old one stops working).
 * 409 when the address already has an account.
 */
export async function inviteCustomer(
  ctx: Ctx,
  scope: { facilityId: number; userId: number },
  companyId: number,
  invitee: Invitee,
): Promise<{ id: number }> {
  const { company } = await customerOf(ctx.db, scope.facilityId, companyId);
  const email = invitee.email.trim();
  if (await findUserByEmail(ctx.db, email)) throw conflict('An account with this email already exists');
  const token = randomToken();
  const facility = await ctx.db
    .selectFrom('companies')
    .select('company_name')
    .where('id', '=', scope.facilityId)
    .executeTakeFirstOrThrow();
  return ctx.db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('customer_invitations')
      .where('company_id', '=', companyId)
      .where(({ fn }) => fn('lower', ['email']), '=', email.toLowerCase())
      .where('accepted_at', 'is', null)
      .execute();
    const row = await trx
      .insertInto('customer_invitations')
      .values({
        company_id: companyId,
        facility_id: scope.facilityId,
        invited_by: scope.userId,
        email,
        first_name: invitee.firstName.trim(),
        last_name: invitee.lastName.trim(),
        token_hash: hashToken(token),
        expires_at: new Date(Date.now() + INVITATION_DAYS * 86_400_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.outbox.send(
      {
        to: email,
        subject: `${facility.company_name} invites you to order for ${company.company_name}`,
        text:
          `Hello ${invitee.firstName.trim() || email},\n\n` +
          `${facility.company_name} invites you to join ${company.company_name} on its ordering platform: ` +
          `to upload parts, order them and follow them to your door.\n\n` +
          `To choose your password and start, open:\n${ctx.config.publicUrl}/register?invitation=${token}\n\n` +
          `The link is valid for ${INVITATION_DAYS} days.`,
      },
      trx,
    );
    await announce(trx, scope.facilityId, companyId);
    return { id: row.id };
  });
}

/** An open invitation by its link's token, as the registration page shows it; 400 naming `params.token` otherwise. */
export async function openInvitation(ctx: Ctx, token: string) {
  const row = await ctx.db
    .selectFrom('customer_invitations as i')
    .innerJoin('companies as c', 'c.id', 'i.company_id')
    .innerJoin('companies as f', 'f.id', 'i.facility_id')
    .select([
      'i.id',
      'i.email',
      'i.first_name',
      'i.last_name',
      'i.company_id',
      'c.company_name',
      'f.company_name as facility_name',
    ])
    .where('i.token_hash', '=', hashToken(token))
    .where('i.accepted_at', 'is', null)
    .where('i.expires_at', '>', new Date())
    .executeTakeFirst();
  if (!row) throw badRequest(INVALID, 'params.token');
  return row;
}

/**
 * Accepts an invitation: a verified customer engineer (ROLE_ENGINEER, ENG_NON_ADMIN, no
 * permissions: the company's admins grant more) in the inviting company.
 */
export async function acceptInvitation(
  ctx: Ctx,
  token: string,
  account: { firstName: string; lastName: string; password: string },
): Promise<{ email: string }> {
  const invitation = await openInvitation(ctx, token);
  const problem = passwordProblem(account.password, invitation.email);
  if (problem) throw badRequest(problem, 'body.password');
  if (await findUserByEmail(ctx.db, invitation.email)) throw conflict('An account with this email already exists');
  const passwordHash = await hashPassword(account.password);
  return ctx.db.transaction().execute(async (trx) => {
    // Spent once: of two tabs accepting at once, the second finds it used.
    const spent = await trx
      .updateTable('customer_invitations')
      .set({ accepted_at: new Date() })
      .where('id', '=', invitation.id)
      .where('accepted_at', 'is', null)
      .returning('facility_id')
      .executeTakeFirst();
    if (!spent) throw badRequest(INVALID, 'params.token');
    await announce(trx, spent.facility_id, invitation.company_id);
    const user = await insertAccount(
      trx,
      { email: invitation.email, firstName: account.firstName.trim(), lastName: account.lastName.trim() },
      passwordHash,
      {
        verified: true,
        default_role: 'ROLE_ENGINEER',
        dashboard: 'STORE_FRONT',
        service_provider_id: null,
        engineer_company_id: invitation.company_id,
        roles: ['ROLE_ENGINEER', 'ENG_NON_ADMIN'],
        permissions: [],
      },
    );
    return { email: user.email };
  });
}
