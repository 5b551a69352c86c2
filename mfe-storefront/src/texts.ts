import { useTexts, type TextOf } from 'shared/i18n';
import { defineTexts } from 'shared/texts';

/**
 * Every text of the storefront area in every language, written once; {{name}} marks a value.
 * It ships with the remote: useText gives the current language's text (a tenant's wording in
 * the server's bundle wins).
 */
export const TEXTS = defineTexts({
  'newOrder.title': { en_US: 'New Order', de_DE: 'Neue Bestellung' },
  'newOrder.intro': {
    en_US:
      'Add the part files of your order. Each file is checked, and repaired or converted to STL where it needs it, before it can be ordered.',
    de_DE:
      'Fügen Sie die Bauteildateien Ihrer Bestellung hinzu. Jede Datei wird geprüft und, wo nötig, repariert oder in STL umgewandelt, bevor sie bestellt werden kann.',
  },
  'newOrder.upload': { en_US: 'Add part files', de_DE: 'Bauteildateien hinzufügen' },
  'newOrder.yourFiles': { en_US: 'Your part files', de_DE: 'Ihre Bauteildateien' },
  'newOrder.search': { en_US: 'Search by file name', de_DE: 'Nach Dateiname suchen' },
  'newOrder.table': { en_US: 'Part files of your company', de_DE: 'Bauteildateien Ihres Unternehmens' },
  'newOrder.column.preview': { en_US: 'Preview', de_DE: 'Vorschau' },
  'newOrder.thumbnail': { en_US: 'Thumbnail of {{name}}', de_DE: 'Vorschaubild von {{name}}' },
  'newOrder.column.name': { en_US: 'File', de_DE: 'Datei' },
  'newOrder.column.type': { en_US: 'Type', de_DE: 'Typ' },
  'newOrder.column.size': { en_US: 'Size', de_DE: 'Größe' },
  'newOrder.column.uploaded': { en_US: 'Uploaded', de_DE: 'Hochgeladen' },
  'newOrder.column.actions': { en_US: 'Actions', de_DE: 'Aktionen' },
  'newOrder.view': { en_US: 'View', de_DE: 'Ansehen' },
  'newOrder.viewFile': { en_US: 'View {{name}} in 3D', de_DE: '{{name}} in 3D ansehen' },
  'newOrder.madeFrom': { en_US: 'made from file {{id}}', de_DE: 'erstellt aus Datei {{id}}' },
  'newOrder.itar': { en_US: 'ITAR', de_DE: 'ITAR' },
  'newOrder.empty': {
    en_US: 'No part files yet: drop the first ones above.',
    de_DE: 'Noch keine Bauteildateien: Legen Sie die ersten oben ab.',
  },
  'newOrder.noMatch': { en_US: 'No part file matches the search.', de_DE: 'Keine Bauteildatei passt zur Suche.' },
  'newOrder.fetchFailed': {
    en_US: 'Unable to fetch your part files',
    de_DE: 'Ihre Bauteildateien konnten nicht geladen werden',
  },
});

export type Text = TextOf<typeof TEXTS>;
export type TextId = keyof typeof TEXTS;

/** The storefront's texts in the current language. */
export const useText = (): Text => useTexts(TEXTS);
