import { useTexts, type TextOf } from 'shared/i18n';
import { defineTexts } from 'shared/texts';
import { ORDER_MESSAGES_TEXTS } from './order-messages/texts';
import { ORDER_DETAILS_TEXTS } from './order-details/texts';
import { NEW_ORDER_TEXTS } from './new-order/texts';
import { CAD_VIEWER_TEXTS } from './cad-viewer/texts';
import { ORDER_HISTORY_TEXTS } from './order-history/texts';
import { REQUEST_QUOTE_TEXTS } from './request-quote/texts';
import { PART_INVENTORY_TEXTS } from './part-inventory/texts';
import { PROJECTS_TEXTS } from './projects/texts';
import { DIGITAL_CATALOG_TEXTS } from './digital-catalog/texts';

/**
 * Every text of the storefront area in every language, written once; {{name}} marks a value.
 * Each feature folder keeps its own ids in its texts.ts, composed here with the ids several
 * folders use. It ships with the remote: useText gives the current language's text (a tenant's
 * wording in the server's bundle wins).
 */
export const TEXTS = defineTexts({
  ...ORDER_MESSAGES_TEXTS,
  ...ORDER_DETAILS_TEXTS,
  ...NEW_ORDER_TEXTS,
  ...CAD_VIEWER_TEXTS,
  ...ORDER_HISTORY_TEXTS,
  ...REQUEST_QUOTE_TEXTS,
  ...PART_INVENTORY_TEXTS,
  ...PROJECTS_TEXTS,
  ...DIGITAL_CATALOG_TEXTS,
  'newOrder.view': { en_US: 'View', de_DE: 'Ansehen' },
  'newOrder.viewFile': { en_US: 'View {{name}} in 3D', de_DE: '{{name}} in 3D ansehen' },
  'newOrder.submitting': { en_US: 'Submitting…', de_DE: 'Wird abgeschickt…' },
  'newOrder.parts.partNumber': { en_US: 'Part number', de_DE: 'Teilenummer' },
  'newOrder.parts.useCase': { en_US: 'Primary use case', de_DE: 'Hauptverwendung' },
  'newOrder.parts.notSaid': { en_US: 'Not said', de_DE: 'Keine Angabe' },
  'newOrder.parts.industry': { en_US: 'Industry focus', de_DE: 'Branche' },
  'newOrder.order.title': { en_US: 'Order title', de_DE: 'Titel der Bestellung' },
  'newOrder.order.quoteDue': { en_US: 'Quotes due by', de_DE: 'Angebote bis' },
  'newOrder.order.deliveryDate': { en_US: 'Target delivery date', de_DE: 'Wunschliefertermin' },
  'newOrder.order.deliveryMethod': { en_US: 'Delivery', de_DE: 'Lieferung' },
  'newOrder.order.distribution': { en_US: 'Send the order to', de_DE: 'Bestellung senden an' },
  'newOrder.distribution.INTERNAL_FACILITY': { en_US: 'Our own facilities', de_DE: 'Unsere eigenen Fertigungsstätten' },
  'newOrder.distribution.APPROVED_VENDORS': { en_US: 'Our approved vendors', de_DE: 'Unsere freigegebenen Lieferanten' },
  'newOrder.distribution.LINK3D': { en_US: 'Every capable facility', de_DE: 'Jede geeignete Fertigungsstätte' },
  'newOrder.order.thirdPartyId': { en_US: 'Your order reference', de_DE: 'Ihre Bestellreferenz' },
  'newOrder.order.notes': { en_US: 'Notes', de_DE: 'Hinweise' },
  'newOrder.required': { en_US: '{{label}} (required)', de_DE: '{{label}} (Pflichtfeld)' },
  'orderDetails.untitled': { en_US: 'untitled', de_DE: 'ohne Titel' },
  'filter.process': { en_US: 'Process', de_DE: 'Verfahren' },
  'filter.material': { en_US: 'Material', de_DE: 'Werkstoff' },
  'filter.any': { en_US: 'Any', de_DE: 'Alle' },
});

export type Text = TextOf<typeof TEXTS>;

/** The storefront's texts in the current language. */
export const useText = (): Text => useTexts(TEXTS);
