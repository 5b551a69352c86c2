import { useTexts, type TextOf } from 'shared/i18n';
import { defineTexts } from 'shared/texts';
import PART_ORDERS from './part-orders/texts.json';
import ARCHIVE from './archive/texts.json';
import SHIPMENTS from './shipments/texts.json';
import PART_ORDER from './part-order/texts.json';
import CUSTOMERS from './customers/texts.json';
import VENDOR from './vendor/texts.json';
import SEVERAL_FOLDERS from './texts.json';

/**
 * Every text of the facility's order area in every language, written once; {{name}} marks a
 * value. Each feature folder keeps its own ids in its texts.json, and src/texts.json the ids
 * several folders use: plain data that translators edit with their tools, composed here with the
 * ids kept as literal types. It ships with the remote: useText gives the current language's text
 * (a tenant's wording in the server's bundle wins). The order and offer states' names are shared/orders'.
 */
export const TEXTS = defineTexts({
  ...PART_ORDERS,
  ...ARCHIVE,
  ...SHIPMENTS,
  ...PART_ORDER,
  ...CUSTOMERS,
  ...VENDOR,
  ...SEVERAL_FOLDERS,
});

export type Text = TextOf<typeof TEXTS>;

/** The area's texts in the current language. */
export const useText = (): Text => useTexts(TEXTS);
