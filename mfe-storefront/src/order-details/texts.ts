import { defineTexts } from 'shared/texts';

/**
 * The texts of an order's page and its progress in every language; {{name}} marks a value.
 * src/texts.ts composes them into the area's table.
 */
export const ORDER_DETAILS_TEXTS = defineTexts({
  'orderDetails.messages': { en_US: 'Messages', de_DE: 'Nachrichten' },
  'orderDetails.messagesUnread': { en_US: 'Messages ({{count}} unread)', de_DE: 'Nachrichten ({{count}} ungelesen)' },
  'orderDetails.fetchFailed': { en_US: 'Could not load the order', de_DE: 'Die Bestellung konnte nicht geladen werden' },
  'orderDetails.title': { en_US: 'Order {{id}}: {{title}}', de_DE: 'Bestellung {{id}}: {{title}}' },
  'orderDetails.attachments': {
    en_US: 'Files sent with the quote of {{facility}}',
    de_DE: 'Dateien zum Angebot von {{facility}}',
  },
  'orderDetails.reason': {
    en_US: 'Why you turn {{facility}} down (optional, they will read it)',
    de_DE: 'Warum Sie {{facility}} absagen (freiwillig, die Fertigung liest es)',
  },
  'orderDetails.unmatched': {
    en_US: 'No facility this order may go to can make it',
    de_DE: 'Keine Fertigungsstätte, an die diese Bestellung gehen kann, kann sie fertigen',
  },
  'orderDetails.changeOrder': { en_US: 'Change the order', de_DE: 'Bestellung ändern' },
  'orderDetails.draft': { en_US: 'This order is a draft.', de_DE: 'Diese Bestellung ist ein Entwurf.' },
  'orderDetails.carryOn': { en_US: 'Carry on with it', de_DE: 'Weiter bearbeiten' },
  'orderDetails.withdrawn': { en_US: 'This order was withdrawn.', de_DE: 'Diese Bestellung wurde zurückgezogen.' },
  'orderDetails.facts': { en_US: 'The order', de_DE: 'Die Bestellung' },
  'orderDetails.quotes': { en_US: 'Quotes', de_DE: 'Angebote' },
  'orderDetails.declined': { en_US: 'Declined: {{reason}}', de_DE: 'Abgelehnt: {{reason}}' },
  'orderDetails.signedNda': { en_US: 'Signed NDA: {{name}}', de_DE: 'Unterschriebene NDA: {{name}}' },
  'orderDetails.approveNda': { en_US: 'Approve the NDA', de_DE: 'NDA freigeben' },
  'orderDetails.rejectNda': { en_US: 'Reject the NDA', de_DE: 'NDA ablehnen' },
  'orderDetails.bidOf': { en_US: 'Quote of {{facility}}', de_DE: 'Angebot von {{facility}}' },
  'orderDetails.line.PART': { en_US: 'Part', de_DE: 'Bauteil' },
  'orderDetails.line.SETUP': { en_US: 'Setup', de_DE: 'Rüsten' },
  'orderDetails.line.POST_PROCESSING': { en_US: 'Post-processing', de_DE: 'Nachbearbeitung' },
  'orderDetails.line.SHIPPING': { en_US: 'Shipping', de_DE: 'Versand' },
  'orderDetails.each': { en_US: '{{quantity}} × {{price}}', de_DE: '{{quantity}} × {{price}}' },
  'orderDetails.discount': { en_US: 'Discount', de_DE: 'Rabatt' },
  'orderDetails.tax': { en_US: 'Tax ({{rate}} %)', de_DE: 'Steuer ({{rate}} %)' },
  'orderDetails.total': { en_US: 'Total', de_DE: 'Gesamt' },
  'orderDetails.promise': {
    en_US: 'Lead time {{days}} days, delivery by {{date}}; valid until {{valid}}',
    de_DE: 'Lieferzeit {{days}} Tage, Lieferung bis {{date}}; gültig bis {{valid}}',
  },
  'orderDetails.accept': { en_US: 'Accept', de_DE: 'Annehmen' },
  'orderDetails.acceptFrom': { en_US: 'Accept the quote of {{facility}}', de_DE: 'Angebot von {{facility}} annehmen' },
  'orderDetails.acceptTitle': { en_US: 'Accept this quote?', de_DE: 'Dieses Angebot annehmen?' },
  'orderDetails.acceptMessage': {
    en_US: '{{facility}} makes the order for {{total}}. The other quotes are turned down.',
    de_DE: '{{facility}} fertigt die Bestellung für {{total}}. Die anderen Angebote werden abgelehnt.',
  },
  'orderDetails.reject': { en_US: 'Turn down', de_DE: 'Ablehnen' },
  'orderDetails.cancel': { en_US: 'Cancel', de_DE: 'Abbrechen' },
  'orderDetails.rejectFrom': { en_US: 'Turn down the quote of {{facility}}', de_DE: 'Angebot von {{facility}} ablehnen' },
  'orderDetails.withdraw': { en_US: 'Withdraw the order', de_DE: 'Bestellung zurückziehen' },
  'orderDetails.withdrawTitle': { en_US: 'Withdraw this order?', de_DE: 'Diese Bestellung zurückziehen?' },
  'orderDetails.withdrawMessage': {
    en_US: 'The facilities are told, and no quote can be accepted any more.',
    de_DE: 'Die Fertigungsstätten werden informiert, und kein Angebot kann mehr angenommen werden.',
  },
  'orderDetails.progress': { en_US: 'Progress and shipments', de_DE: 'Fortschritt und Sendungen' },
  'orderDetails.onHold': {
    en_US: 'The facility has put the order on hold',
    de_DE: 'Der Fertiger hat den Auftrag angehalten',
  },
  'orderProgress.fetchFailed': {
    en_US: 'Could not load the order’s progress',
    de_DE: 'Der Fortschritt der Bestellung konnte nicht geladen werden',
  },
  'orderProgress.parts': { en_US: 'What is made and shipped', de_DE: 'Was gefertigt und versandt ist' },
  'orderProgress.shipments': { en_US: 'Shipments', de_DE: 'Sendungen' },
});
