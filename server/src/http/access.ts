import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Authority, DashboardRole, FeatureFlag, NamedRole, Permission, RoleName } from 'shared/contracts';
import { forbidden, type HttpError, unauthorized } from './errors.js';

/**
 * Who may call a route. Every route declares one (`config: { access }`); the hook below
 * enforces them through accessDenial, the one place that decides, and the route-rule test
 * reads them.
 */
export type AccessRule = { audience: 'anonymous' } | AuthenticatedRule;

export type AuthenticatedRule = {
  audience: 'authenticated';
  /** Routes an unverified user still needs (reading itself, resending the email, logout). */
  allowUnverified?: true;
  /** The caller must hold at least one of these. */
  authorities?: readonly Authority[];
  /** The caller must hold at least one of these named roles (a company's admins). */
  roles?: readonly NamedRole[];
  permission?: Permission;
  /** A per-facility feature flag that must be on for the caller's current facility. */
  featureFlag?: FeatureFlag;
  /** false: a signed-in person only, never an API key (managing the keys themselves). */
  apiKeys?: false;
  /**
   * What the route's data belongs to: `user` (the caller's own), `facility` (the
   * caller's current facility, or its enterprise's INTERNAL facilities where the route
   * says getFromAllFacilities), `engineer` (the caller's customer company), or
   * `platform` (data shared by every tenant).
   */
  scope: 'user' | 'facility' | 'engineer' | 'platform';
};

/** Who is calling, and in which context: resolved once per request by the access hook. */
export interface Principal {
  userId: number;
  email: string;
  emailVerified: boolean;
  roles: RoleName[];
  permissions: Permission[];
  /** The dashboard this session shows (switch/{role}). */
  dashboardRole: DashboardRole;
  /** The facility this session works in, null for customers. */
  facilityId: number | null;
  enterpriseId: number | null;
  /** The user's own facility; switch-facility moves facilityId within its enterprise. */
  homeFacilityId: number | null;
  engineerCompanyId: number | null;
  sessionId: string | null;
  /** The feature flags that are on for facilityId. */
  features: FeatureFlag[];
  /** The INTERNAL facilities of facilityId's enterprise, which the enterprise view reads too. */
  internalFacilityIds: number[];
  /** How the caller proved who they are; cookie credentials need the cross-site token. */
  via: 'cookie' | 'bearer' | 'apiKey';
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessRule;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

export const ACCESS_COOKIE = 'authorization';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
export const API_KEY_HEADER = 'x-api-key';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Reads the caller's credentials: undefined when none were sent, null when they are not valid.
 * The auth domain knows the credentials (sessions, tokens, API keys) and app.ts hands its
 * resolver in, since the plumbing imports no domain.
 */
export type CallerResolver = (app: FastifyInstance, request: FastifyRequest) => Promise<Principal | null | undefined>;

export function registerAccessControl(app: FastifyInstance, resolveCaller: CallerResolver): void {
  app.decorateRequest('principal', null);

  app.addHook('onRequest', async (request) => {
    const rule = request.routeOptions.config.access;
    // Unknown URLs fall through to the not-found handler, which has no rule of its own.
    if (!request.routeOptions.url) return;
    if (!rule) throw forbidden('This route declares no access rule', 'NO_ACCESS_RULE');

    const principal = await resolveCaller(app, request);
    if (rule.audience === 'anonymous') {
      request.principal = principal ?? null;
      return;
    }
    if (principal === undefined) throw unauthorized();
    if (principal === null) throw unauthorized('Your session has expired or is not valid. Please log in again.', 'TOKEN_INVALID');
    request.principal = principal;

    // Only a request that relies on cookies can be forged by another site: a bearer header
    // or an API key cannot be set cross-site, so those need no cross-site token.
    if (principal.via === 'cookie' && !SAFE_METHODS.has(request.method))
      requireCrossSiteToken(request, principal.sessionId ?? '');
    const denial = accessDenial(principal, rule);
    if (denial) throw denial;
  });
}

/** Why a signed-in caller may not use what this rule guards (the 403 to answer), or undefined when they may. */
export function accessDenial(principal: Principal, rule: AuthenticatedRule): HttpError | undefined {
  if (!rule.allowUnverified && !principal.emailVerified) {
    return forbidden('Please verify your email address first', 'EMAIL_NOT_VERIFIED');
  }
  if (rule.apiKeys === false && principal.via === 'apiKey') {
    return forbidden('An API key cannot do this: sign in to manage API keys', 'API_KEY_REFUSED');
  }
  if (rule.authorities && !rule.authorities.some((authority) => principal.roles.includes(authority))) {
    return forbidden(`This needs the role ${rule.authorities.join(' or ')}`);
  }
  if (rule.roles && !rule.roles.some((role) => principal.roles.includes(role))) {
    return forbidden(`This needs the role ${rule.roles.join(' or ')}`);
  }
  if (rule.scope === 'facility' && principal.facilityId === null) return forbidden('This needs a service-provider facility');
  if (rule.scope === 'engineer' && principal.engineerCompanyId === null) return forbidden('This needs a customer company');
  if (rule.permission && !principal.permissions.includes(rule.permission)) {
    return forbidden(`This needs the permission ${rule.permission}`);
  }
  if (rule.featureFlag && !principal.features.includes(rule.featureFlag)) {
    return forbidden(`The feature ${rule.featureFlag} is not enabled for this facility`, 'FEATURE_DISABLED');
  }
  return undefined;
}

/**
 * 403 unless the request echoes its XSRF-TOKEN cookie in the X-XSRF-TOKEN header, a header
 * another site cannot set; with a session id, the token must also be that session's.
 */
export function requireCrossSiteToken(request: FastifyRequest, sessionId: string | null): void {
  const header = request.headers[XSRF_HEADER];
  const token = Array.isArray(header) ? header[0] : header;
  const echoed = token !== undefined && token === request.cookies[XSRF_COOKIE];
  if (!echoed || (sessionId !== null && !request.server.ctx.xsrf.matches(sessionId, token))) {
    throw forbidden('Missing or invalid cross-site request token', 'XSRF_INVALID');
  }
}

/** The rule of public routes: anyone, signed in or not. */
export const ANONYMOUS = { audience: 'anonymous' } as const;
/** The rule of routes about the caller's own data: any signed-in user whose email is verified. */
export const SIGNED_IN = { audience: 'authenticated', scope: 'user' } as const;
/** The rule of most facility routes: a service provider, on its current facility's data. */
export const FACILITY_MEMBER = { audience: 'authenticated', authorities: ['ROLE_SERVICE_PROVIDER'], scope: 'facility' } as const;
/** The rule of routes about the caller's customer company. */
export const COMPANY_MEMBER = { audience: 'authenticated', authorities: ['ROLE_ENGINEER'], scope: 'engineer' } as const;
/** Who edits a facility's settings and profile. */
export const FACILITY_EDITOR = { ...FACILITY_MEMBER, permission: 'FACILITY_SETTINGS_EDITOR' } as const;
/** A customer company's admins: they edit its profile and its relations to facilities. */
export const COMPANY_ADMIN = { ...COMPANY_MEMBER, roles: ['ENG_ADMIN', 'ENG_SUPER_ADMIN'] } as const;

/** The caller of a route whose rule is `authenticated` (the hook has already checked it). */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}

