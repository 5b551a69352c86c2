import { remoteRoute, type RemoteModule } from 'shared/remote';

const sp = remoteRoute('serviceProvider', 'ROLE_SERVICE_PROVIDER');
const engineer = remoteRoute('engineer', 'ROLE_ENGINEER');

/** Settings (spec 2.4, 2.6 Admin, 2.8): labels, integrations, configuration, team, keys, profiles. */
const area: RemoteModule = {
  name: 'mfe_admin',
  routes: [
    sp('/service-provider/settings', 'page.settings'),
    sp('/service-provider/settings/priority-labels', 'page.priorityLabels'),
    sp('/service-provider/settings/quickbooks', 'page.quickbooks', { flag: 'accounting' }),
    sp('/service-provider/settings/webhook', 'page.webhooks', { flag: 'webhooks' }),
    sp('/service-provider/settings/magics', 'page.magicsSettings'),
    sp('/service-provider/settings/mes', 'page.mesSettings', { permission: 'MES_SETTINGS_EDITOR' }),
    sp('/service-provider/settings/quality-management', 'page.qualitySettings', { permission: 'QMS_SETTINGS_EDITOR' }),
    sp('/service-provider/settings/tags', 'page.tags', { permission: 'TAGS_SETTINGS_EDITOR' }),
    sp('/service-provider/settings/email-config', 'page.emailConfig', { permission: 'EMAIL_SETTINGS_EDITOR' }),
    sp('/service-provider/service-provider/email-templates', 'page.emailTemplates', { permission: 'EMAIL_SETTINGS_EDITOR' }),
    sp('/service-provider/settings/machine-connectivity', 'page.machineConnectivitySettings', {
      permission: 'MC_SETTINGS_EDITOR',
    }),
    sp('/service-provider/profile/update', 'page.facilityProfile'),
    sp('/service-provider/user/profile/update', 'page.userProfile'),
    sp('/service-provider/team', 'page.team', { permission: 'SP_TEAM_EDITOR' }),
    sp('/service-provider/keys', 'page.apiKeys'),
    sp('/service-provider/rfq/config', 'page.rfqConfig', { permission: 'RFQ_CONFIG_EDITOR' }),
    sp('/service-provider/app-marketplace', 'page.appStore'),
    sp('/service-provider/app-marketplace-admin', 'page.appStoreAdmin'),
    sp('/pricing-rules', 'page.pricingRules', { authority: 'ROLE_ADMIN', flag: 'quoteRuleEngine' }),
    sp('/store-front-config', 'page.storeFrontConfig', { permission: 'STOREFRONT_CONFIG_EDITOR' }),
    engineer('/engineer/team', 'page.team', { permission: 'ENG_TEAM_EDITOR' }),
    engineer('/engineer/keys', 'page.apiKeys'),
  ],
};

export default area;
