import type { ComponentType } from 'react';
import type { Authority, Permission } from '../contracts/index.js';

/** Per-facility flags a route or menu item can need (spec 4.5). */
export const PROFILE_FLAGS = [
  'qms',
  'quoteRuleEngine',
  'accounting',
  'workplanQuestions',
  'materialManagement',
  'enterpriseScheduler',
  'webhooks',
] as const;
export type ProfileFlag = (typeof PROFILE_FLAGS)[number];

/** The layout a route renders in. */
export const LAYOUTS = ['serviceProvider', 'engineer', 'storeFront', 'bare'] as const;
export type Layout = (typeof LAYOUTS)[number];

export interface RouteRequirement {
  /** The authority the user must hold (spec 6: the service-provider area needs ROLE_SERVICE_PROVIDER). */
  authority?: Authority;
  permission?: Permission;
  flag?: ProfileFlag;
}

export interface RemoteRoute {
  /** Absolute path in react-router syntax, e.g. '/service-provider/machine-platforms/:id'. */
  path: string;
  /** react-intl message id of the page title. */
  titleId: string;
  layout: Layout;
  requires?: RouteRequirement;
  /**
   * Loads the screen. Absent while a later issue has not built it: the shell then shows
   * its standard 'This area is not available yet' panel for the route.
   */
  load?: () => Promise<{ default: ComponentType }>;
}

/** The default export of every remote's one exposed module, './routes'. */
export interface RemoteModule {
  name: string;
  routes: RemoteRoute[];
}

/**
 * A maker of route entries for one layout whose routes all need one authority, e.g.
 * `const sp = remoteRoute('serviceProvider', 'ROLE_SERVICE_PROVIDER')`; `sp(path, titleId, { permission })`.
 */
export function remoteRoute(layout: Layout, authority: Authority) {
  return (path: string, titleId: string, requires: RouteRequirement = {}): RemoteRoute => ({
    path,
    titleId,
    layout,
    requires: { authority, ...requires },
  });
}

/** Checks at run time that a loaded module has the contract's shape; the reason when not. */
export function contractProblem(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return 'the module has no default export object';
  const candidate = value as Partial<RemoteModule>;
  if (typeof candidate.name !== 'string' || !candidate.name) return 'name must be a non-empty string';
  if (!Array.isArray(candidate.routes)) return 'routes must be an array';
  for (const [index, route] of candidate.routes.entries()) {
    const r = route as Partial<RemoteRoute>;
    if (typeof r.path !== 'string' || !r.path.startsWith('/')) return `routes[${index}].path must start with /`;
    if (typeof r.titleId !== 'string') return `routes[${index}].titleId must be a string`;
    if (!LAYOUTS.includes(r.layout as Layout)) return `routes[${index}].layout must be one of ${LAYOUTS.join(', ')}`;
    if (r.load !== undefined && typeof r.load !== 'function') return `routes[${index}].load must be a function`;
    if (r.requires?.flag !== undefined && !PROFILE_FLAGS.includes(r.requires.flag))
      return `routes[${index}].requires.flag is unknown`;
  }
  return undefined;
}