/** The caller's current facility, for routes whose scope is `facility`. */
export function facilityOf(request: FastifyRequest): number {
  const { facilityId } = principalOf(request);
  if (facilityId === null) throw forbidden('This needs a service-provider facility');
  return facilityId;
}

/** Who changes a facility's settings, as the settings audit records it: the facility and the person. */
export function facilityChangeOf(request: FastifyRequest): { facilityId: number; userId: number } {
  return { facilityId: facilityOf(request), userId: principalOf(request).userId };
}

/** The caller's customer company, for routes whose scope is `engineer`. */
export function companyOf(request: FastifyRequest): number {
  const { engineerCompanyId } = principalOf(request);
  if (engineerCompanyId === null) throw forbidden('This needs a customer company');
  return engineerCompanyId;
}

/** Whether the caller may read its whole enterprise: it holds the permission and the enterprise scheduler is on. */
export function readsWholeEnterprise(request: FastifyRequest): boolean {
  const { permissions, features } = principalOf(request);
  return permissions.includes('ENTERPRISE_SCHEDULER_VIEW') && features.includes('ENTERPRISE_SCHEDULER_CONFIG');
}

/**
 * The one rule for reading across facilities: the facilities whose rows a call may return.
 * The caller's current facility, and with `wholeEnterprise` (getFromAllFacilities,
 * matchingType INTERNAL_FACILITY) its enterprise's INTERNAL facilities, when it holds
 * ENTERPRISE_SCHEDULER_VIEW and the enterprise scheduler is on for its facility. A caller
 * without that right gets its own facility's rows: the job form of every planner asks for
 * the whole enterprise and must keep working for one who may only see their own plant.
 */
export function readableFacilities(request: FastifyRequest, { wholeEnterprise }: { wholeEnterprise: boolean }): number[] {
  const facilityId = facilityOf(request);
  if (!wholeEnterprise || !readsWholeEnterprise(request)) return [facilityId];
  return [facilityId, ...principalOf(request).internalFacilityIds];
}
