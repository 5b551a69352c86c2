/** A team's invitations: the open ones, inviting and withdrawing, and a customer company's answer to a facility's. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { IdParams, ref } from '../http/schema-helpers.js';
import { openInvitations } from './queries.js';
import { teamSchemas } from './schemas.js';
import { approveInvitation, inviteMember, refuseInvitation, withdrawInvitation } from './service.js';
import type { Team } from './sides.js';
import { teamAccess, teamEditorOf } from './route-access.js';

const tags = ['team'];

export default function invitationRoutes(team: Team): FastifyPluginAsyncTypebox {
  return async (app) => {
    const { ctx } = app;
    const { db } = ctx;
    const schemas = teamSchemas(team);
    const access = teamAccess(team);
    const editorOf = teamEditorOf(team);

    app.get(
      `${team.prefix}/invitations`,
      {
        ...access,
        schema: {
          tags,
          summary: 'The invitations into the team that are not accepted yet, newest first',
          response: { 200: Type.Array(ref(schemas.Invitation)) },
        },
      },
      async (request) =>
        (await openInvitations(db, editorOf(request).companyId)).map((row) => ({
          id: row.id,
          email: row.email,
          firstName: row.first_name,
          lastName: row.last_name,
          roles: row.roles,
          permissions: row.permissions,
          invitedBy: row.invited_by,
          facility: row.facility_name,
          awaitingApproval: row.approved_at === null,
          invitedAt: row.created_at.getTime(),
          expiresAt: row.expires_at.getTime(),
        })),
    );

    app.post(
      `${team.prefix}/invitations`,
      {
        ...access,
        schema: {
          tags,
          summary:
            'Invites a person with the roles and permissions they will have: an email with a registration link; ' +
            'inviting again renews it. 409 when the address has an account',
          body: ref(schemas.InviteBody),
          response: { 201: Type.Null() },
        },
      },
      async (request, reply) => {
        await inviteMember(ctx, team, editorOf(request), request.body);
        return reply.code(201).send(null);
      },
    );

    app.delete(
      `${team.prefix}/invitations/:id`,
      {
        ...access,
        schema: {
          tags,
          summary: 'Withdraws an open invitation: its link stops working',
          params: IdParams,
          response: { 204: Type.Null() },
        },
      },
      async (request, reply) => {
        await withdrawInvitation(ctx, editorOf(request), request.params.id);
        return reply.code(204).send(null);
      },
    );

    // Only a customer company is asked: a facility invites people into its customers, never into another facility.
    if (team.side !== 'engineer') return;

    app.post(
      `${team.prefix}/invitations/:id/approve`,
      {
        ...access,
        schema: {
          tags,
          summary:
            'Approves a facility’s invitation into the company: its person is emailed the registration link now. ' +
            '404 when no such invitation waits',
          params: IdParams,
          response: { 204: Type.Null() },
        },
      },
      async (request, reply) => {
        await approveInvitation(ctx, editorOf(request), request.params.id);
        return reply.code(204).send(null);
      },
    );

    app.post(
      `${team.prefix}/invitations/:id/refuse`,
      {
        ...access,
        schema: {
          tags,
          summary: 'Refuses a facility’s invitation into the company: its person gets no link, the facility sees it refused',
          params: IdParams,
          response: { 204: Type.Null() },
        },
      },
      async (request, reply) => {
        await refuseInvitation(ctx, editorOf(request), request.params.id);
        return reply.code(204).send(null);
      },
    );
  };
}
