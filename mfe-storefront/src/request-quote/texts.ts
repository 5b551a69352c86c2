import { defineTexts } from 'shared/texts';

/**
 * The quote request's texts in every language; {{name}} marks a value. src/texts.ts composes
 * them into the area's table.
 */
export const REQUEST_QUOTE_TEXTS = defineTexts({
  'requestQuote.title': { en_US: 'Request Quote', de_DE: 'Angebot anfordern' },
  'requestQuote.form': { en_US: 'Quote request', de_DE: 'Angebotsanfrage' },
  'requestQuote.intro': {
    en_US: 'Add your part files, say how many of each and when you need the quotes: the facilities propose how to make them.',
    de_DE:
      'Fügen Sie Ihre Bauteildateien hinzu, nennen Sie die Mengen und bis wann Sie Angebote brauchen: Die Fertigungsstätten schlagen vor, wie sie gefertigt werden.',
  },
  'requestQuote.parts': { en_US: 'Parts to quote', de_DE: 'Anzufragende Bauteile' },
  'requestQuote.quantityOf': { en_US: 'Quantity of {{name}}', de_DE: 'Menge von {{name}}' },
  'requestQuote.note': { en_US: 'Note for the facilities', de_DE: 'Hinweis für die Fertigungsstätten' },
  'requestQuote.submit': { en_US: 'Request quotes', de_DE: 'Angebote anfordern' },
});
