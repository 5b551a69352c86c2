import { defineTexts } from 'shared/texts';

/**
 * The order history's texts in every language; {{name}} marks a value. src/texts.ts composes
 * them into the area's table.
 */
export const ORDER_HISTORY_TEXTS = defineTexts({
  'orderHistory.title.ALL': { en_US: 'Order History', de_DE: 'Bestellverlauf' },
  'orderHistory.title.UNDER_WAY': { en_US: 'Orders', de_DE: 'Bestellungen' },
  'orderHistory.title.ARCHIVE': { en_US: 'Archive', de_DE: 'Archiv' },
  'orderHistory.search': {
    en_US: 'Search by order, title, reference or file',
    de_DE: 'Nach Bestellung, Titel, Referenz oder Datei suchen',
  },
  'orderHistory.status': { en_US: 'Status', de_DE: 'Status' },
  'orderHistory.allStates': { en_US: 'All', de_DE: 'Alle' },
  'orderHistory.export': { en_US: 'Export CSV', de_DE: 'Als CSV exportieren' },
  'orderHistory.exportExcel': { en_US: 'Export Excel', de_DE: 'Als Excel exportieren' },
  'orderHistory.table': { en_US: 'Your company’s orders', de_DE: 'Bestellungen Ihres Unternehmens' },
  'orderHistory.column.title': { en_US: 'Title', de_DE: 'Titel' },
  'orderHistory.column.status': { en_US: 'Status', de_DE: 'Status' },
  'orderHistory.fetchFailed': { en_US: 'Could not load your orders', de_DE: 'Ihre Bestellungen konnten nicht geladen werden' },
  'orderHistory.noMatch': { en_US: 'No order matches.', de_DE: 'Keine Bestellung passt.' },
  'orderHistory.empty': {
    en_US: 'No orders yet: New Order starts the first.',
    de_DE: 'Noch keine Bestellungen: Mit „Neue Bestellung“ legen Sie die erste an.',
  },
});
