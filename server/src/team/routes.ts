/**
 * The team routes, the same for both teams: `/api/v1/sp/team/…` for the
 * caller's current facility with SP_TEAM_EDITOR, `/api/v1/engineer/team/…` for the caller's
 * customer company with ENG_TEAM_EDITOR. A person of another company is not found (404).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Permission, RoleName } from 'shared/contracts';
import { companyOf, facilityOf, principalOf } from '../http/access.js';
import { IdParams, ref } from '../http/schema-helpers.js';
import { listMembers, memberOf, openInvitations } from './queries.js';
import { teamSchemas } from './schemas.js';
import {
  approveInvitation,
  deactivateMember,
  inviteMember,
  reactivateMember,
  refuseInvitation,
  updateMember,
  withdrawInvitation,
  type Editor,
} from './service.js';
import { TEAMS, type Team } from './sides.js';

const tags = ['team'];
const epoch = (date: Date | null) => date?.getTime() ?? null;

type MemberRow = NonNullable<Awaited<ReturnType<typeof memberOf>>>;
const memberView = (row: MemberRow) => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  emailVerified: row.email_verified,
  roles: row.roles as RoleName[],
  permissions: row.permissions as Permission[],
  status: row.deactivated_at ? ('DEACTIVATED' as const) : ('ACTIVE' as const),
  joinedAt: row.created_at.getTime(),
  lastSignInAt: epoch(row.last_sign_in_at),
  deactivatedAt: epoch(row.deactivated_at),
});

function teamRoutes(team: Team): FastifyPluginAsyncTypebox {
  return async (app) => {
    const { ctx } = app;
    const { db } = ctx;
    const schemas = teamSchemas(team);
    [schemas.Member, schemas.MemberList, schemas.Invitation, schemas.InviteBody].forEach((schema) => app.addSchema(schema));
    const access = {
      config: {
        access: {
          audience: 'authenticated',
          authorities: [team.authority],
          scope: team.scope,
          permission: team.editor,
        },
      },
    } as const;
    const editorOf = (request: FastifyRequest): Editor => ({
      principal: principalOf(request),
      companyId: team.scope === 'facility' ? facilityOf(request) : companyOf(request),
    });
    const member = async (companyId: number, id: number) => memberView((await memberOf(db, team, companyId, id))!);

    app.get(
      `${team.prefix}/members`,
      {
        ...access,
        schema: {
          tags,
          summary: `The people of the caller’s ${team.side === 'facility' ? 'facility' : 'company'}, by name`,
          querystring: schemas.MemberQuery,
          response: { 200: ref(schemas.MemberList) },
        },
      },
      async (request) => {
        const { rows, totalCount } = await listMembers(db, team, editorOf(request).companyId, request.query);
        return { totalCount, rows: rows.map(memberView) };
      },
    );

    app.put(
      `${team.prefix}/members/:id`,
      {
        ...access,
        schema: {
          tags,
          summary:
            'Sets a person’s roles and permissions of this team. 403 for a role or permission the caller does not hold; ' +
            '409 when it would leave the team without an active super admin',
          params: IdParams,
          body: schemas.Grant,
          response: { 200: ref(schemas.Member) },
        },
      },
      async (request) => {
        const editor = editorOf(request);
        await updateMember(ctx, team, editor, request.params.id, request.body);
        return member(editor.companyId, request.params.id);
      },
    );

    app.post(
      `${team.prefix}/members/:id/deactivate`,
      {
        ...access,
        schema: {
          tags,
          summary:
            'Deactivates a person: every session ends at once, signing in and API keys stop, their work stays. ' +
            '409 for oneself or the last active super admin',
          params: IdParams,
          response: { 200: ref(schemas.Member) },
        },
      },
      async (request) => {
        const editor = editorOf(request);
        await deactivateMember(ctx, team, editor, request.params.id);
        return member(editor.companyId, request.params.id);
      },
    );

    app.post(
      `${team.prefix}/members/:id/reactivate`,
      {
        ...access,
        schema: {
          tags,
          summary: 'Lets a deactivated person sign in again',
          params: IdParams,
          response: { 200: ref(schemas.Member) },
        },
      },
      async (request) => {
        const editor = editorOf(request);
        await reactivateMember(ctx, team, editor, request.params.id);
        return member(editor.companyId, request.params.id);
      },
    );

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

const routes: FastifyPluginAsyncTypebox = async (app) => {
  for (const team of Object.values(TEAMS)) await app.register(teamRoutes(team));
};

export default routes;
