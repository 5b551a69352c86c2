import { defineTexts } from 'shared/texts';

/**
 * The quote request configuration's texts in every language; {{name}} marks a value.
 * src/texts.ts composes them into the area's table.
 */
export const RFQ_CONFIG_TEXTS = defineTexts({
  'rfqConfig.title': { en_US: 'RFQ Config', de_DE: 'Anfrage-Einstellungen' },
  'rfqConfig.intro': {
    en_US:
      'What New Order asks of the customers of your store front: the fields they must fill, where their orders may go, the quote due date proposed, the NDA offered and the terms and conditions they accept.',
    de_DE:
      'Was die Neue Bestellung von den Kunden Ihres Shops verlangt: die Pflichtfelder, wohin ihre Bestellungen gehen dürfen, das vorgeschlagene Angebotsdatum, die angebotene Geheimhaltungsvereinbarung und die Geschäftsbedingungen, die sie akzeptieren.',
  },
  'rfqConfig.fetchFailed': {
    en_US: 'Could not load the RFQ configuration',
    de_DE: 'Die Anfrage-Einstellungen konnten nicht geladen werden',
  },
  'rfqConfig.required': { en_US: 'Required on submission', de_DE: 'Beim Absenden erforderlich' },
  'rfqConfig.field.displayTitle': { en_US: 'Title (also of a quote request)', de_DE: 'Titel (auch einer Angebotsanfrage)' },
  'rfqConfig.field.estimatedDeliveryDate': {
    en_US: 'Target delivery date (also of a quote request)',
    de_DE: 'Wunschliefertermin (auch einer Angebotsanfrage)',
  },
  'rfqConfig.field.thirdPartyOrderId': { en_US: 'The customer’s order reference', de_DE: 'Bestellreferenz des Kunden' },
  'rfqConfig.field.notes': { en_US: 'Notes', de_DE: 'Hinweise' },
  'rfqConfig.field.partNumber': { en_US: 'Part number of each part', de_DE: 'Teilenummer jedes Bauteils' },
  'rfqConfig.field.primaryUseCase': { en_US: 'Primary use case of each part', de_DE: 'Hauptverwendung jedes Bauteils' },
  'rfqConfig.field.industryFocus': { en_US: 'Industry of each part', de_DE: 'Branche jedes Bauteils' },
  'rfqConfig.distributions': { en_US: 'Orders may go to', de_DE: 'Bestellungen dürfen gehen an' },
  'rfqConfig.distribution.INTERNAL_FACILITY': {
    en_US: 'The customer’s own facilities',
    de_DE: 'Die eigenen Standorte des Kunden',
  },
  'rfqConfig.distribution.APPROVED_VENDORS': {
    en_US: 'The customer’s approved vendors and this store front',
    de_DE: 'Die freigegebenen Lieferanten des Kunden und diesen Shop',
  },
  'rfqConfig.distribution.LINK3D': { en_US: 'Every capable facility', de_DE: 'Jede geeignete Fertigungsstätte' },
  'rfqConfig.distributionsRequired': {
    en_US: 'Please choose at least one place orders may go',
    de_DE: 'Bitte wählen Sie mindestens ein Ziel für Bestellungen',
  },
  'rfqConfig.quoteDueDays': { en_US: 'Quotes due after (days)', de_DE: 'Angebote fällig nach (Tagen)' },
  'rfqConfig.quoteDueDaysRange': {
    en_US: 'Please enter a whole number of days from 1 to 365',
    de_DE: 'Bitte geben Sie eine ganze Zahl von Tagen zwischen 1 und 365 ein',
  },
  'rfqConfig.ndaTemplate': { en_US: 'NDA template', de_DE: 'Vorlage der Geheimhaltungsvereinbarung' },
  'rfqConfig.ndaTemplateHint': {
    en_US: 'Offered to a customer whose order asks facilities to sign an NDA; empty: none.',
    de_DE: 'Wird Kunden angeboten, deren Bestellung eine Geheimhaltungsvereinbarung verlangt; leer: keine.',
  },
  'rfqConfig.terms': { en_US: 'Terms and conditions', de_DE: 'Allgemeine Geschäftsbedingungen' },
  'rfqConfig.termsHint': {
    en_US:
      'Customers accept them when they order; empty: none. Changed wording is a new version, which customers must accept again.',
    de_DE:
      'Kunden akzeptieren sie bei der Bestellung; leer: keine. Geänderter Wortlaut ist eine neue Version, die Kunden erneut akzeptieren müssen.',
  },
  'rfqConfig.termsVersion': {
    en_US: 'Version {{version}} in force since {{date}}',
    de_DE: 'Version {{version}} gilt seit {{date}}',
  },
  'rfqConfig.noTerms': { en_US: 'No terms and conditions in force.', de_DE: 'Keine Geschäftsbedingungen in Kraft.' },
  'rfqConfig.tooLong': { en_US: 'Please keep this to {{max}} characters', de_DE: 'Bitte höchstens {{max}} Zeichen' },
  'rfqConfig.saved': { en_US: 'Configuration has been updated successfully', de_DE: 'Die Konfiguration wurde aktualisiert' },
  'rfqConfig.saveFailed': {
    en_US: 'Sorry, we could not save the RFQ configuration',
    de_DE: 'Die Anfrage-Einstellungen konnten leider nicht gespeichert werden',
  },
});
