import { defineTexts } from 'shared/texts';

/**
 * The shipments list's texts in every language; {{name}} marks a value. src/texts.ts composes
 * them into the area's table.
 */
export const SHIPMENTS_TEXTS = defineTexts({
  'shipments.title': { en_US: 'Shipments', de_DE: 'Sendungen' },
  'shipments.stages': { en_US: 'Shipments by stage', de_DE: 'Sendungen nach Stand' },
  'shipments.stage.TO_SHIP': { en_US: 'To ship', de_DE: 'Zu versenden' },
  'shipments.stage.SHIPPED': { en_US: 'On their way', de_DE: 'Unterwegs' },
  'shipments.stage.DELIVERED': { en_US: 'Delivered', de_DE: 'Geliefert' },
  'shipments.column.order': { en_US: 'Order', de_DE: 'Auftrag' },
  'shipments.column.title': { en_US: 'Title', de_DE: 'Titel' },
  'shipments.column.customer': { en_US: 'Customer', de_DE: 'Kunde' },
  'shipments.column.pieces.TO_SHIP': { en_US: 'Pieces to ship', de_DE: 'Zu versendende Teile' },
  'shipments.column.pieces.SHIPPED': { en_US: 'Pieces', de_DE: 'Teile' },
  'shipments.column.pieces.DELIVERED': { en_US: 'Pieces', de_DE: 'Teile' },
  'shipments.column.carrier': { en_US: 'Carrier', de_DE: 'Versanddienst' },
  'shipments.column.tracking': { en_US: 'Tracking number', de_DE: 'Sendungsnummer' },
  'shipments.column.shipDate': { en_US: 'Shipped', de_DE: 'Versandt' },
  'shipments.column.status': { en_US: 'Order status', de_DE: 'Auftragsstatus' },
  'shipments.column.target': { en_US: 'Target date', de_DE: 'Wunschtermin' },
  'shipments.column.delivered': { en_US: 'Delivered', de_DE: 'Geliefert' },
  'shipments.search': {
    en_US: 'Search by order, customer or tracking number',
    de_DE: 'Nach Auftrag, Kunde oder Sendungsnummer suchen',
  },
  'shipments.customer': { en_US: 'Customer', de_DE: 'Kunde' },
  'shipments.anyCustomer': { en_US: 'Any', de_DE: 'Alle' },
  'shipments.fetchFailed': { en_US: 'Could not load the shipments', de_DE: 'Die Sendungen konnten nicht geladen werden' },
  'shipments.table': { en_US: 'Shipments: {{stage}}', de_DE: 'Sendungen: {{stage}}' },
  'shipments.noMatch': { en_US: 'Nothing matches the search.', de_DE: 'Nichts passt zur Suche.' },
  'shipments.empty.TO_SHIP': {
    en_US: 'Nothing waits to ship: pieces appear here once they pass inspection.',
    de_DE: 'Nichts wartet auf den Versand: Teile erscheinen hier, sobald sie geprüft sind.',
  },
  'shipments.empty.SHIPPED': { en_US: 'No shipments on their way.', de_DE: 'Keine Sendungen unterwegs.' },
  'shipments.empty.DELIVERED': { en_US: 'No deliveries yet.', de_DE: 'Noch keine Lieferungen.' },
});
