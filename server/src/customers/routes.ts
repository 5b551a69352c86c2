import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FACILITY_MEMBER, facilityOf, principalOf } from '../http/access.js';
import { IdParams, ref } from '../http/schema-helpers.js';
import { inviteCustomer } from './invite-customer.js';
import { customerOf, listCustomers } from './queries.js';
import {
  CustomerListSchema,
  CustomerRowSchema,
  CustomerSchema,
  CustomersQuery,
  InvitationInputSchema,
  type InvitationStatus,
} from './schemas.js';

const tags = ['customers'];
/** The customers page needs CUSTOMER_PORTAL_EDITOR. */
const CUSTOMER_EDITOR = { config: { access: { ...FACILITY_MEMBER, permission: 'CUSTOMER_PORTAL_EDITOR' } } } as const;

const epoch = (date: Date | null) => date?.getTime() ?? null;

/** Where a facility's invitation stands: the company approves it before its person gets the link. */
const invitationStatus = (invitation: {
  accepted_at: Date | null;
  approved_at: Date | null;
  refused_at: Date | null;
  expires_at: Date;
}): InvitationStatus => {
  if (invitation.accepted_at) return 'ACCEPTED';
  if (invitation.refused_at) return 'REFUSED';
  if (invitation.expires_at.getTime() <= Date.now()) return 'EXPIRED';
  return invitation.approved_at ? 'APPROVED' : 'AWAITING_APPROVAL';
};

const customerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const { db } = ctx;
  [CustomerRowSchema, CustomerListSchema, CustomerSchema, InvitationInputSchema].forEach((schema) => app.addSchema(schema));

  /** One customer as the page shows it. */
  const customer = async (facilityId: number, companyId: number) => {
    const { company, contacts, ordersByState, invitations } = await customerOf(db, facilityId, companyId);
    const place = [company.city, company.country_code].filter(Boolean).join(', ');
    return {
      id: company.id,
      name: company.company_name,
      email: company.email,
      phone: company.phone,
      website: company.website,
      address: [company.address_line, place].filter(Boolean).join(', ') || null,
      lastOrderAt: epoch(company.last_order_at),
      revenue: company.revenue,
      ordersByState,
      contacts: contacts.map((person) => ({
        id: person.id,
        name: [person.first_name, person.last_name].filter(Boolean).join(' '),
        email: person.email,
        emailVerified: person.email_verified,
      })),
      invitations: invitations.map((invitation) => ({
        id: invitation.id,
        email: invitation.email,
        name: `${invitation.first_name} ${invitation.last_name}`,
        invitedAt: invitation.created_at.getTime(),
        expiresAt: invitation.expires_at.getTime(),
        acceptedAt: epoch(invitation.accepted_at),
        status: invitationStatus(invitation),
      })),
    };
  };

  app.get(
    '/api/v1/customers',
    {
      ...CUSTOMER_EDITOR,
      schema: {
        tags,
        summary: 'The facility’s customer companies by name: people, orders, last order and revenue per currency',
        querystring: CustomersQuery,
        response: { 200: ref(CustomerListSchema) },
      },
    },
    async (request) => {
      const { rows, totalCount } = await listCustomers(db, facilityOf(request), request.query);
      return {
        totalCount,
        rows: rows.map((row) => ({
          id: row.id,
          name: row.company_name,
          city: row.city,
          countryCode: row.country_code,
          contacts: row.contacts,
          orders: row.orders,
          lastOrderAt: epoch(row.last_order_at),
          revenue: row.revenue,
        })),
      };
    },
  );

  app.get(
    '/api/v1/customers/:id',
    {
      ...CUSTOMER_EDITOR,
      schema: {
        tags,
        summary: 'One customer company of the facility: its people, the facility’s offers by state, revenue, invitations',
        params: IdParams,
        response: { 200: ref(CustomerSchema) },
      },
    },
    async (request) => customer(facilityOf(request), request.params.id),
  );

  app.post(
    '/api/v1/customers/:id/invitations',
    {
      ...CUSTOMER_EDITOR,
      schema: {
        tags,
        summary:
          'Asks the customer company to let a person join: its team editors are emailed to approve or refuse, and the ' +
          'person gets a registration link only once approved; inviting again renews it. 409 when the address has an ' +
          'account, or when the company has nobody who may approve',
        params: IdParams,
        body: ref(InvitationInputSchema),
        response: { 201: ref(CustomerSchema) },
      },
    },
    async (request, reply) => {
      const facilityId = facilityOf(request);
      await inviteCustomer(ctx, { facilityId, userId: principalOf(request).userId }, request.params.id, request.body);
      return reply.code(201).send(await customer(facilityId, request.params.id));
    },
  );
};

export default customerRoutes;
