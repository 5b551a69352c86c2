import { referenceApi, type QueryParams, type RequestBody } from 'shared/api';
import type { App } from 'shared/auth';
import type {
  components,
  ConfigRecordDto,
  ConfigType,
  Permission,
  PriorityLabel,
  Tag,
  TagKind,
  TeamRole,
  TeamSide,
} from 'shared/contracts';

export type ApiKey = components['schemas']['ApiKey'];
export type NewApiKey = components['schemas']['NewApiKey'];

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
export type FacilityRow = components['schemas']['FacilityRow'];
export type FacilityRelation = NonNullable<FacilityRow['relation']>;
export interface FacilityQuery {
  search?: string;
  relation?: FacilityRelation | 'NONE';
  offset: number;
  limit: number;
}

export type MaterialRow = components['schemas']['MaterialRow'];
export type MaterialSearch = components['schemas']['MaterialSearch'];
/** The filters of material search, as its endpoint takes them. */
export type MaterialFilters = Omit<QueryParams<'/api/v1/engineer/material-search', 'get'>, 'offset' | 'limit'>;

export type Certification = components['schemas']['Certification'];
export type CertificationInput = components['schemas']['CertificationInput'];

export type UserProfile = components['schemas']['UserProfile'];
export type UserProfileUpdate = components['schemas']['UserProfileUpdate'];

export interface TeamQuery {
  search?: string;
  status?: TeamMember['status'];
  role?: TeamRole;
  offset: number;
  limit: number;
}

export type FeatureSwitch = components['schemas']['FeatureSwitch'];
export type EmailConfig = components['schemas']['EmailConfig'];
export type EmailTemplate = components['schemas']['EmailTemplate'];
export type EmailWording = components['schemas']['EmailWording'];
export type PricingRules = components['schemas']['PricingRules'];
export type RfqConfig = components['schemas']['RfqConfig'];
export type RfqConfigInput = components['schemas']['RfqConfigInput'];
export type SamlProviderSettings = components['schemas']['SamlProviderSettings'];
export type SamlProviderInput = components['schemas']['SamlProviderInput'];
/** The facility's accounting connection: ACTIVE or INACTIVE, and why it lapsed. */
export type AccountingStatus = components['schemas']['AccountingStatus'];
export type PricingRulesVersion = components['schemas']['PricingRulesVersion'];
export type PricePreview = components['schemas']['PricePreview'];
export type PriceTerm = components['schemas']['PriceTerm'];
export type PreviewAsk = RequestBody<'/api/v1/pricing-rules/preview', 'post'>;
export type InventoryPart = components['schemas']['PartRow'];
/** What an app is saved with (POST and PUT /api/v1/apps). */
export type AppInput = Omit<App, 'id' | 'appType'>;
export type SettingChange = components['schemas']['SettingChange'];
export type WebhookEndpoint = components['schemas']['WebhookEndpoint'];
export type WebhookEndpointSecret = components['schemas']['WebhookEndpointSecret'];
export type WebhookEndpointInput = RequestBody<'/api/v1/sp/webhooks/endpoints', 'post'>;
export type WebhookDelivery = components['schemas']['WebhookDelivery'];
export type WebhookDeliveryQuery = QueryParams<'/api/v1/sp/webhooks/deliveries', 'get'>;

/** Where each side's facilities calls go (server/src/facilities). */
const FACILITY_PATHS: Record<TeamSide, string> = { facility: '/api/v1/sp/facilities', engineer: '/api/v1/engineer/facilities' };

/** Where each side's company profile calls go (server/src/company-profile). */
const PROFILE_PATHS: Record<TeamSide, string> = {
  facility: '/api/v1/sp/company-profile',
  engineer: '/api/v1/engineer/company-profile',
};

/** Where each team's calls go (server/src/team). */
const TEAM_PATHS: Record<TeamSide, string> = { facility: '/api/v1/sp/team', engineer: '/api/v1/engineer/team' };

