import { useTexts, type TextOf } from 'shared/i18n';
import { defineTexts } from 'shared/texts';
import { KEYS_TEXTS } from './keys/texts';
import { FACILITIES_TEXTS } from './facilities/texts';
import { MATERIALS_TEXTS } from './materials/texts';
import { PROFILE_TEXTS } from './profile/texts';
import { TEAM_TEXTS } from './team/texts';
import { COMPANY_PROFILE_TEXTS } from './company-profile/texts';
import { APPS_TEXTS } from './apps/texts';
import { STOREFRONT_CONFIG_TEXTS } from './storefront-config/texts';
import { PRICING_TEXTS } from './pricing/texts';
import { RFQ_CONFIG_TEXTS } from './rfq-config/texts';
import { SETTINGS_TEXTS } from './settings/texts';

/**
 * Every text of the admin area in every language, written once; {{name}} marks a value. Each
 * feature folder keeps its own ids in its texts.ts, composed here with the ids several folders
 * use. It ships with the remote: useText gives the current language's text.
 */
export const TEXTS = defineTexts({
  ...KEYS_TEXTS,
  ...FACILITIES_TEXTS,
  ...MATERIALS_TEXTS,
  ...PROFILE_TEXTS,
  ...TEAM_TEXTS,
  ...COMPANY_PROFILE_TEXTS,
  ...APPS_TEXTS,
  ...STOREFRONT_CONFIG_TEXTS,
  ...PRICING_TEXTS,
  ...RFQ_CONFIG_TEXTS,
  ...SETTINGS_TEXTS,
});

export type Text = TextOf<typeof TEXTS>;

/** The area's texts in the current language. */
export const useText = (): Text => useTexts(TEXTS);
