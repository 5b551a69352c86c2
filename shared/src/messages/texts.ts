import { defineTexts } from 'shared/texts';

/** The order messages' texts (shared/src/messages), in every language. */
export const MESSAGE_TEXTS = defineTexts({
  'messages.threads': { en_US: 'Conversations by facility', de_DE: 'Unterhaltungen nach Fertiger' },
  'messages.tab': { en_US: '{{facility}} ({{unread}} unread)', de_DE: '{{facility}} ({{unread}} ungelesen)' },
  'messages.list': { en_US: 'Messages with {{party}}', de_DE: 'Nachrichten mit {{party}}' },
  'messages.none': {
    en_US: 'No messages yet. Questions about the parts, the dates or the quote go here.',
    de_DE: 'Noch keine Nachrichten. Fragen zu Teilen, Terminen oder Angebot gehören hierher.',
  },
  'messages.noThreads': {
    en_US: 'Conversations open once the order has gone to facilities.',
    de_DE: 'Unterhaltungen beginnen, sobald die Bestellung an Fertiger gegangen ist.',
  },
  'messages.fetchFailed': { en_US: 'Could not load the messages', de_DE: 'Die Nachrichten konnten nicht geladen werden' },
  'messages.byline': { en_US: '{{author}}, {{company}} · {{time}}', de_DE: '{{author}}, {{company}} · {{time}}' },
  'messages.you': { en_US: 'You', de_DE: 'Sie' },
  'messages.compose': { en_US: 'Your message', de_DE: 'Ihre Nachricht' },
  'messages.composeTo': { en_US: 'Write to {{party}}', de_DE: 'An {{party}} schreiben' },
  'messages.composeHint': { en_US: 'Ctrl+Enter sends', de_DE: 'Strg+Eingabe sendet' },
  'messages.attach': { en_US: 'Attach files', de_DE: 'Dateien anhängen' },
  'messages.attaching': { en_US: 'Uploading {{name}}…', de_DE: '{{name}} wird hochgeladen…' },
  'messages.removeAttachment': { en_US: 'Remove {{name}}', de_DE: '{{name}} entfernen' },
  'messages.send': { en_US: 'Send', de_DE: 'Senden' },
  'messages.empty': {
    en_US: 'Please write a message or attach a file',
    de_DE: 'Bitte schreiben Sie eine Nachricht oder hängen Sie eine Datei an',
  },
});
