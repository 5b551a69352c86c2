import type { EndpointDefinitions } from '@reduxjs/toolkit/query';
import type { components, Permission, TeamRole, TeamSide } from 'shared/contracts';
import type { AdminApi } from '../api';

/** A person of a team; the two teams differ only in the roles and permissions they assign. */
export type TeamMember = Omit<components['schemas']['FacilityTeamMember'], 'roles' | 'permissions'> & {
  roles: TeamRole[];
  permissions: Permission[];
};
export type TeamInvitation = components['schemas']['FacilityTeamInvitation'];
export interface TeamGrant {
  roles: TeamRole[];
  permissions: Permission[];
}
export interface TeamQuery {
  search?: string;
  status?: TeamMember['status'];
  role?: TeamRole;
  offset: number;
  limit: number;
}

/** Where each team's calls go (server/src/team). */
const TEAM_PATHS: Record<TeamSide, string> = { facility: '/api/v1/sp/team', engineer: '/api/v1/engineer/team' };

/** The team page's calls. */
export const injectTeam = <D extends EndpointDefinitions>(api: AdminApi<D>) =>
  api.injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      /** A team's people (the team page); other people's changes arrive as team.people events. */
      teamMembers: build.query<{ totalCount: number; rows: TeamMember[] }, { side: TeamSide } & TeamQuery>({
        query: ({ side, ...params }) => ({ url: `${TEAM_PATHS[side]}/members`, params }),
        providesTags: ['Team'],
      }),
      teamInvitations: build.query<TeamInvitation[], TeamSide>({
        query: (side) => `${TEAM_PATHS[side]}/invitations`,
        providesTags: ['Team'],
      }),
      inviteToTeam: build.mutation<null, { side: TeamSide; email: string; firstName: string; lastName: string } & TeamGrant>({
        query: ({ side, ...body }) => ({ url: `${TEAM_PATHS[side]}/invitations`, method: 'POST', body }),
        invalidatesTags: ['Team'],
      }),
      withdrawInvitation: build.mutation<null, { side: TeamSide; id: number }>({
        query: ({ side, id }) => ({ url: `${TEAM_PATHS[side]}/invitations/${id}`, method: 'DELETE' }),
        invalidatesTags: ['Team'],
      }),
      /** A customer company's answer to a facility's invitation: approve (the link is mailed) or refuse. */
      answerInvitation: build.mutation<null, { id: number; answer: 'approve' | 'refuse' }>({
        query: ({ id, answer }) => ({ url: `${TEAM_PATHS.engineer}/invitations/${id}/${answer}`, method: 'POST' }),
        invalidatesTags: ['Team'],
      }),
      updateTeamMember: build.mutation<TeamMember, { side: TeamSide; id: number } & TeamGrant>({
        query: ({ side, id, ...body }) => ({ url: `${TEAM_PATHS[side]}/members/${id}`, method: 'PUT', body }),
        invalidatesTags: ['Team'],
      }),
      setMemberActive: build.mutation<TeamMember, { side: TeamSide; id: number; active: boolean }>({
        query: ({ side, id, active }) => ({
          url: `${TEAM_PATHS[side]}/members/${id}/${active ? 'reactivate' : 'deactivate'}`,
          method: 'POST',
        }),
        invalidatesTags: ['Team'],
      }),
    }),
  });
