import { defineTexts } from 'shared/texts';

/** The texts of an order's progress and shipments (shared/src/fulfilment), in every language. */
export const FULFILMENT_TEXTS = defineTexts({
  'fulfilment.column.part': { en_US: 'Part', de_DE: 'Teil' },
  'fulfilment.column.made': { en_US: 'Made', de_DE: 'Gefertigt' },
  'fulfilment.column.passed': { en_US: 'Passed', de_DE: 'Geprüft' },
  'fulfilment.column.scrapped': { en_US: 'Scrapped', de_DE: 'Ausschuss' },
  'fulfilment.column.shipped': { en_US: 'Shipped', de_DE: 'Versandt' },
  'fulfilment.column.delivered': { en_US: 'Delivered', de_DE: 'Geliefert' },
  'fulfilment.madeOf': { en_US: '{{made}} of {{ordered}}', de_DE: '{{made}} von {{ordered}}' },
  'fulfilment.noShipments': { en_US: 'Nothing has shipped yet.', de_DE: 'Noch nichts versandt.' },
  'fulfilment.shipment': {
    en_US: 'Shipment {{id}}: {{carrier}}, tracking number {{tracking}}',
    de_DE: 'Sendung {{id}}: {{carrier}}, Sendungsnummer {{tracking}}',
  },
  'fulfilment.shippedOn': { en_US: 'Shipped on {{date}}', de_DE: 'Versandt am {{date}}' },
  'fulfilment.inTransit': { en_US: 'On its way', de_DE: 'Unterwegs' },
  'fulfilment.deliveredOn': { en_US: 'Delivered on {{date}}', de_DE: 'Geliefert am {{date}}' },
  'fulfilment.deliverTo': { en_US: 'To {{address}}', de_DE: 'An {{address}}' },
  'fulfilment.line': { en_US: '{{quantity}} × {{part}}', de_DE: '{{quantity}} × {{part}}' },
  'fulfilment.package': {
    en_US: 'Package: {{weight}} kg, {{length}} × {{width}} × {{height}} mm',
    de_DE: 'Paket: {{weight}} kg, {{length}} × {{width}} × {{height}} mm',
  },
  'fulfilment.confirmDelivery': { en_US: 'Confirm delivery', de_DE: 'Lieferung bestätigen' },
  'fulfilment.confirmDeliveryOf': {
    en_US: 'Confirm delivery of shipment {{id}}',
    de_DE: 'Lieferung der Sendung {{id}} bestätigen',
  },
  'fulfilment.confirmTitle': { en_US: 'Confirm this delivery?', de_DE: 'Diese Lieferung bestätigen?' },
  'fulfilment.confirmText': {
    en_US: 'Shipment {{id}} with {{lines}} arrived complete and undamaged.',
    de_DE: 'Sendung {{id}} mit {{lines}} ist vollständig und unbeschädigt angekommen.',
  },
  'fulfilment.documents': { en_US: 'Documents', de_DE: 'Dokumente' },
  'fulfilment.document.QUOTE': { en_US: 'Quote (PDF)', de_DE: 'Angebot (PDF)' },
  'fulfilment.document.ORDER_CONFIRMATION': { en_US: 'Order confirmation (PDF)', de_DE: 'Auftragsbestätigung (PDF)' },
  'fulfilment.document.INVOICE': { en_US: 'Invoice (PDF)', de_DE: 'Rechnung (PDF)' },
  'fulfilment.packingSlip': { en_US: 'Packing slip of shipment {{id}} (PDF)', de_DE: 'Lieferschein der Sendung {{id}} (PDF)' },
});
