import { useTexts, type TextOf } from 'shared/i18n';
import { defineTexts } from 'shared/texts';
import KEYS from './keys/texts.json';
import FACILITIES from './facilities/texts.json';
import MATERIALS from './materials/texts.json';
import PROFILE from './profile/texts.json';
import TEAM from './team/texts.json';
import COMPANY_PROFILE from './company-profile/texts.json';
import APPS from './apps/texts.json';
import STOREFRONT_CONFIG from './storefront-config/texts.json';
import PRICING from './pricing/texts.json';
import RFQ_CONFIG from './rfq-config/texts.json';
import QUALITY_SETTINGS from './quality-settings/texts.json';
import MES_SETTINGS from './mes-settings/texts.json';
import MACHINE_CONNECTIVITY from './machine-connectivity/texts.json';
import SSO from './settings/sso-texts.json';
import WEBHOOK from './settings/webhook-texts.json';
import EMAIL from './settings/email-texts.json';
import SETTINGS from './settings/texts.json';

/**
 * Every text of the admin area in every language, written once; {{name}} marks a value. Each
 * feature folder keeps its own ids in its texts.json (the settings folder its larger screens' in
 * sso-texts.json, webhook-texts.json and email-texts.json), plain data that translators edit
 * with their tools, composed here with the ids kept as literal types. It ships with the remote:
 * useText gives the current language's text.
 */
export const TEXTS = defineTexts({
  ...KEYS,
  ...FACILITIES,
  ...MATERIALS,
  ...PROFILE,
  ...TEAM,
  ...COMPANY_PROFILE,
  ...APPS,
  ...STOREFRONT_CONFIG,
  ...PRICING,
  ...RFQ_CONFIG,
  ...QUALITY_SETTINGS,
  ...MES_SETTINGS,
  ...MACHINE_CONNECTIVITY,
  ...SSO,
  ...WEBHOOK,
  ...EMAIL,
  ...SETTINGS,
});

export type Text = TextOf<typeof TEXTS>;

/** The area's texts in the current language. */
export const useText = (): Text => useTexts(TEXTS);
