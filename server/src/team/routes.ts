/**
 * The team routes, the same for both teams: `/api/v1/sp/team/…` for the
 * caller's current facility with SP_TEAM_EDITOR, `/api/v1/engineer/team/…` for the caller's
 * customer company with ENG_TEAM_EDITOR. A person of another company is not found (404).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Permission, RoleName } from 'shared/contracts';
import { IdParams, ref } from '../http/schema-helpers.js';
import { listMembers, memberOf } from './queries.js';
import { teamSchemas } from './schemas.js';
import { deactivateMember, reactivateMember, updateMember } from './service.js';
import { TEAMS, type Team } from './sides.js';
import invitationRoutes from './invitation-routes.js';
import { teamAccess, teamEditorOf } from './route-access.js';
import { named } from '../http/named-plugin.js';

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
    const access = teamAccess(team);
    const editorOf = teamEditorOf(team);
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

    // Deactivating and reactivating a person: the change, then the person as they now are.
    for (const [path, summary, change] of [
      [
        'deactivate',
        'Deactivates a person: every session ends at once, signing in and API keys stop, their work stays. ' +
          '409 for oneself or the last active super admin',
        deactivateMember,
      ],
      ['reactivate', 'Lets a deactivated person sign in again', reactivateMember],
    ] as const) {
      app.post(
        `${team.prefix}/members/:id/${path}`,
        { ...access, schema: { tags, summary, params: IdParams, response: { 200: ref(schemas.Member) } } },
        async (request) => {
          const editor = editorOf(request);
          await change(ctx, team, editor, request.params.id);
          return member(editor.companyId, request.params.id);
        },
      );
    }

    await app.register(named(invitationRoutes(team), 'invitationRoutes'));
  };
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  for (const team of Object.values(TEAMS)) await app.register(named(teamRoutes(team), 'teamRoutes'));
};

export default routes;
