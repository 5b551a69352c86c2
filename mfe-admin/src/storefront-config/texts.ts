import { defineTexts } from 'shared/texts';

/**
 * The store-front configuration's texts in every language; {{name}} marks a value. src/texts.ts
 * composes them into the area's table.
 */
export const STOREFRONT_CONFIG_TEXTS = defineTexts({
  'storefront.title': { en_US: 'Store Front Config', de_DE: 'Shop-Einstellungen' },
  'storefront.intro': {
    en_US: 'What the facility’s customers see in its store front: the top navigation and the currencies.',
    de_DE: 'Was die Kunden des Standorts in seinem Shop sehen: die obere Navigation und die Währungen.',
  },
  'storefront.fetchFailed': {
    en_US: 'The store front settings could not be loaded',
    de_DE: 'Die Shop-Einstellungen konnten nicht geladen werden',
  },
  'storefront.nav': { en_US: 'Top navigation', de_DE: 'Obere Navigation' },
  'storefront.show': { en_US: 'Show {{name}}', de_DE: '{{name}} zeigen' },
  'storefront.label': { en_US: 'Label', de_DE: 'Beschriftung' },
  'storefront.url': { en_US: 'Address', de_DE: 'Adresse' },
  'storefront.badge': { en_US: 'Badge', de_DE: 'Kennzeichen' },
  'storefront.preview': { en_US: 'Preview', de_DE: 'Vorschau' },
  'storefront.saveNav': { en_US: 'Save the navigation', de_DE: 'Navigation speichern' },
  'storefront.navSaved': { en_US: 'The top navigation was saved', de_DE: 'Die obere Navigation wurde gespeichert' },
  'storefront.currencies': { en_US: 'Currencies', de_DE: 'Währungen' },
  'storefront.showCurrency': { en_US: 'Show the currency selector', de_DE: 'Die Währungsauswahl zeigen' },
  'storefront.enableCurrency': {
    en_US: 'Customers may choose a currency',
    de_DE: 'Kunden dürfen eine Währung wählen',
  },
  'storefront.defaultCurrency': { en_US: 'Default currency', de_DE: 'Standardwährung' },
  'storefront.currency': { en_US: 'Currency {{number}}', de_DE: 'Währung {{number}}' },
  'storefront.code': { en_US: 'Code', de_DE: 'Code' },
  'storefront.symbol': { en_US: 'Symbol', de_DE: 'Symbol' },
  'storefront.rate': { en_US: 'Per unit of the default currency', de_DE: 'Je Einheit der Standardwährung' },
  'storefront.removeCurrency': { en_US: 'Remove {{code}}', de_DE: '{{code}} entfernen' },
  'storefront.addCurrency': { en_US: 'Add a currency', de_DE: 'Währung hinzufügen' },
  'storefront.saveCurrencies': { en_US: 'Save the currencies', de_DE: 'Währungen speichern' },
  'storefront.currenciesSaved': { en_US: 'The currencies were saved', de_DE: 'Die Währungen wurden gespeichert' },
  'storefront.words': {
    en_US: 'Store front words',
    de_DE: 'Texte des Shops',
  },
  'storefront.words.storeName': {
    en_US: 'Store name',
    de_DE: 'Name des Shops',
  },
  'storefront.words.welcomeTitle': {
    en_US: 'Welcome title',
    de_DE: 'Titel der Begrüßung',
  },
  'storefront.words.welcomeText': {
    en_US: 'Welcome text',
    de_DE: 'Text der Begrüßung',
  },
  'storefront.words.supportEmail': {
    en_US: 'Support email',
    de_DE: 'Support-E-Mail',
  },
  'storefront.words.supportPhone': {
    en_US: 'Support telephone',
    de_DE: 'Support-Telefon',
  },
  'storefront.words.hint': {
    en_US:
      'The name shows at the top of your store front, the welcome above each new order, and the support contacts in its footer. Leave one empty to leave it out.',
    de_DE:
      'Der Name steht oben im Shop, die Begrüßung über jeder neuen Bestellung und die Support-Kontakte in der Fußzeile. Leer gelassene Felder entfallen.',
  },
  'storefront.words.preview': {
    en_US: 'Preview of the store front words',
    de_DE: 'Vorschau der Texte des Shops',
  },
  'storefront.words.noName': {
    en_US: '(your facility’s name)',
    de_DE: '(Name Ihres Standorts)',
  },
  'storefront.words.tooLong': {
    en_US: 'At most {{max}} characters',
    de_DE: 'Höchstens {{max}} Zeichen',
  },
  'storefront.words.titleRequired': {
    en_US: 'Please give the welcome a title',
    de_DE: 'Bitte geben Sie der Begrüßung einen Titel',
  },
  'storefront.words.emailInvalid': {
    en_US: 'Please enter a valid support email address',
    de_DE: 'Bitte geben Sie eine gültige Support-E-Mail-Adresse ein',
  },
  'storefront.words.phoneInvalid': {
    en_US: 'Digits, spaces and + ( ) - . / only',
    de_DE: 'Nur Ziffern, Leerzeichen und + ( ) - . /',
  },
  'storefront.words.saved': {
    en_US: 'The store front words were saved',
    de_DE: 'Die Texte des Shops wurden gespeichert',
  },
  'storefront.words.save': {
    en_US: 'Save words',
    de_DE: 'Texte speichern',
  },
});
