import { defineTexts } from 'shared/texts';

/**
 * The order messages' texts in every language; {{name}} marks a value. src/texts.ts composes
 * them into the area's table.
 */
export const ORDER_MESSAGES_TEXTS = defineTexts({
  'orderMessages.title': { en_US: 'Messages: order {{id}}, {{title}}', de_DE: 'Nachrichten: Bestellung {{id}}, {{title}}' },
  'orderMessages.titleLoading': { en_US: 'Messages: order {{id}}', de_DE: 'Nachrichten: Bestellung {{id}}' },
  'orderMessages.back': { en_US: 'Back to the order', de_DE: 'Zurück zur Bestellung' },
});
