import type { EndpointDefinitions } from '@reduxjs/toolkit/query';
import type { QueryParams, RequestBody } from 'shared/api';
import type { components, PriorityLabel, Tag, TagKind } from 'shared/contracts';
import type { AdminApi } from '../api';

export type FeatureSwitch = components['schemas']['FeatureSwitch'];
export type SettingChange = components['schemas']['SettingChange'];
export type EmailConfig = components['schemas']['EmailConfig'];
export type EmailTemplate = components['schemas']['EmailTemplate'];
export type EmailWording = components['schemas']['EmailWording'];
export type SamlProviderSettings = components['schemas']['SamlProviderSettings'];
export type SamlProviderInput = components['schemas']['SamlProviderInput'];
/** The facility's accounting connection: ACTIVE or INACTIVE, and why it lapsed. */
export type AccountingStatus = components['schemas']['AccountingStatus'];
export type WebhookEndpoint = components['schemas']['WebhookEndpoint'];
export type WebhookEndpointSecret = components['schemas']['WebhookEndpointSecret'];
export type WebhookEndpointInput = RequestBody<'/api/v1/sp/webhooks/endpoints', 'post'>;
export type WebhookDelivery = components['schemas']['WebhookDelivery'];
export type WebhookDeliveryQuery = QueryParams<'/api/v1/sp/webhooks/deliveries', 'get'>;

/** A change of a label or tag: the lists, the audit and the things they are set on are read again. */
const MARKS = ['PriorityLabel', 'Tag', 'Settings', 'Order', 'Job'] as const;

/** The settings screens' calls: the settings home, labels and tags, email, single sign-on, accounting. */
export const injectSettings = <D extends EndpointDefinitions>(api: AdminApi<D>) =>
  api.injectEndpoints({
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
    }),
  });

/** The webhooks screen's calls. */
export const injectWebhooks = <D extends EndpointDefinitions>(api: AdminApi<D>) =>
  api.injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
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
    }),
  });
