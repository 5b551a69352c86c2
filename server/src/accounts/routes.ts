import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  hashPassword,
  passwordProblem,
  RegisterBody,
  RegisteredSchema,
  RegisterWithoutVerificationBody,
  RegistrationAcceptedSchema,
} from '../auth/index.js';
import { ANONYMOUS, facilityOf } from '../http/access.js';
import { badRequest } from '../http/errors.js';
import { ref } from '../http/schema-helpers.js';
import { facilityOfDomain, registerCustomer, registerFacilityMember } from './service.js';
import type { RegistrationPayload } from './request-handlers.js';
import { acceptInvitation, openInvitation, type OpenInvitation } from './invitations.js';
import { AcceptInvitationBody, CompanyUpdate, InvitationSchema, TokenParams } from './schemas.js';
import companyRoutes from './company-routes.js';
import { named } from '../http/named-plugin.js';

const tags = ['accounts'];

/** An invitation as the registration page shows it. */
const invitationView = (invitation: OpenInvitation) => ({
  email: invitation.email,
  firstName: invitation.first_name,
  lastName: invitation.last_name,
  kind: invitation.kind,
  companyName: invitation.company_name,
  invitedBy: invitation.invitedBy,
});

const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  app.addSchema(RegisterBody);
  app.addSchema(RegistrationAcceptedSchema);
  app.addSchema(CompanyUpdate);
  app.addSchema(InvitationSchema);
  app.addSchema(AcceptInvitationBody);

  app.post(
    '/api/v1/users/register',
    {
      config: { access: ANONYMOUS },
      schema: {
        tags,
        summary:
          'Accepts a customer registration (202); the account and company are made and a verification link emailed just after. ' +
          'An address that has an account gets the same answer, and its owner an email saying so',
        body: ref(RegisterBody),
        response: { 202: ref(RegistrationAcceptedSchema) },
      },
      onResponse: async () => ctx.accountRequests.kick(),
    },
    async (request, reply) => {
      const { email, password, ...account } = request.body;
      const problem = passwordProblem(password, email);
      if (problem) throw badRequest(problem, 'body.password');
      const payload: RegistrationPayload = {
        ...account,
        storefrontProviderId: await facilityOfDomain(ctx, request.hostname),
        passwordHash: await hashPassword(password),
      };
      // The same work whatever the address: whether it has an account is found out after the answer.
      await ctx.accountRequests.enqueue({ kind: 'REGISTRATION', email, clientAddress: request.ip, payload });
      return reply.status(202).send({ message: 'We sent you an email. Open its link to continue.' });
    },
  );

  app.post(
    '/api/v1/users/register-without-verification',
    {
      config: { access: { audience: 'authenticated', authorities: ['ROLE_ADMIN'], scope: 'facility' } },
      schema: {
        tags,
        summary: 'Admin only: creates a verified account, a customer or a member of the caller’s facility',
        body: RegisterWithoutVerificationBody,
        response: { 201: RegisteredSchema },
      },
    },
    async (request, reply) => {
      const { accountType, companyName, ...account } = request.body;
      let user: { id: number; email: string; email_verified: boolean };
      if (accountType === 'ENGINEER') {
        if (!companyName) throw badRequest('body.companyName is required for an ENGINEER account', 'body.companyName');
        // The new customer orders from the admin's own facility, whatever the Host header says.
        user = await registerCustomer(
          ctx,
          { ...account, companyName },
          { storefrontProviderId: facilityOf(request), verified: true },
        );
      } else {
        user = await registerFacilityMember(ctx, account, facilityOf(request));
      }
      return reply.status(201).send({ id: user.id, email: user.email, emailVerfied: user.email_verified });
    },
  );

  await app.register(named(companyRoutes));

  app.get(
    '/api/v1/users/invitations/:token',
    {
      config: { access: ANONYMOUS },
      schema: {
        tags,
        summary: 'An open invitation by its link: who is invited into which company, and by whom',
        params: TokenParams,
        response: { 200: ref(InvitationSchema) },
      },
    },
    async (request) => invitationView(await openInvitation(ctx, request.params.token)),
  );

  app.post(
    '/api/v1/users/invitations/:token/accept',
    {
      config: { access: ANONYMOUS },
      schema: {
        tags,
        summary: 'Accepts an invitation: a verified account in the inviting company, to sign in with at once',
        params: TokenParams,
        body: ref(AcceptInvitationBody),
        response: { 201: ref(InvitationSchema) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(invitationView(await acceptInvitation(ctx, request.params.token, request.body))),
  );
};

export default accountRoutes;
