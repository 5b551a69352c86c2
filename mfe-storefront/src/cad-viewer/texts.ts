import { defineTexts } from 'shared/texts';

/**
 * The CAD viewer's texts in every language; {{name}} marks a value. src/texts.ts composes them
 * into the area's table.
 */
export const CAD_VIEWER_TEXTS = defineTexts({
  'cadViewer.title': { en_US: '{{title}} in 3D', de_DE: '{{title}} in 3D' },
  'cadViewer.back': { en_US: 'Back to the order', de_DE: 'Zurück zur Bestellung' },
  'cadViewer.parts': { en_US: 'Parts of the order', de_DE: 'Teile der Bestellung' },
  'cadViewer.partFacts': { en_US: '{{quantity}} × {{material}}', de_DE: '{{quantity}} × {{material}}' },
  'cadViewer.noParts': {
    en_US: 'This order has no part to show yet.',
    de_DE: 'Diese Bestellung hat noch kein Teil zum Anzeigen.',
  },
});
