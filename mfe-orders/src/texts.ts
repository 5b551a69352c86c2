import { useTexts, type TextOf } from 'shared/i18n';
import { defineTexts } from 'shared/texts';
import { PART_ORDERS_TEXTS } from './part-orders/texts';
import { ARCHIVE_TEXTS } from './archive/texts';
import { SHIPMENTS_TEXTS } from './shipments/texts';
import { PART_ORDER_TEXTS } from './part-order/texts';
import { CUSTOMERS_TEXTS } from './customers/texts';
import { VENDOR_TEXTS } from './vendor/texts';

/**
 * Every text of the facility's order area in every language, written once; {{name}} marks a
 * value. Each feature folder keeps its own ids in its texts.ts, composed here with the ids
 * several folders use. It ships with the remote: useText gives the current language's text (a
 * tenant's wording in the server's bundle wins). The order and offer states' names are shared/orders'.
 */
export const TEXTS = defineTexts({
  ...PART_ORDERS_TEXTS,
  ...ARCHIVE_TEXTS,
  ...SHIPMENTS_TEXTS,
  ...PART_ORDER_TEXTS,
  ...CUSTOMERS_TEXTS,
  ...VENDOR_TEXTS,
  'partOrders.filters': { en_US: 'Filters', de_DE: 'Filter' },
  'partOrders.filtersSet': { en_US: 'Filters ({{count}})', de_DE: 'Filter ({{count}})' },
  'partOrder.nobody': { en_US: 'Nobody', de_DE: 'Niemand' },
});

export type Text = TextOf<typeof TEXTS>;

/** The area's texts in the current language. */
export const useText = (): Text => useTexts(TEXTS);
