import { defineTexts } from 'shared/texts';

/** The texts of one order as both sides read it (shared/src/order-view), in every language. */
export const ORDER_VIEW_TEXTS = defineTexts({
  'orderView.quoteDue': { en_US: 'Quotes due by', de_DE: 'Angebote bis' },
  'orderView.deliveryDate': { en_US: 'Target delivery date', de_DE: 'Wunschliefertermin' },
  'orderView.currency': { en_US: 'Currency', de_DE: 'Währung' },
  'orderView.parts': { en_US: 'Parts', de_DE: 'Bauteile' },
  'orderView.column.preview': { en_US: 'Preview', de_DE: 'Vorschau' },
  'orderView.column.file': { en_US: 'File', de_DE: 'Datei' },
  'orderView.column.process': { en_US: 'Process', de_DE: 'Verfahren' },
  'orderView.column.material': { en_US: 'Material', de_DE: 'Werkstoff' },
  'orderView.column.quantity': { en_US: 'Quantity', de_DE: 'Menge' },
  'orderView.column.notes': { en_US: 'Notes for the facility', de_DE: 'Hinweise für die Fertigung' },
  'orderView.column.actions': { en_US: 'Actions', de_DE: 'Aktionen' },
  'orderView.thumbnail': { en_US: 'Thumbnail of {{name}}', de_DE: 'Vorschaubild von {{name}}' },
  'orderView.hiddenFile': { en_US: 'Part {{id}}', de_DE: 'Bauteil {{id}}' },
  'orderView.history': { en_US: 'History', de_DE: 'Verlauf' },
  'orderView.archive': { en_US: 'Archive', de_DE: 'Archivieren' },
  'orderView.restore': { en_US: 'Restore from the archive', de_DE: 'Aus dem Archiv holen' },
});
