import { useTexts, type TextOf } from 'shared/i18n';
import { defineTexts } from 'shared/texts';

/**
 * Every text of the facility's order area in every language, written once; {{name}} marks a
 * value. It ships with the remote: useText gives the current language's text (a tenant's
 * wording in the server's bundle wins). The order and offer states' names are shared/orders'.
 */
export const TEXTS = defineTexts({
  'partOrders.title': { en_US: 'Part Orders', de_DE: 'Teileaufträge' },
  'partOrders.stages': { en_US: 'Part orders by stage', de_DE: 'Teileaufträge nach Stand' },
  'partOrders.stage.NEW': { en_US: 'New requests', de_DE: 'Neue Anfragen' },
  'partOrders.stage.QUOTING': { en_US: 'Quoted', de_DE: 'Angeboten' },
  'partOrders.stage.AWARDED': { en_US: 'Awarded', de_DE: 'Beauftragt' },
  'partOrders.stage.ALL': { en_US: 'All', de_DE: 'Alle' },
  'partOrders.search': { en_US: 'Search by order, title or file', de_DE: 'Nach Auftrag, Titel oder Datei suchen' },
  'partOrders.export': { en_US: 'Export CSV', de_DE: 'Als CSV exportieren' },
  'partOrders.table': { en_US: 'Part orders: {{stage}}', de_DE: 'Teileaufträge: {{stage}}' },
  'partOrders.column.title': { en_US: 'Title', de_DE: 'Titel' },
  'partOrders.column.status': { en_US: 'Status', de_DE: 'Status' },
  'partOrders.column.assignee': { en_US: 'Assigned to', de_DE: 'Zuständig' },
  'partOrders.fetchFailed': { en_US: 'Unable to fetch the part orders', de_DE: 'Die Teileaufträge konnten nicht geladen werden' },
  'partOrders.noMatch': { en_US: 'No part order matches the search.', de_DE: 'Kein Teileauftrag passt zur Suche.' },
  'partOrders.empty.NEW': { en_US: 'No new requests.', de_DE: 'Keine neuen Anfragen.' },
  'partOrders.empty.QUOTING': { en_US: 'No quotes waiting for an answer.', de_DE: 'Keine Angebote, die auf Antwort warten.' },
  'partOrders.empty.AWARDED': { en_US: 'No awarded orders.', de_DE: 'Keine beauftragten Aufträge.' },
  'partOrders.empty.ALL': {
    en_US: 'No orders have come to this facility yet.',
    de_DE: 'Noch keine Aufträge an diese Fertigung.',
  },
  'partOrder.assignee': { en_US: 'Assigned to', de_DE: 'Zuständig' },
  'partOrder.nobody': { en_US: 'Nobody', de_DE: 'Niemand' },
  'partOrder.messages': { en_US: 'Messages with the customer', de_DE: 'Nachrichten mit dem Kunden' },
  'partOrder.fetchFailed': { en_US: 'Unable to fetch the order', de_DE: 'Der Auftrag konnte nicht geladen werden' },
  'partOrder.title': { en_US: 'Order {{id}}: {{title}} · {{customer}}', de_DE: 'Auftrag {{id}}: {{title}} · {{customer}}' },
  'partOrder.quoteDue': { en_US: 'Quote due', de_DE: 'Angebot bis' },
  'partOrder.targetDate': { en_US: 'Target delivery date', de_DE: 'Wunschliefertermin' },
  'partOrder.currency': { en_US: 'Currency', de_DE: 'Währung' },
  'partOrder.orderStatus': { en_US: 'Order', de_DE: 'Auftrag' },
  'partOrder.ndaNeeded': {
    en_US: 'The customer asks you to sign its NDA before you see the files.',
    de_DE: 'Der Kunde bittet Sie, seine Geheimhaltungsvereinbarung zu unterschreiben, bevor Sie die Dateien sehen.',
  },
  'partOrder.ndaRejected': {
    en_US: 'The customer rejected the NDA you sent: send it signed again.',
    de_DE: 'Der Kunde hat die gesendete Geheimhaltungsvereinbarung abgelehnt: Senden Sie sie erneut unterschrieben.',
  },
  'partOrder.customerNda': { en_US: 'The customer’s NDA: {{name}}', de_DE: 'Geheimhaltungsvereinbarung des Kunden: {{name}}' },
  'partOrder.sendSigned': { en_US: 'Send the signed NDA', de_DE: 'Unterschriebene Vereinbarung senden' },
  'partOrder.ndaSent': {
    en_US: 'Your signed NDA is with the customer for review.',
    de_DE: 'Ihre unterschriebene Vereinbarung liegt dem Kunden zur Prüfung vor.',
  },
  'partOrder.parts': { en_US: 'Parts', de_DE: 'Bauteile' },
  'partOrder.filesHidden': {
    en_US: 'The files show once the customer has approved your signed NDA.',
    de_DE: 'Die Dateien erscheinen, sobald der Kunde Ihre unterschriebene Vereinbarung freigegeben hat.',
  },
  'partOrder.hiddenFile': { en_US: 'Part {{id}}', de_DE: 'Bauteil {{id}}' },
  'partOrder.column.preview': { en_US: 'Preview', de_DE: 'Vorschau' },
  'partOrder.column.file': { en_US: 'File', de_DE: 'Datei' },
  'partOrder.column.process': { en_US: 'Process', de_DE: 'Verfahren' },
  'partOrder.column.material': { en_US: 'Material', de_DE: 'Werkstoff' },
  'partOrder.column.quantity': { en_US: 'Quantity', de_DE: 'Menge' },
  'partOrder.column.actions': { en_US: 'Actions', de_DE: 'Aktionen' },
  'partOrder.thumbnail': { en_US: 'Thumbnail of {{name}}', de_DE: 'Vorschaubild von {{name}}' },
  'partOrder.view': { en_US: 'View', de_DE: 'Ansehen' },
  'partOrder.viewFile': { en_US: 'View {{name}} in 3D', de_DE: '{{name}} in 3D ansehen' },
  'partOrder.bid': { en_US: 'Your bid', de_DE: 'Ihr Angebot' },
  'partOrder.yourBid': { en_US: 'Your bid (revision {{revision}})', de_DE: 'Ihr Angebot (Fassung {{revision}})' },
  'partOrder.awarded': {
    en_US: 'The customer accepted your bid: confirm the order to plan it.',
    de_DE: 'Der Kunde hat Ihr Angebot angenommen: Bestätigen Sie den Auftrag, um ihn einzuplanen.',
  },
  'partOrder.confirm': { en_US: 'Confirm the order', de_DE: 'Auftrag bestätigen' },
  'partOrder.decline': { en_US: 'Decline to quote', de_DE: 'Angebot ablehnen' },
  'partOrder.declineAward': { en_US: 'Decline the order', de_DE: 'Auftrag ablehnen' },
  'partOrder.declineTitle': { en_US: 'Decline to quote on this order?', de_DE: 'Kein Angebot zu diesem Auftrag abgeben?' },
  'partOrder.declineAwardTitle': { en_US: 'Decline this order after all?', de_DE: 'Diesen Auftrag doch ablehnen?' },
  'partOrder.declineConfirm': { en_US: 'Decline', de_DE: 'Ablehnen' },
  'partOrder.reason': { en_US: 'Reason, for the customer', de_DE: 'Grund, für den Kunden' },
  'partOrder.history': { en_US: 'History', de_DE: 'Verlauf' },
  'bid.form': { en_US: 'Bid', de_DE: 'Angebot' },
  'bid.part': { en_US: 'part {{id}}', de_DE: 'Bauteil {{id}}' },
  'bid.unitPrice': {
    en_US: 'Unit price of {{part}} × {{quantity}} ({{currency}})',
    de_DE: 'Stückpreis von {{part}} × {{quantity}} ({{currency}})',
  },
  'bid.setup': { en_US: 'Setup ({{currency}})', de_DE: 'Rüsten ({{currency}})' },
  'bid.postProcessing': { en_US: 'Post-processing ({{currency}})', de_DE: 'Nachbearbeitung ({{currency}})' },
  'bid.shipping': { en_US: 'Shipping ({{currency}})', de_DE: 'Versand ({{currency}})' },
  'bid.discount': { en_US: 'Discount ({{currency}})', de_DE: 'Rabatt ({{currency}})' },
  'bid.tax': { en_US: 'Tax rate (%)', de_DE: 'Steuersatz (%)' },
  'bid.leadTime': { en_US: 'Lead time (days)', de_DE: 'Lieferzeit (Tage)' },
  'bid.deliveryDate': { en_US: 'Promised delivery date', de_DE: 'Zugesagter Liefertermin' },
  'bid.validUntil': { en_US: 'Bid valid until', de_DE: 'Angebot gültig bis' },
  'bid.notes': { en_US: 'Notes for the customer', de_DE: 'Hinweise für den Kunden' },
  'bid.plan': { en_US: 'Date from your plan', de_DE: 'Termin aus Ihrer Planung' },
  'bid.planning': { en_US: 'Looking at your plan…', de_DE: 'Ihre Planung wird geprüft…' },
  'bid.suggested': {
    en_US: 'Your plan can deliver by {{date}}.',
    de_DE: 'Laut Ihrer Planung ist Lieferung bis {{date}} möglich.',
  },
  'bid.useSuggested': { en_US: 'Use this date', de_DE: 'Diesen Termin übernehmen' },
  'bid.assumed': {
    en_US: '{{part}}: {{machine}}, {{from}} to {{to}} ({{hours}} h)',
    de_DE: '{{part}}: {{machine}}, {{from}} bis {{to}} ({{hours}} h)',
  },
  'bid.unplanned': {
    en_US: '{{part}}: no machine of yours runs its process and material',
    de_DE: '{{part}}: keine Ihrer Maschinen bietet Verfahren und Werkstoff an',
  },
  'bid.postProcessingAssumed': {
    en_US: 'then {{hours}} h of post-processing',
    de_DE: 'danach {{hours}} h Nachbearbeitung',
  },
  'bid.noPlan': { en_US: 'Your plan could not be read.', de_DE: 'Ihre Planung konnte nicht gelesen werden.' },
  'bid.totals': { en_US: 'Totals', de_DE: 'Summen' },
  'bid.subtotal': { en_US: 'Subtotal less discount', de_DE: 'Zwischensumme abzüglich Rabatt' },
  'bid.taxAmount': { en_US: 'Tax', de_DE: 'Steuer' },
  'bid.total': { en_US: 'Total', de_DE: 'Gesamt' },
  'bid.submit': { en_US: 'Send the bid', de_DE: 'Angebot senden' },
  'bid.revise': { en_US: 'Send the revised bid', de_DE: 'Überarbeitetes Angebot senden' },
  'bid.priceRequired': { en_US: 'Please enter a unit price', de_DE: 'Bitte geben Sie einen Stückpreis ein' },
  'bid.notNegative': { en_US: 'Please enter 0 or more', de_DE: 'Bitte 0 oder mehr eingeben' },
  'bid.taxTooHigh': { en_US: 'A tax rate is at most 100 %', de_DE: 'Ein Steuersatz beträgt höchstens 100 %' },
  'bid.leadTimeRequired': { en_US: 'Please enter the lead time', de_DE: 'Bitte geben Sie die Lieferzeit ein' },
  'bid.deliveryRequired': { en_US: 'Please choose the delivery date', de_DE: 'Bitte wählen Sie den Liefertermin' },
  'bid.validRequired': {
    en_US: 'Please choose how long the bid is valid',
    de_DE: 'Bitte wählen Sie die Gültigkeit des Angebots',
  },
});

export type Text = TextOf<typeof TEXTS>;

/** The area's texts in the current language. */
export const useText = (): Text => useTexts(TEXTS);
