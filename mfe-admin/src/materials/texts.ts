import { defineTexts } from 'shared/texts';

/**
 * The material search's texts in every language; {{name}} marks a value. src/texts.ts composes
 * them into the area's table.
 */
export const MATERIALS_TEXTS = defineTexts({
  'materials.title': { en_US: 'Material Search', de_DE: 'Materialsuche' },
  'materials.intro.facility': {
    en_US:
      'The part materials your plant and your vendors run, with their data sheets. Tick up to four to compare them side by side.',
    de_DE:
      'Die Werkstoffe, die Ihr Werk und Ihre Lieferanten verarbeiten, mit ihren Datenblättern. Wählen Sie bis zu vier zum Vergleich nebeneinander.',
  },
  'materials.intro.engineer': {
    en_US:
      'The part materials the facilities of the network run, with their data sheets. Tick up to four to compare them side by side.',
    de_DE:
      'Die Werkstoffe, die die Standorte des Netzwerks verarbeiten, mit ihren Datenblättern. Wählen Sie bis zu vier zum Vergleich nebeneinander.',
  },
  'materials.search': { en_US: 'Search by name, maker or colour', de_DE: 'Nach Name, Hersteller oder Farbe suchen' },
  'materials.filters': { en_US: 'Filters', de_DE: 'Filter' },
  'materials.process': { en_US: 'Process', de_DE: 'Verfahren' },
  'materials.type': { en_US: 'Type', de_DE: 'Art' },
  'materials.any': { en_US: 'Any', de_DE: 'Alle' },
  'materials.certification': { en_US: 'Certification', de_DE: 'Zertifikat' },
  'materials.min': { en_US: '{{property}} at least', de_DE: '{{property}} mindestens' },
  'materials.max': { en_US: '{{property}} at most', de_DE: '{{property}} höchstens' },
  'materials.clearFilters': { en_US: 'Clear filters', de_DE: 'Filter zurücksetzen' },
  'materials.property.tensile': { en_US: 'Tensile strength (MPa)', de_DE: 'Zugfestigkeit (MPa)' },
  'materials.property.elongation': { en_US: 'Elongation at break (%)', de_DE: 'Bruchdehnung (%)' },
  'materials.property.heatDeflection': {
    en_US: 'Heat deflection at 0.45 MPa (°C)',
    de_DE: 'Wärmeformbeständigkeit bei 0,45 MPa (°C)',
  },
  'materials.property.density': { en_US: 'Density (g/cm³)', de_DE: 'Dichte (g/cm³)' },
  'materials.list': { en_US: 'Materials', de_DE: 'Werkstoffe' },
  'materials.empty': { en_US: 'No materials in reach yet.', de_DE: 'Noch keine Werkstoffe erreichbar.' },
  'materials.noMatch': { en_US: 'No material matches these filters.', de_DE: 'Kein Werkstoff entspricht diesen Filtern.' },
  'materials.fetchFailed': { en_US: 'Could not load the materials', de_DE: 'Die Werkstoffe konnten nicht geladen werden' },
  'materials.column.compare': { en_US: 'Compare', de_DE: 'Vergleichen' },
  'materials.column.name': { en_US: 'Material', de_DE: 'Werkstoff' },
  'materials.column.processes': { en_US: 'Processes', de_DE: 'Verfahren' },
  'materials.column.maker': { en_US: 'Maker', de_DE: 'Hersteller' },
  'materials.column.colour': { en_US: 'Colour', de_DE: 'Farbe' },
  'materials.column.certifications': { en_US: 'Certifications', de_DE: 'Zertifikate' },
  'materials.column.facilities': { en_US: 'Facilities running it', de_DE: 'Standorte, die ihn verarbeiten' },
  'materials.notGiven': { en_US: '—', de_DE: '—' },
  'materials.compareOne': { en_US: 'Compare {{name}}', de_DE: '{{name}} vergleichen' },
  'materials.compareFull': { en_US: 'Four materials are compared already', de_DE: 'Es werden schon vier Werkstoffe verglichen' },
  'materials.comparison': { en_US: 'Comparison', de_DE: 'Vergleich' },
  'materials.compareHint': {
    en_US: 'Tick a second material to compare (up to four).',
    de_DE: 'Wählen Sie einen zweiten Werkstoff zum Vergleich (bis zu vier).',
  },
  'materials.property': { en_US: 'Property', de_DE: 'Eigenschaft' },
  'materials.remove': { en_US: 'Remove {{name}} from the comparison', de_DE: '{{name}} aus dem Vergleich nehmen' },
  'materials.clearComparison': { en_US: 'Clear the comparison', de_DE: 'Vergleich leeren' },
});