/** A change of a label or tag: the lists, the audit and the things they are set on are read again. */
const MARKS = ['PriorityLabel', 'Tag', 'Settings', 'Order', 'Job'] as const;

/** The admin area's calls: the one place in this remote that injects endpoints. */
export const adminApi = referenceApi
  .enhanceEndpoints({
    addTagTypes: [
      'ApiKey',
      'Team',
      'Facility',
      'Profile',
      'Certification',
      'Settings',
      'Order',
      'Job',
      'PricingRules',
      'Email',
      'Webhook',
    ],
  })
  .injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      /** The settings home (server/src/settings); changes arrive as settings.changed events. */
      featureSwitches: build.query<FeatureSwitch[], void>({
        query: () => '/api/v1/sp/settings/features',
        providesTags: ['Settings'],
      }),
      switchFeature: build.mutation<FeatureSwitch[], { flag: FeatureSwitch['flag']; enabled: boolean }>({
        query: ({ flag, enabled }) => ({ url: `/api/v1/sp/settings/features/${flag}`, method: 'PUT', body: { enabled } }),
        // The session's flags (menus, guarded pages) follow.
        invalidatesTags: ['Settings', 'Config'],
      }),
      settingChanges: build.query<
        { totalCount: number; rows: SettingChange[] },
        { search?: string; offset: number; limit: number }
      >({
        query: (params) => ({ url: '/api/v1/sp/settings/audit', params }),
        providesTags: ['Settings'],
      }),
      /** The facility's apps; the session's list (the sidebar's) follows their changes ('Config'). */
      apps: build.query<App[], void>({ query: () => '/api/v1/apps', providesTags: ['Config'] }),
      saveApp: build.mutation<App, { id?: number; app: AppInput }>({
        query: ({ id, app }) => ({ url: id ? `/api/v1/apps/${id}` : '/api/v1/apps', method: id ? 'PUT' : 'POST', body: app }),
        invalidatesTags: ['Config', 'Settings'],
      }),
      deleteApp: build.mutation<null, number>({
        query: (id) => ({ url: `/api/v1/apps/${id}`, method: 'DELETE' }),
        invalidatesTags: ['Config', 'Settings'],
      }),
      /** One config record of the facility (GET /api/v1/link3d-config/{type}); null while it was never set. */
      facilityConfig: build.query<ConfigRecordDto | null, ConfigType>({
        query: (type) => `/api/v1/link3d-config/${type}`,
        providesTags: ['Config'],
      }),
      saveFacilityConfig: build.mutation<ConfigRecordDto, { configType: ConfigType; configValue: string }>({
        query: (body) => ({ url: '/api/v1/link3d-config', method: 'POST', body }),
        invalidatesTags: ['Config', 'Settings'],
      }),
      /** The facility's priority labels and tags (reference data): what shows them is read again. */
      createPriorityLabel: build.mutation<PriorityLabel, { label: string; color: string }>({
        query: (body) => ({ url: '/api/v1/priorities', method: 'POST', body }),
        invalidatesTags: [...MARKS],
      }),
      updatePriorityLabel: build.mutation<PriorityLabel, { id: number; label: string; color: string }>({
        query: ({ id, ...body }) => ({ url: `/api/v1/priorities/${id}`, method: 'PUT', body }),
        invalidatesTags: [...MARKS],
      }),
      deletePriorityLabel: build.mutation<null, number>({
        query: (id) => ({ url: `/api/v1/priorities/${id}`, method: 'DELETE' }),
        invalidatesTags: [...MARKS],
      }),
      createTag: build.mutation<Tag, { name: string; color: string; kinds: TagKind[] }>({
        query: (body) => ({ url: '/api/v1/sp/tags', method: 'POST', body }),
        invalidatesTags: [...MARKS],
      }),
      updateTag: build.mutation<Tag, { id: number; name: string; color: string; kinds: TagKind[] }>({
        query: ({ id, ...body }) => ({ url: `/api/v1/sp/tags/${id}`, method: 'PUT', body }),
        invalidatesTags: [...MARKS],
      }),
      deleteTag: build.mutation<null, number>({
        query: (id) => ({ url: `/api/v1/sp/tags/${id}`, method: 'DELETE' }),
        invalidatesTags: [...MARKS],
      }),

      /** The signed-in person's named API keys (the keys page). */
      apiKeys: build.query<ApiKey[], void>({ query: () => '/api/v1/users/api-keys', providesTags: ['ApiKey'] }),
      createApiKey: build.mutation<{ apiKey: ApiKey; key: string }, NewApiKey>({
        query: (body) => ({ url: '/api/v1/users/api-keys', method: 'POST', body }),
        invalidatesTags: ['ApiKey'],
      }),
      revokeApiKey: build.mutation<null, number>({
        query: (id) => ({ url: `/api/v1/users/api-keys/${id}`, method: 'DELETE' }),
        invalidatesTags: ['ApiKey'],
      }),

      /** The facilities page: a facility's vendors, or the network a customer's orders may reach. */
      facilities: build.query<{ totalCount: number; rows: FacilityRow[] }, { side: TeamSide } & FacilityQuery>({
        query: ({ side, ...params }) => ({ url: FACILITY_PATHS[side], params }),
        providesTags: ['Facility'],
      }),
      setFacilityRelation: build.mutation<
        null,
        { side: TeamSide; id: number; relation: Exclude<FacilityRelation, 'INTERNAL'> | null }
      >({
        query: ({ side, id, relation }) => ({ url: `${FACILITY_PATHS[side]}/${id}/relation`, method: 'PUT', body: { relation } }),
        invalidatesTags: ['Facility'],
      }),

      /** Material search: the materials in reach of the caller's side, with their data sheets. */
      materialSearch: build.query<MaterialSearch, { side: TeamSide; offset: number; limit: number } & MaterialFilters>({
        query: ({ side, ...params }) => ({
          url: side === 'facility' ? '/api/v1/sp/material-search' : '/api/v1/engineer/material-search',
          params,
        }),
      }),

      /** A company profile's logo: the image itself is the body. The profile (and the shell's brand) read it again. */
      uploadLogo: build.mutation<{ logoUrl: string }, { side: TeamSide; file: File }>({
        query: ({ side, file }) => ({ url: `${PROFILE_PATHS[side]}/logo`, method: 'PUT', body: file }),
        invalidatesTags: ['Facility', 'Config'],
      }),
      removeLogo: build.mutation<null, TeamSide>({
        query: (side) => ({ url: `${PROFILE_PATHS[side]}/logo`, method: 'DELETE' }),
        invalidatesTags: ['Facility', 'Config'],
      }),
      /** A company profile's certifications; the facilities page shows them too. */
      certifications: build.query<Certification[], TeamSide>({
        query: (side) => `${PROFILE_PATHS[side]}/certifications`,
        providesTags: ['Certification'],
      }),
      saveCertification: build.mutation<Certification, { side: TeamSide; id?: number; certification: CertificationInput }>({
        query: ({ side, id, certification }) => ({
          url: `${PROFILE_PATHS[side]}/certifications${id ? `/${id}` : ''}`,
          method: id ? 'PUT' : 'POST',
          body: certification,
        }),
        invalidatesTags: ['Certification', 'Facility'],
      }),
      removeCertification: build.mutation<null, { side: TeamSide; id: number }>({
        query: ({ side, id }) => ({ url: `${PROFILE_PATHS[side]}/certifications/${id}`, method: 'DELETE' }),
        invalidatesTags: ['Certification', 'Facility'],
      }),

      /** The signed-in person's profile; saving it changes what getUser says (name, date format). */
      userProfile: build.query<UserProfile, void>({ query: () => '/api/v1/users/profile', providesTags: ['Profile'] }),
      updateUserProfile: build.mutation<UserProfile, UserProfileUpdate>({
        query: (body) => ({ url: '/api/v1/users/profile', method: 'PUT', body }),
        invalidatesTags: ['Profile', 'User'],
      }),
      changePassword: build.mutation<null, { currentPassword: string; newPassword: string }>({
        query: (body) => ({ url: '/api/v1/users/password', method: 'POST', body }),
      }),
      changeEmail: build.mutation<UserProfile, { newEmail: string; currentPassword: string }>({
        query: (body) => ({ url: '/api/v1/users/email', method: 'POST', body }),
        invalidatesTags: ['Profile'],
      }),

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
      /** The facility's email configuration and templates (server/src/mail). */
      emailConfig: build.query<EmailConfig, void>({
        query: () => '/api/v1/sp/email-config',
        providesTags: ['Email'],
      }),
      saveEmailConfig: build.mutation<EmailConfig, EmailConfig>({
        query: (body) => ({ url: '/api/v1/sp/email-config', method: 'PUT', body }),
        invalidatesTags: ['Email', 'Settings'],
      }),
      emailTemplates: build.query<EmailTemplate[], void>({
        query: () => '/api/v1/sp/email-templates',
        providesTags: ['Email'],
      }),
      saveEmailTemplate: build.mutation<null, { template: string; language: string; wording: EmailWording }>({
        query: ({ template, language, wording }) => ({
          url: `/api/v1/sp/email-templates/${template}/${language}`,
          method: 'PUT',
          body: wording,
        }),
        invalidatesTags: ['Email', 'Settings'],
      }),
      resetEmailTemplate: build.mutation<null, { template: string; language: string }>({
        query: ({ template, language }) => ({ url: `/api/v1/sp/email-templates/${template}/${language}`, method: 'DELETE' }),
        invalidatesTags: ['Email', 'Settings'],
      }),
      testEmailTemplate: build.mutation<{ to: string }, { template: string; language: string; wording: EmailWording }>({
        query: ({ template, language, wording }) => ({
          url: `/api/v1/sp/email-templates/${template}/${language}/test`,
          method: 'POST',
          body: wording,
        }),
      }),
      /** What the store front asks of New Order (server/src/rfq-config); changes arrive as settings.changed. */
      rfqConfig: build.query<RfqConfig, void>({
        query: () => '/api/v1/sp/rfq-config',
        providesTags: ['Settings'],
      }),
      saveRfqConfig: build.mutation<RfqConfig, RfqConfigInput>({
        query: (body) => ({ url: '/api/v1/sp/rfq-config', method: 'PUT', body }),
        invalidatesTags: ['Settings'],
      }),
      /** The domain's SAML identity provider (server/src/saml), on the domain the admin is on. */
      samlProvider: build.query<SamlProviderSettings, void>({
        query: () => '/api/v1/sp/saml-provider',
        providesTags: ['Settings'],
      }),
      saveSamlProvider: build.mutation<SamlProviderSettings, SamlProviderInput>({
        query: (body) => ({ url: '/api/v1/sp/saml-provider', method: 'PUT', body }),
        invalidatesTags: ['Settings'],
      }),
      removeSamlProvider: build.mutation<null, void>({
        query: () => ({ url: '/api/v1/sp/saml-provider', method: 'DELETE' }),
        invalidatesTags: ['Settings'],
      }),
      /** The accounting connection (server/src/accounting); a lapse arrives as settings.changed. */
      accountingStatus: build.query<AccountingStatus, void>({
        query: () => '/api/v1/qb/oauth/token-status',
        providesTags: ['Settings'],
      }),
      connectAccounting: build.mutation<{ url: string }, void>({
        query: () => '/api/v1/qb/oauth/connect',
      }),
      disconnectAccounting: build.mutation<{ success: string }, void>({
        query: () => ({ url: '/api/v1/qb/oauth/revoke-token', method: 'POST' }),
        invalidatesTags: ['Settings'],
      }),
      /** The facility's webhooks (server/src/webhooks): endpoints, secrets, test events, the delivery log. */
      webhookEvents: build.query<string[], void>({
        query: () => '/api/v1/sp/webhooks/events',
        transformResponse: (answer: { events: string[] }) => answer.events,
      }),
      webhookEndpoints: build.query<WebhookEndpoint[], void>({
        query: () => '/api/v1/sp/webhooks/endpoints',
        providesTags: ['Webhook'],
      }),
      addWebhookEndpoint: build.mutation<WebhookEndpointSecret, WebhookEndpointInput>({
        query: (body) => ({ url: '/api/v1/sp/webhooks/endpoints', method: 'POST', body }),
        invalidatesTags: ['Webhook', 'Settings'],
      }),
      updateWebhookEndpoint: build.mutation<null, { id: number } & WebhookEndpointInput>({
        query: ({ id, ...body }) => ({ url: `/api/v1/sp/webhooks/endpoints/${id}`, method: 'PUT', body }),
        invalidatesTags: ['Webhook', 'Settings'],
      }),
      deleteWebhookEndpoint: build.mutation<null, number>({
        query: (id) => ({ url: `/api/v1/sp/webhooks/endpoints/${id}`, method: 'DELETE' }),
        invalidatesTags: ['Webhook', 'Settings'],
      }),
      rotateWebhookSecret: build.mutation<WebhookEndpointSecret, number>({
        query: (id) => ({ url: `/api/v1/sp/webhooks/endpoints/${id}/rotate-secret`, method: 'POST' }),
        invalidatesTags: ['Webhook', 'Settings'],
      }),
      testWebhookEndpoint: build.mutation<{ messageId: string }, number>({
        query: (id) => ({ url: `/api/v1/sp/webhooks/endpoints/${id}/test`, method: 'POST' }),
        invalidatesTags: ['Webhook'],
      }),
      webhookDeliveries: build.query<
        { totalCount: number; totalCountCapped: boolean; rows: WebhookDelivery[] },
        WebhookDeliveryQuery
      >({
        query: (params) => ({ url: '/api/v1/sp/webhooks/deliveries', params }),
        providesTags: ['Webhook'],
      }),
      redeliverWebhook: build.mutation<null, number>({
        query: (id) => ({ url: `/api/v1/sp/webhooks/deliveries/${id}/redeliver`, method: 'POST' }),
        invalidatesTags: ['Webhook'],
      }),
      /** The facility's pricing rules (server/src/pricing): the current version, older ones, a preview. */
      pricingRules: build.query<PricingRulesVersion, void>({
        query: () => '/api/v1/pricing-rules',
        providesTags: ['PricingRules'],
      }),
      pricingRulesHistory: build.query<{ version: number; savedAt: number; savedBy: string | null }[], void>({
        query: () => '/api/v1/pricing-rules/versions',
        providesTags: ['PricingRules'],
      }),
      pricingRulesVersion: build.query<PricingRulesVersion, number>({
        query: (version) => `/api/v1/pricing-rules/versions/${version}`,
      }),
      savePricingRules: build.mutation<PricingRulesVersion, { baseVersion: number; rules: PricingRules }>({
        query: (body) => ({ url: '/api/v1/pricing-rules', method: 'PUT', body }),
        invalidatesTags: ['PricingRules', 'Settings'],
      }),
      previewPrice: build.mutation<PricePreview, PreviewAsk>({
        query: (body) => ({ url: '/api/v1/pricing-rules/preview', method: 'POST', body }),
      }),
      /** The parts the facility makes (its part inventory), to preview a price on. */
      pricingParts: build.query<InventoryPart[], string>({
        query: (search) => ({ url: '/api/v1/sp/part-inventory', params: { search: search || undefined, offset: 0, limit: 50 } }),
        transformResponse: (list: { rows: InventoryPart[] }) => list.rows,
      }),
    }),
  });
