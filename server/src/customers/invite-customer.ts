/**
 * A facility invites a person of one of its customer companies (issue 13, item 8): an
 * invitation (accounts/invitations.ts) into the company as ENG_NON_ADMIN without permissions
 * (the company's own admins grant more), and an email with its registration link.
 */
import type { FastifyInstance } from 'fastify';
import { assertNoAccount, createInvitation, INVITATION_DAYS, type Invitee } from '../accounts/invitations.js';
import { customerOf } from './queries.js';
import { recipientOf } from '../mail/compose.js';

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
    // The invitee has no account yet: the mail is in the inviting person's language.
    const { language } = await recipientOf(trx, scope.userId);
    await ctx.outbox.sendTemplate(
      {
        template: 'customers.invitation',
        to: invitee.email.trim(),
        language,
        facilityId: scope.facilityId,
        values: {
          name: invitee.firstName.trim() || invitee.email.trim(),
          facility: facility.company_name,
          company: company.company_name,
          link,
          days: INVITATION_DAYS,
        },
      },
      trx,
    );
  });
}
