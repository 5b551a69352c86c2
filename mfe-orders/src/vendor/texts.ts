import { defineTexts } from 'shared/texts';

/**
 * The vendor orders' texts in every language; {{name}} marks a value. src/texts.ts composes them
 * into the area's table.
 */
export const VENDOR_TEXTS = defineTexts({
  'vendorOrders.title': { en_US: 'Order History', de_DE: 'Bestellverlauf' },
  'vendorOrders.types': { en_US: 'Orders by vendor type', de_DE: 'Aufträge nach Lieferantenart' },
  'vendorOrders.type.INTERNAL': { en_US: 'From our enterprise', de_DE: 'Aus dem eigenen Unternehmen' },
  'vendorOrders.type.NOT_INTERNAL': { en_US: 'Placed with other facilities', de_DE: 'Bei anderen Fertigern bestellt' },
  'vendorOrders.column.order': { en_US: 'Order', de_DE: 'Auftrag' },
  'vendorOrders.column.title': { en_US: 'Title', de_DE: 'Titel' },
  'vendorOrders.column.orderedBy': { en_US: 'Ordered by', de_DE: 'Besteller' },
  'vendorOrders.column.vendor': { en_US: 'Vendor', de_DE: 'Lieferant' },
  'vendorOrders.column.status': { en_US: 'State', de_DE: 'Status' },
  'vendorOrders.column.created': { en_US: 'Created', de_DE: 'Erstellt' },
  'vendorOrders.column.target': { en_US: 'Target date', de_DE: 'Wunschtermin' },
  'vendorOrders.column.price': { en_US: 'Price', de_DE: 'Preis' },
  'vendorOrders.search': { en_US: 'Search order, vendor or company', de_DE: 'Auftrag, Lieferant oder Firma suchen' },
  'vendorOrders.fetchFailed': { en_US: 'Could not load the orders', de_DE: 'Die Aufträge konnten nicht geladen werden' },
  'vendorOrders.table': { en_US: 'Orders: {{type}}', de_DE: 'Aufträge: {{type}}' },
  'vendorOrders.noMatch': { en_US: 'Nothing matches the search.', de_DE: 'Nichts passt zur Suche.' },
  'vendorOrders.empty.INTERNAL': {
    en_US: 'No orders from your enterprise’s engineering yet.',
    de_DE: 'Noch keine Aufträge der eigenen Konstruktion.',
  },
  'vendorOrders.empty.NOT_INTERNAL': {
    en_US: 'Your enterprise has placed no orders with other facilities yet.',
    de_DE: 'Ihr Unternehmen hat noch nichts bei anderen Fertigern bestellt.',
  },
});
