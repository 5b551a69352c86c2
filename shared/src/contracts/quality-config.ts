/** The value lists of the quality area's two config types: its dashboard's widgets and its records' PDFs. */

/**
 * The quality dashboard's widgets, in the order it shows them unless the facility chooses
 * another (QMS_DASHBOARD_CONFIG); each is the field of the dashboard's answer that holds it.
 */
export const QUALITY_DASHBOARD_WIDGETS = [
  'trends',
  'capasDue',
  'openByAge',
  'pareto',
  'byMachine',
  'byMaterial',
  'byCustomer',
] as const;
export type QualityDashboardWidget = (typeof QUALITY_DASHBOARD_WIDGETS)[number];

/** The parts of a quality record's PDF a facility may leave out (QMS_REPORT_CONFIG); the JSON export keeps them all. */
export const QUALITY_REPORT_SECTIONS = ['internalNotes', 'costs', 'evidence', 'history'] as const;
export type QualityReportSection = (typeof QUALITY_REPORT_SECTIONS)[number];
