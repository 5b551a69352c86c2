import { FEATURE_FLAGS, type FeatureFlag } from 'shared/contracts';
import type { ProfileFlag } from 'shared/remote';

/** Which config record holds each profile flag (spec 4.5); the key inside is FEATURE_FLAGS'. */
export const PROFILE_FLAG_CONFIG: Record<ProfileFlag, FeatureFlag> = {
  qms: 'QMS_CONFIG',
  quoteRuleEngine: 'QUOTE_RULE_ENGINE_ENABLED',
  accounting: 'QUICKBOOKS_CONFIG',
  workplanQuestions: 'WORKPLAN',
  materialManagement: 'MATERIAL_MANAGEMENT_CONFIG',
  enterpriseScheduler: 'ENTERPRISE_SCHEDULER_CONFIG',
  webhooks: 'WEBHOOK_CONFIG_ENABLED',
};

export type ProfileFlags = Record<ProfileFlag, boolean>;

/** A flag is on only when its record is active and its key is true; anything else (a failed fetch too) is off. */
export function flagValue(flag: ProfileFlag, record: { active: boolean; configValue: string } | undefined): boolean {
  if (!record?.active) return false;
  try {
    return (JSON.parse(record.configValue) as Record<string, unknown>)[FEATURE_FLAGS[PROFILE_FLAG_CONFIG[flag]]] === true;
  } catch {
    return false;
  }
}
