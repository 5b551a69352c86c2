/**
 * A facility invites a person into one of its customer companies: an invitation
 * (accounts/invitations.ts) as ENG_NON_ADMIN without permissions (the company's own admins grant
 * more) that waits for the company's approval. The company's team editors are mailed to approve
 * or refuse it on their team page; the person gets the registration link only once approved.
 */
import type { FastifyInstance } from 'fastify';
import { assertNoAccount, createInvitation, INVITATION_DAYS, type Invitee } from '../accounts/index.js';
import { conflict } from '../http/errors.js';
import { customerOf, teamEditorsOf } from './queries.js';

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
  const email = invitee.email.trim();
  const name = `${invitee.firstName.trim()} ${invitee.lastName.trim()}`.trim();
  await ctx.db.transaction().execute(async (trx) => {
    await createInvitation(
      ctx,
      trx,
      { companyId, facilityId: scope.facilityId, invitedBy: scope.userId, roles: ['ENG_NON_ADMIN'], permissions: [] },
      invitee,
    );
    const editors = await teamEditorsOf(trx, companyId);
    if (editors.length === 0)
      throw conflict(
        `Nobody at ${company.company_name} can approve a new member yet: ask its people to invite their colleague themselves`,
      );
    await ctx.outbox.sendTemplates(
      editors.map((editor) => ({
        template: 'customers.invitationApproval' as const,
        to: editor.email,
        language: editor.language,
        facilityId: scope.facilityId,
        values: {
          name: editor.first_name,
          facility: facility.company_name,
          company: company.company_name,
          invitee: name ? `${name} <${email}>` : email,
          link: `${ctx.config.publicUrl}/engineer/team`,
          days: INVITATION_DAYS,
        },
      })),
      trx,
    );
  });
}
