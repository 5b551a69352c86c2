import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { sendVerificationEmail } from '../auth/email-links.js';
import { RegisterBody, RegisteredSchema, RegisterWithoutVerificationBody } from '../auth/schemas.js';
import { FACILITY_MEMBER, facilityOf, principalOf } from '../http/access.js';
import { badRequest } from '../http/errors.js';
import { engineerProfile, serviceProviderProfile, updateServiceProvider, vendorsOf } from './companies.js';
import { facilityOfDomain, registerCustomer, registerFacilityMember } from './registration.js';
import { EngineerSchema, ServiceProviderSchema, ServiceProviderUpdate, VendorQuery, VendorSchema } from './schemas.js';

const tags = ['accounts'];

const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  app.addSchema(ServiceProviderSchema);

  app.post(
    '/api/v1/users/register',
    {
      config: { access: { audience: 'anonymous' } },
      schema: {
        tags,
        summary: 'Creates a customer account and company, and emails a verification link',
        body: RegisterBody,
        response: { 201: RegisteredSchema },
      },
    },
    async (request, reply) => {
      const storefrontProviderId = await facilityOfDomain(ctx, request.hostname);
      const user = await registerCustomer(ctx, request.body, { storefrontProviderId, verified: false });
      await sendVerificationEmail(ctx, user);
      return reply.status(201).send({ id: user.id, email: user.email, emailVerfied: user.email_verified });
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

  app.get(
    '/api/v1/service-provider/profile',
    {
      config: { access: FACILITY_MEMBER },
      schema: { tags, summary: 'The caller’s current facility', response: { 200: Type.Ref('ServiceProvider') } },
    },
    async (request) => serviceProviderProfile(ctx.db, principalOf(request), facilityOf(request)),
  );

  app.put(
    '/api/v1/service-provider/profile',
    {
      config: { access: { ...FACILITY_MEMBER, permission: 'FACILITY_SETTINGS_EDITOR' } },
      schema: {
        tags,
        summary: 'Updates the caller’s current facility; answers with the whole updated profile',
        body: ServiceProviderUpdate,
        response: { 200: Type.Ref('ServiceProvider') },
      },
    },
    async (request) => {
      await updateServiceProvider(ctx.db, facilityOf(request), request.body);
      return serviceProviderProfile(ctx.db, principalOf(request), facilityOf(request));
    },
  );

  app.get(
    '/api/v1/sp/vendors',
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags,
        summary: 'Facilities and vendors of the current facility; vendorType=INTERNAL lists its enterprise’s facilities',
        querystring: VendorQuery,
        response: { 200: Type.Array(VendorSchema) },
      },
    },
    async (request) => vendorsOf(ctx.db, facilityOf(request), request.query.vendorType),
  );

  app.get(
    '/api/v1/engineer/profile',
    {
      config: { access: { audience: 'authenticated', authorities: ['ROLE_ENGINEER'], scope: 'engineer' } },
      schema: { tags, summary: 'The caller’s customer company and engineer flags', response: { 200: EngineerSchema } },
    },
    async (request) => {
      const principal = principalOf(request);
      return engineerProfile(ctx.db, principal, principal.engineerCompanyId ?? 0);
    },
  );
};

export default accountRoutes;
