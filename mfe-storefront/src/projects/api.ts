import type { EndpointDefinitions } from '@reduxjs/toolkit/query';
import type { components } from 'shared/contracts';
import type { InventorySide, StorefrontApi } from '../api';

export type ProjectRow = components['schemas']['ProjectRow'];
export type Project = components['schemas']['Project'];
export type ProjectTaskInput = components['schemas']['ProjectTaskInput'];
export type ProjectSide = InventorySide;
const PROJECT_PATHS: Record<ProjectSide, string> = { engineer: '/api/v1/engineer/projects', facility: '/api/v1/sp/projects' };

/** The projects' calls. */
export const injectProjects = <D extends EndpointDefinitions>(api: StorefrontApi<D>) =>
  api.injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      /** Projects (server/src/projects); other members' changes arrive as project.changed events. */
      projects: build.query<
        { totalCount: number; rows: ProjectRow[] },
        { side: ProjectSide; search?: string; offset: number; limit: number }
      >({
        query: ({ side, ...params }) => ({ url: PROJECT_PATHS[side], params }),
        providesTags: ['Project'],
      }),
      project: build.query<Project, { side: ProjectSide; id: number }>({
        query: ({ side, id }) => `${PROJECT_PATHS[side]}/${id}`,
        providesTags: ['Project'],
      }),
      /** The facilities a project may be shared with: the customer's network (server/src/facilities). */
      projectFacilities: build.query<{ totalCount: number; rows: { id: number; name: string }[] }, void>({
        query: () => ({ url: '/api/v1/engineer/facilities', params: { offset: 0, limit: 100 } }),
      }),
      createProject: build.mutation<Project, { name: string; description: string; sharedFacilityId: number | null }>({
        query: (body) => ({ url: PROJECT_PATHS.engineer, method: 'POST', body }),
        invalidatesTags: ['Project'],
      }),
      /** A change to a project: the answer is the project as it now is. */
      changeProject: build.mutation<
        Project,
        {
          side: ProjectSide;
          id: number;
          change:
            | { kind: 'addMember'; userId: number }
            | { kind: 'removeMember'; userId: number }
            | { kind: 'addTask'; task: ProjectTaskInput }
            | { kind: 'updateTask'; taskId: number; task: ProjectTaskInput }
            | { kind: 'comment'; body: string; mentionedUserIds: number[] }
            | { kind: 'orders' | 'files'; ids: number[] };
        }
      >({
        query: ({ side, id, change }) => {
          const base = `${PROJECT_PATHS[side]}/${id}`;
          switch (change.kind) {
            case 'addMember':
              return { url: `${base}/members`, method: 'POST', body: { userId: change.userId } };
            case 'removeMember':
              return { url: `${base}/members/${change.userId}`, method: 'DELETE' };
            case 'addTask':
              return { url: `${base}/tasks`, method: 'POST', body: change.task };
            case 'updateTask':
              return { url: `${base}/tasks/${change.taskId}`, method: 'PUT', body: change.task };
            case 'comment':
              return {
                url: `${base}/comments`,
                method: 'POST',
                body: { body: change.body, mentionedUserIds: change.mentionedUserIds },
              };
            default:
              return { url: `${base}/${change.kind}`, method: 'PUT', body: { ids: change.ids } };
          }
        },
        invalidatesTags: ['Project'],
      }),
    }),
  });
