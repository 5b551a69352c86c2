import { defineTexts } from 'shared/texts';

/**
 * The app store's texts in every language; {{name}} marks a value. src/texts.ts composes them
 * into the area's table.
 */
export const APPS_TEXTS = defineTexts({
  'apps.title': { en_US: 'App Store', de_DE: 'App Store' },
  'apps.adminTitle': { en_US: 'App Store Admin', de_DE: 'App-Store-Verwaltung' },
  'apps.intro': {
    en_US:
      'The apps of the facility. An enabled internal app shows in the sidebar under Internal Apps, any other under Apps & Extensions.',
    de_DE:
      'Die Apps des Standorts. Eine eingeschaltete interne App erscheint in der Seitenleiste unter Interne Apps, jede andere unter Apps & Erweiterungen.',
  },
  'apps.adminIntro': {
    en_US: 'Add the facility’s apps, change their name, address and logo, or remove them.',
    de_DE: 'Fügen Sie die Apps des Standorts hinzu, ändern Sie Name, Adresse und Logo oder entfernen Sie sie.',
  },
  'apps.readOnly': {
    en_US: 'Only people with the facility settings permission change the apps.',
    de_DE: 'Nur Personen mit der Berechtigung für Standorteinstellungen ändern die Apps.',
  },
  'apps.fetchFailed': { en_US: 'The apps could not be loaded', de_DE: 'Die Apps konnten nicht geladen werden' },
  'apps.empty': { en_US: 'The facility has no apps yet.', de_DE: 'Der Standort hat noch keine Apps.' },
  'apps.noMatch': { en_US: 'No app matches the search.', de_DE: 'Keine App entspricht der Suche.' },
  'apps.internal': { en_US: 'Internal app', de_DE: 'Interne App' },
  'apps.extension': { en_US: 'App or extension', de_DE: 'App oder Erweiterung' },
  'apps.enabledFor': { en_US: 'Show {{name}} in the sidebar', de_DE: '{{name}} in der Seitenleiste zeigen' },
  'apps.turnedOn': { en_US: '{{name}} turned on', de_DE: '{{name}} eingeschaltet' },
  'apps.turnedOff': { en_US: '{{name}} turned off', de_DE: '{{name}} ausgeschaltet' },
  'apps.list': { en_US: 'The facility’s apps', de_DE: 'Die Apps des Standorts' },
  'apps.search': { en_US: 'Search by name or address', de_DE: 'Nach Name oder Adresse suchen' },
  'apps.name': { en_US: 'Name', de_DE: 'Name' },
  'apps.kind': { en_US: 'Kind', de_DE: 'Art' },
  'apps.address': { en_US: 'Address', de_DE: 'Adresse' },
  'apps.logo': { en_US: 'Logo (image address)', de_DE: 'Logo (Bildadresse)' },
  'apps.enabled': { en_US: 'In the sidebar', de_DE: 'In der Seitenleiste' },
  'apps.yes': { en_US: 'Yes', de_DE: 'Ja' },
  'apps.no': { en_US: 'No', de_DE: 'Nein' },
  'apps.actions': { en_US: 'Actions', de_DE: 'Aktionen' },
  'apps.add': { en_US: 'Add an app', de_DE: 'App hinzufügen' },
  'apps.change': { en_US: 'Change {{name}}', de_DE: '{{name}} ändern' },
  'apps.changeShort': { en_US: 'Change', de_DE: 'Ändern' },
  'apps.changeTitle': { en_US: 'Change “{{name}}”', de_DE: '„{{name}}“ ändern' },
  'apps.remove': { en_US: 'Remove {{name}}', de_DE: '{{name}} entfernen' },
  'apps.removeShort': { en_US: 'Remove', de_DE: 'Entfernen' },
  'apps.removeTitle': { en_US: 'Remove the app “{{name}}”?', de_DE: 'Die App „{{name}}“ entfernen?' },
  'apps.removeText': {
    en_US: 'It leaves the sidebar of everyone at the facility.',
    de_DE: 'Sie verschwindet aus der Seitenleiste aller Personen des Standorts.',
  },
  'apps.removeConfirm': { en_US: 'Remove', de_DE: 'Entfernen' },
  'apps.removed': { en_US: '“{{name}}” removed', de_DE: '„{{name}}“ entfernt' },
  'apps.saved': { en_US: '“{{name}}” saved', de_DE: '„{{name}}“ gespeichert' },
  'apps.nameRequired': { en_US: 'Please name the app', de_DE: 'Bitte benennen Sie die App' },
  'apps.addressInvalid': {
    en_US: 'Please enter a web address starting with https://',
    de_DE: 'Bitte geben Sie eine Webadresse ein, die mit https:// beginnt',
  },
  'apps.internalChoice': { en_US: 'An internal app of the facility', de_DE: 'Eine interne App des Standorts' },
  'apps.enabledChoice': { en_US: 'Show it in the sidebar', de_DE: 'In der Seitenleiste zeigen' },
  'apps.save': { en_US: 'Save', de_DE: 'Speichern' },
  'apps.cancel': { en_US: 'Cancel', de_DE: 'Abbrechen' },
});
