/**
 * A facility invites a person of one of its customer companies (issue 13, item 8): an
 * invitation (accounts/invitations.ts) into the company as ENG_NON_ADMIN without permissions
 * (the company's own admins grant more), and an email with its registration link.
 */
import type { FastifyInstance } from 'fastify';
import { assertNoAccount, createInvitation, INVITATION_DAYS, type Invitee } from '../accounts/invitations.js';
import { customerOf } from './queries.js';

export async function inviteCustomer(
  ctx: FastifyInstance['ctx'],
  scope: { facilityId: number; userId: number },
  companyId: number,
  invitee: Invitee,
): Promise<void> {
  const { company } = await customerOf(ctx.db, scope.facilityId, companyId);
  await assertNoAccount(ctx, invitee.email);
  const facility = await ctx.db
    .selectFrom('companies')
    .select('company_name')
    .where('id', '=', scope.facilityId)
    .executeTakeFirstOrThrow();
  await ctx.db.transaction().execute(async (trx) => {
    const { link } = await createInvitation(
      ctx,
      trx,
      { companyId, facilityId: scope.facilityId, invitedBy: scope.userId, roles: ['ENG_NON_ADMIN'], permissions: [] },
      invitee,
    );
    await ctx.outbox.send(
      {
        to: invitee.email.trim(),
        subject: `${facility.company_name} invites you to order for ${company.company_name}`,
        text:
          `Hello ${invitee.firstName.trim() || invitee.email.trim()},\n\n` +
          `${facility.company_name} invites you to join ${company.company_name} on its ordering platform: ` +
          `to upload parts, order them and follow them to your door.\n\n` +
          `To choose your password and start, open:\n${link}\n\n` +
          `The link is valid for ${INVITATION_DAYS} days.`,
      },
      trx,
    );
  });
}
