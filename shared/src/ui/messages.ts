/**
 * Every text the UI kit shows, as react-intl descriptors with English defaults.
 * 'common.*' ids already exist in the server bundles; the 'ui.*' ids are listed with their
 * translations in contracts/ui-messages.ts (messages.test.ts keeps both in step).
 */
import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  yes: { id: 'common.yes', defaultMessage: 'Yes' },
  no: { id: 'common.no', defaultMessage: 'No' },
  noData: { id: 'common.noData', defaultMessage: 'No Data' },
  calendar: { id: 'ui.date.calendar', defaultMessage: 'Calendar' },
  openCalendar: { id: 'ui.date.openCalendar', defaultMessage: 'Open calendar' },
  previousMonth: { id: 'ui.date.previousMonth', defaultMessage: 'Previous month' },
  nextMonth: { id: 'ui.date.nextMonth', defaultMessage: 'Next month' },
  loading: { id: 'ui.loading', defaultMessage: 'Loading…' },
  pagerLabel: { id: 'ui.pager.label', defaultMessage: 'Pagination' },
  pagerPrevious: { id: 'ui.pager.previous', defaultMessage: 'Previous page' },
  pagerNext: { id: 'ui.pager.next', defaultMessage: 'Next page' },
  // Messages with values declare their types, so formatMessage checks the values passed.
  pagerPage: defineMessage<{ page: number }>({ id: 'ui.pager.page', defaultMessage: 'Page {page}' }),
  phoneCountry: { id: 'ui.phone.country', defaultMessage: 'Country' },
  phoneNoCountry: { id: 'ui.phone.noCountry', defaultMessage: 'Select country' },
  phoneValid: { id: 'ui.phone.valid', defaultMessage: 'Valid phone number' },
  phoneInvalid: { id: 'ui.phone.invalid', defaultMessage: 'Invalid phone number' },
  stepsLabel: { id: 'ui.steps.label', defaultMessage: 'Steps' },
  stepDone: { id: 'ui.steps.done', defaultMessage: 'Done' },
  expandRow: { id: 'ui.table.expandRow', defaultMessage: 'Expand row' },
  collapseRow: { id: 'ui.table.collapseRow', defaultMessage: 'Collapse row' },
  time: { id: 'ui.time.label', defaultMessage: 'Time' },
  hour: { id: 'ui.time.hour', defaultMessage: 'Hour' },
  minute: { id: 'ui.time.minute', defaultMessage: 'Minute' },
  toastClose: { id: 'ui.toast.close', defaultMessage: 'Close' },
  toastLabel: { id: 'ui.toast.label', defaultMessage: 'Notification' },
  toastRegion: defineMessage<{ hotkey: string }>({ id: 'ui.toast.region', defaultMessage: 'Notifications ({hotkey})' }),
});
