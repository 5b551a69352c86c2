import type { FastifyRequest } from 'fastify';
import { companyOf, facilityOf, principalOf } from '../http/access.js';
import type { Editor } from './service.js';
import type { Team } from './sides.js';

/** Who may call a team's routes: its side's people holding the team's editor permission. */
export const teamAccess = (team: Team) =>
  ({
    config: {
      access: {
        audience: 'authenticated',
        authorities: [team.authority],
        scope: team.scope,
        permission: team.editor,
      },
    },
  }) as const;

/** The caller as the editor of the team: of their current facility, or of their customer company. */
export const teamEditorOf =
  (team: Team) =>
  (request: FastifyRequest): Editor => ({
    principal: principalOf(request),
    companyId: team.scope === 'facility' ? facilityOf(request) : companyOf(request),
  });
