/**
 * Who may open a route: its role, permission and profile flag. The shell guards routes
 * and builds its menus with it; a page that lists other pages (the settings home) offers only the
 * ones its user may open.
 */
import type { FeatureFlag, UserDto } from '../contracts/index.js';
import { PROFILE_FLAGS, type ProfileFlag, type RouteRequirement } from './contract.js';

/** Which feature flag (config record) each profile flag is; the server says which are on. */
export const PROFILE_FLAG_CONFIG: Record<ProfileFlag, FeatureFlag> = {
  qms: 'QMS_CONFIG',
  quoteRuleEngine: 'QUOTE_RULE_ENGINE_ENABLED',
  accounting: 'QUICKBOOKS_CONFIG',
  workplanQuestions: 'WORKPLAN',
  materialManagement: 'MATERIAL_MANAGEMENT_CONFIG',
  enterpriseScheduler: 'ENTERPRISE_SCHEDULER_CONFIG',
  webhooks: 'WEBHOOK_CONFIG_ENABLED',
  analytics: 'ANALYTICS',
};

export type ProfileFlags = Record<ProfileFlag, boolean>;

/** The profile flags from the feature flags the session says are on. */
export const profileFlagsOf = (features: readonly string[] | undefined): ProfileFlags =>
  Object.fromEntries(PROFILE_FLAGS.map((flag) => [flag, features?.includes(PROFILE_FLAG_CONFIG[flag]) ?? false])) as ProfileFlags;

/** Whether the user meets a route's requirement: role, permission and profile flag. */
export function meets(requirement: RouteRequirement | undefined, user: UserDto, flags: ProfileFlags): boolean {
  if (!requirement) return true;
  if (requirement.authority && !user.roles.some((r) => r.roleName === requirement.authority)) return false;
  if (requirement.permission && !user.permissions.includes(requirement.permission)) return false;
  if (requirement.flag && !flags[requirement.flag]) return false;
  return true;
}
