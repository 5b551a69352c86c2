import type { EndpointDefinitions } from '@reduxjs/toolkit/query';
import { referenceApi, type AreaApi } from 'shared/api';
import type { ConfigRecordDto, ConfigType } from 'shared/contracts';
import { injectApps } from './apps/api';
import { injectCompanyProfile } from './company-profile/api';
import { injectFacilities } from './facilities/api';
import { injectKeys } from './keys/api';
import { injectMaterials } from './materials/api';
import { injectMachineConnectivity } from './machine-connectivity/api';
import { injectMesSettings } from './mes-settings/api';
import { injectPricing } from './pricing/api';
import { injectProfile } from './profile/api';
import { injectQualitySettings } from './quality-settings/api';
import { injectRfqConfig } from './rfq-config/api';
import { injectSettings, injectWebhooks } from './settings/api';
import { injectTeam } from './team/api';

// The features' types, which their components import from here with adminApi.
export type { AppInput } from './apps/api';
export type { Certification } from './company-profile/api';
export type { FacilityRelation, FacilityRow } from './facilities/api';
export type { ApiKey } from './keys/api';
export type { MaterialFilters, MaterialRow, MaterialSearch } from './materials/api';
export type { WorkCenter, WorkplanQuestion, WorkplanTemplate, WorkplanTemplateInput } from './mes-settings/api';
export type { PricePreview, PriceTerm, PricingRules, PricingRulesVersion } from './pricing/api';
export type { UserProfile, UserProfileUpdate } from './profile/api';
export type { RfqConfig, RfqConfigInput } from './rfq-config/api';
export type {
  AccountingStatus,
  EmailConfig,
  EmailTemplate,
  EmailWording,
  FeatureSwitch,
  SamlProviderInput,
  SamlProviderSettings,
  SettingChange,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointInput,
} from './settings/api';
export type { TeamGrant, TeamInvitation, TeamMember } from './team/api';

/** The admin area's tags on the one api, and the calls several of its folders make. */
const areaApi = referenceApi
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
      'WorkCenter',
      'WorkPlan',
      'MachineConnection',
    ],
  })
  .injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      /** One config record of the facility (GET /api/v1/link3d-config/{type}); null while it was never set. */
      facilityConfig: build.query<ConfigRecordDto | null, ConfigType>({
        query: (type) => `/api/v1/link3d-config/${type}`,
        providesTags: ['Config'],
      }),
      saveFacilityConfig: build.mutation<ConfigRecordDto, { configType: ConfigType; configValue: string }>({
        query: (body) => ({ url: '/api/v1/link3d-config', method: 'POST', body }),
        invalidatesTags: ['Config', 'Settings'],
      }),
    }),
  });

/** The area's api holding the endpoints D, as each feature folder's api.ts takes it. */
export type AdminApi<D extends EndpointDefinitions> = AreaApi<typeof areaApi, D>;

// Each feature folder's api.ts adds its calls to what came before, so that adminApi is typed with all of them.
const account = injectTeam(injectProfile(injectKeys(areaApi)));
const company = injectCompanyProfile(injectFacilities(injectMaterials(account)));
const settings = injectQualitySettings(injectWebhooks(injectSettings(injectApps(injectRfqConfig(company)))));

/** The admin area's calls, the ones of every feature folder. */
export const adminApi = injectMachineConnectivity(injectMesSettings(injectPricing(settings)));
