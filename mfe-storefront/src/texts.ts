import { useTexts, type TextOf } from 'shared/i18n';
import { defineTexts } from 'shared/texts';
import ORDER_MESSAGES from './order-messages/texts.json';
import ORDER_DETAILS from './order-details/texts.json';
import NEW_ORDER from './new-order/texts.json';
import CAD_VIEWER from './cad-viewer/texts.json';
import ORDER_HISTORY from './order-history/texts.json';
import REQUEST_QUOTE from './request-quote/texts.json';
import PART_INVENTORY from './part-inventory/texts.json';
import PROJECTS from './projects/texts.json';
import DIGITAL_CATALOG from './digital-catalog/texts.json';
import SEVERAL_FOLDERS from './texts.json';

/**
 * Every text of the storefront area in every language, written once; {{name}} marks a value.
 * Each feature folder keeps its own ids in its texts.json, and src/texts.json the ids several
 * folders use: plain data that translators edit with their tools, composed here with the ids
 * kept as literal types. It ships with the remote: useText gives the current language's text (a
 * tenant's wording in the server's bundle wins).
 */
export const TEXTS = defineTexts({
  ...ORDER_MESSAGES,
  ...ORDER_DETAILS,
  ...NEW_ORDER,
  ...CAD_VIEWER,
  ...ORDER_HISTORY,
  ...REQUEST_QUOTE,
  ...PART_INVENTORY,
  ...PROJECTS,
  ...DIGITAL_CATALOG,
  ...SEVERAL_FOLDERS,
});

export type Text = TextOf<typeof TEXTS>;

/** The storefront's texts in the current language. */
export const useText = (): Text => useTexts(TEXTS);
