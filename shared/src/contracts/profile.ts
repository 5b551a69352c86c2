/**
 * How a person may have dates shown (their date_format, MMM DD, YYYY by default), as
 * moment formats; the user profile offers these and the server accepts no other.
 */
export const DATE_DISPLAY_FORMATS = [
  'MMM DD, YYYY',
  'DD MMM YYYY',
  'DD.MM.YYYY',
  'DD/MM/YYYY',
  'MM/DD/YYYY',
  'YYYY-MM-DD',
] as const;
export type DateDisplayFormat = (typeof DATE_DISPLAY_FORMATS)[number];
