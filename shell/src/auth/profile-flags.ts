import type { FeatureFlag } from 'shared/contracts';
import type { ProfileFlag } from 'shared/remote';

/** Which feature flag (config record) each profile flag is (spec 4.5); the server says which are on. */
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
