import { defineTexts } from 'shared/texts';

/**
 * The facilities' texts in every language; {{name}} marks a value. src/texts.ts composes them
 * into the area's table.
 */
export const FACILITIES_TEXTS = defineTexts({
  'facilities.title.facility': { en_US: 'Facilities And Vendors', de_DE: 'Standorte und Lieferanten' },
  'facilities.title.engineer': { en_US: 'Facilities', de_DE: 'Standorte' },
  'facilities.intro.facility': {
    en_US: 'The facilities your plant works with: your enterprise’s own plants and your vendors, with what each runs and holds.',
    de_DE:
      'Die Standorte, mit denen Ihr Werk arbeitet: die eigenen Werke Ihres Unternehmens und Ihre Lieferanten, mit ihren Anlagen und Zertifikaten.',
  },
  'facilities.intro.engineer': {
    en_US:
      'The facilities your orders can reach. Orders sent to your approved vendors go to your store front’s facility and the ones you approved; a blacklisted facility receives none of your orders.',
    de_DE:
      'Die Standorte, die Ihre Bestellungen erreichen können. Bestellungen an Ihre freigegebenen Lieferanten gehen an den Standort Ihres Shops und die freigegebenen; ein gesperrter Standort erhält keine Ihrer Bestellungen.',
  },
  'facilities.search': {
    en_US: 'Search by name, place, process, machine, material or certification',
    de_DE: 'Nach Name, Ort, Verfahren, Maschine, Material oder Zertifikat suchen',
  },
  'facilities.filter.relation': { en_US: 'Relation', de_DE: 'Beziehung' },
  'facilities.filter.any': { en_US: 'Any', de_DE: 'Alle' },
  'facilities.relation.INTERNAL': { en_US: 'Internal (your enterprise)', de_DE: 'Intern (Ihr Unternehmen)' },
  'facilities.relation.PRIVATE': { en_US: 'Approved', de_DE: 'Freigegeben' },
  'facilities.relation.MATCHED': { en_US: 'Matched', de_DE: 'Vermittelt' },
  'facilities.relation.BLACK_LISTED': { en_US: 'Blacklisted', de_DE: 'Gesperrt' },
  'facilities.relation.NONE': { en_US: 'No relation', de_DE: 'Keine Beziehung' },
  'facilities.list': { en_US: 'Facilities', de_DE: 'Standorte' },
  'facilities.empty.facility': {
    en_US: 'Your plant works with no other facility yet.',
    de_DE: 'Ihr Werk arbeitet noch mit keinem anderen Standort.',
  },
  'facilities.empty.engineer': { en_US: 'No facilities yet.', de_DE: 'Noch keine Standorte.' },
  'facilities.noMatch': { en_US: 'No facility matches.', de_DE: 'Kein Standort entspricht der Suche.' },
  'facilities.fetchFailed': { en_US: 'Could not load the facilities', de_DE: 'Die Standorte konnten nicht geladen werden' },
  'facilities.column.name': { en_US: 'Facility', de_DE: 'Standort' },
  'facilities.column.place': { en_US: 'Place', de_DE: 'Ort' },
  'facilities.column.processes': { en_US: 'Processes', de_DE: 'Verfahren' },
  'facilities.column.machines': { en_US: 'Machines', de_DE: 'Maschinen' },
  'facilities.column.materials': { en_US: 'Materials', de_DE: 'Materialien' },
  'facilities.column.certifications': { en_US: 'Certifications', de_DE: 'Zertifikate' },
  'facilities.column.relation': { en_US: 'Relation', de_DE: 'Beziehung' },
  'facilities.validUntil': { en_US: '{{name}} (until {{date}})', de_DE: '{{name}} (bis {{date}})' },
  'facilities.relationOf': { en_US: 'Relation to {{name}}', de_DE: 'Beziehung zu {{name}}' },
  'facilities.blacklistTitle': { en_US: 'Blacklist {{name}}?', de_DE: '{{name}} sperren?' },
  'facilities.blacklistText': {
    en_US:
      'From your next order on, it receives none of your orders, whatever their distribution. Orders it already has stay with it.',
    de_DE:
      'Ab Ihrer nächsten Bestellung erhält der Standort keine Ihrer Bestellungen mehr, gleich wohin sie gehen. Bestellungen, die er schon hat, bleiben bei ihm.',
  },
  'facilities.blacklistConfirm': { en_US: 'Blacklist', de_DE: 'Sperren' },
  'facilities.changed': { en_US: '{{name}}: {{relation}}', de_DE: '{{name}}: {{relation}}' },
});
