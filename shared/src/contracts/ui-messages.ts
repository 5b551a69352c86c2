/**
 * Texts of the shared UI kit (shared/src/ui), in the translation-bundle shape the server
 * serves: one entry per message id, {{name}} for a value. The kit's components carry
 * the en_US text as react-intl default messages; a test keeps the two in step.
 * Plain data with no imports, so the server can seed its bundles from it.
 */
export const UI_MESSAGES: Record<string, { en_US: string; de_DE: string }> = {
  'ui.date.calendar': { en_US: 'Calendar', de_DE: 'Kalender' },
  'ui.date.openCalendar': { en_US: 'Open calendar', de_DE: 'Kalender öffnen' },
  'ui.date.previousMonth': { en_US: 'Previous month', de_DE: 'Vorheriger Monat' },
  'ui.date.nextMonth': { en_US: 'Next month', de_DE: 'Nächster Monat' },
  'ui.loading': { en_US: 'Loading…', de_DE: 'Wird geladen…' },
  'ui.pager.label': { en_US: 'Pagination', de_DE: 'Seitennavigation' },
  'ui.pager.previous': { en_US: 'Previous page', de_DE: 'Vorherige Seite' },
  'ui.pager.next': { en_US: 'Next page', de_DE: 'Nächste Seite' },
  'ui.pager.page': { en_US: 'Page {{page}}', de_DE: 'Seite {{page}}' },
  'ui.phone.country': { en_US: 'Country', de_DE: 'Land' },
  'ui.phone.noCountry': { en_US: 'Select country', de_DE: 'Land auswählen' },
  'ui.phone.valid': { en_US: 'Valid phone number', de_DE: 'Gültige Telefonnummer' },
  'ui.phone.invalid': { en_US: 'Invalid phone number', de_DE: 'Ungültige Telefonnummer' },
  'ui.steps.label': { en_US: 'Steps', de_DE: 'Schritte' },
  'ui.steps.done': { en_US: 'Done', de_DE: 'Erledigt' },
  'ui.table.expandRow': { en_US: 'Expand row', de_DE: 'Zeile aufklappen' },
  'ui.table.collapseRow': { en_US: 'Collapse row', de_DE: 'Zeile zuklappen' },
  'ui.time.label': { en_US: 'Time', de_DE: 'Uhrzeit' },
  'ui.time.hour': { en_US: 'Hour', de_DE: 'Stunde' },
  'ui.time.minute': { en_US: 'Minute', de_DE: 'Minute' },
  'ui.toast.close': { en_US: 'Close', de_DE: 'Schließen' },
  'ui.toast.label': { en_US: 'Notification', de_DE: 'Benachrichtigung' },
  'ui.toast.region': { en_US: 'Notifications ({{hotkey}})', de_DE: 'Benachrichtigungen ({{hotkey}})' },
};
