import { defineTexts } from 'shared/texts';

/**
 * The API keys' texts in every language; {{name}} marks a value. src/texts.ts composes them into
 * the area's table.
 */
export const KEYS_TEXTS = defineTexts({
  'keys.title': { en_US: 'API Keys', de_DE: 'API-Schlüssel' },
  'keys.intro': {
    en_US:
      'A key lets a script or a tool call the platform’s API as you, with your rights and no more. Send it in the X-API-KEY header.',
    de_DE:
      'Mit einem Schlüssel ruft ein Skript oder Werkzeug die API der Plattform in Ihrem Namen auf, mit Ihren Rechten und nicht mehr. Senden Sie ihn im Header X-API-KEY.',
  },
  'keys.docs': { en_US: 'API documentation', de_DE: 'API-Dokumentation' },
  'keys.new': { en_US: 'New key', de_DE: 'Neuer Schlüssel' },
  'keys.name': { en_US: 'Name', de_DE: 'Name' },
  'keys.nameRequired': { en_US: 'Please name the key', de_DE: 'Bitte benennen Sie den Schlüssel' },
  'keys.expires': { en_US: 'Expires on', de_DE: 'Läuft ab am' },
  'keys.expiresRequired': {
    en_US: 'Please choose a day within the next year',
    de_DE: 'Bitte wählen Sie einen Tag innerhalb des nächsten Jahres',
  },
  'keys.create': { en_US: 'Create key', de_DE: 'Schlüssel erstellen' },
  'keys.created': {
    en_US: 'Copy the key “{{name}}” now: it is not shown again.',
    de_DE: 'Kopieren Sie den Schlüssel „{{name}}“ jetzt: Er wird nicht noch einmal angezeigt.',
  },
  'keys.theKey': { en_US: 'Your new key', de_DE: 'Ihr neuer Schlüssel' },
  'keys.copy': { en_US: 'Copy', de_DE: 'Kopieren' },
  'keys.copied': { en_US: 'Key copied', de_DE: 'Schlüssel kopiert' },
  'keys.done': { en_US: 'Done', de_DE: 'Fertig' },
  'keys.list': { en_US: 'Your API keys', de_DE: 'Ihre API-Schlüssel' },
  'keys.empty': { en_US: 'No API keys yet.', de_DE: 'Noch keine API-Schlüssel.' },
  'keys.fetchFailed': { en_US: 'Could not load your API keys', de_DE: 'Ihre API-Schlüssel konnten nicht geladen werden' },
  'keys.column.name': { en_US: 'Name', de_DE: 'Name' },
  'keys.column.key': { en_US: 'Key', de_DE: 'Schlüssel' },
  'keys.column.created': { en_US: 'Created', de_DE: 'Erstellt' },
  'keys.column.expires': { en_US: 'Expires', de_DE: 'Läuft ab' },
  'keys.column.lastUsed': { en_US: 'Last used', de_DE: 'Zuletzt verwendet' },
  'keys.column.state': { en_US: 'State', de_DE: 'Status' },
  'keys.column.actions': { en_US: 'Actions', de_DE: 'Aktionen' },
  'keys.never': { en_US: 'Never', de_DE: 'Nie' },
  'keys.state.active': { en_US: 'Active', de_DE: 'Aktiv' },
  'keys.state.expired': { en_US: 'Expired', de_DE: 'Abgelaufen' },
  'keys.state.revoked': { en_US: 'Revoked on {{date}}', de_DE: 'Widerrufen am {{date}}' },
  'keys.revoke': { en_US: 'Revoke {{name}}', de_DE: '{{name}} widerrufen' },
  'keys.revokeTitle': { en_US: 'Revoke the key “{{name}}”?', de_DE: 'Den Schlüssel „{{name}}“ widerrufen?' },
  'keys.revokeText': {
    en_US: 'It stops working at once; scripts that use it are refused.',
    de_DE: 'Er funktioniert sofort nicht mehr; Skripte, die ihn verwenden, werden abgewiesen.',
  },
  'keys.revokeConfirm': { en_US: 'Revoke', de_DE: 'Widerrufen' },
  'keys.revoked': { en_US: 'The key “{{name}}” is revoked', de_DE: 'Der Schlüssel „{{name}}“ ist widerrufen' },
});
