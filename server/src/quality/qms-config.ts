/**
 * A facility's two quality config types, kept as its other config records are (and audited on
 * the settings home): QMS_DASHBOARD_CONFIG, which widgets its quality dashboard shows and in
 * which order, and QMS_REPORT_CONFIG, the header of its NCR and CAPA PDFs and the parts they
 * include. A facility that never saved one works with its defaults: every widget in the
 * platform's order; its profile's name and logo, every part.
 */
import {
  QUALITY_DASHBOARD_WIDGETS,
  QUALITY_REPORT_SECTIONS,
  type QualityDashboardWidget,
  type QualityReportSection,
} from 'shared/contracts';
import { facilityRecord, parseConfigValue, saveFacilityConfig } from '../config/index.js';
import type { Db } from '../db/database.js';
import { profileLogo } from '../documents/index.js';
import { badRequest } from '../http/errors.js';
import type { QualityDashboardConfig, QualityReportConfig } from './qms-config-schemas.js';

type Scope = { facilityId: number; userId: number };
type Widget = QualityDashboardConfig['widgets'][number];

export const DEFAULT_DASHBOARD_CONFIG: QualityDashboardConfig = {
  widgets: QUALITY_DASHBOARD_WIDGETS.map((key) => ({ key, shown: true })),
};

export const DEFAULT_REPORT_CONFIG: QualityReportConfig = {
  companyName: '',
  addressLine: '',
  documentCode: '',
  revision: '',
  logo: true,
  sections: [...QUALITY_REPORT_SECTIONS],
};

const isWidget = (entry: unknown): entry is Widget =>
  typeof entry === 'object' &&
  entry !== null &&
  QUALITY_DASHBOARD_WIDGETS.includes((entry as Widget).key) &&
  typeof (entry as Widget).shown === 'boolean';

/** Every widget once: the ones named in their order, then the others, not shown. */
const everyWidget = (named: Widget[]): Widget[] => [
  ...named,
  ...QUALITY_DASHBOARD_WIDGETS.filter((key) => !named.some((widget) => widget.key === key)).map((key) => ({
    key,
    shown: false,
  })),
];

export async function dashboardConfig(db: Db, facilityId: number): Promise<QualityDashboardConfig> {
  const row = await facilityRecord(db, facilityId, 'QMS_DASHBOARD_CONFIG');
  if (!row?.active) return DEFAULT_DASHBOARD_CONFIG;
  const saved = parseConfigValue(row.config_value).widgets;
  // A widget the platform no longer has is passed over; one it added since the save is not shown.
  return { widgets: everyWidget(Array.isArray(saved) ? saved.filter(isWidget) : []) };
}

/** The widgets the facility's dashboard shows, in its order: the only ones its figures are counted for. */
export async function shownWidgets(db: Db, facilityId: number): Promise<QualityDashboardWidget[]> {
  return (await dashboardConfig(db, facilityId)).widgets.filter((widget) => widget.shown).map((widget) => widget.key);
}

export async function saveDashboardConfig(db: Db, scope: Scope, config: QualityDashboardConfig): Promise<QualityDashboardConfig> {
  config.widgets.forEach((widget, index) => {
    if (config.widgets.findIndex((other) => other.key === widget.key) !== index)
      throw badRequest(`The widget ${widget.key} is named twice`, `body.widgets.${index}.key`);
  });
  const value = { widgets: everyWidget(config.widgets) };
  await saveFacilityConfig(db, scope, { configType: 'QMS_DASHBOARD_CONFIG', configValue: JSON.stringify(value) });
  return value;
}

export async function reportConfig(db: Db, facilityId: number): Promise<QualityReportConfig> {
  const row = await facilityRecord(db, facilityId, 'QMS_REPORT_CONFIG');
  // A field added since the facility saved takes its default.
  return row?.active
    ? { ...DEFAULT_REPORT_CONFIG, ...(parseConfigValue(row.config_value) as Partial<QualityReportConfig>) }
    : DEFAULT_REPORT_CONFIG;
}

export async function saveReportConfig(db: Db, scope: Scope, config: QualityReportConfig): Promise<QualityReportConfig> {
  const value: QualityReportConfig = {
    companyName: config.companyName.trim(),
    addressLine: config.addressLine.trim(),
    documentCode: config.documentCode.trim(),
    revision: config.revision.trim(),
    logo: config.logo,
    sections: QUALITY_REPORT_SECTIONS.filter((section) => config.sections.includes(section)),
  };
  await saveFacilityConfig(db, scope, { configType: 'QMS_REPORT_CONFIG', configValue: JSON.stringify(value) });
  return value;
}

/** How the facility's quality PDFs look: their header as it configured it, over its profile's name and logo, and their parts. */
export interface ReportLook {
  name: string;
  addressLine: string;
  documentCode: string;
  revision: string;
  /** The profile's logo (PNG or JPEG bytes) when the facility chose it and has one that draws. */
  logo: Buffer | null;
  sections: readonly QualityReportSection[];
}

export async function reportLook(db: Db, facilityId: number): Promise<ReportLook> {
  const [config, company] = await Promise.all([
    reportConfig(db, facilityId),
    db.selectFrom('companies').select('company_name').where('id', '=', facilityId).executeTakeFirstOrThrow(),
  ]);
  return {
    name: config.companyName || company.company_name,
    addressLine: config.addressLine,
    documentCode: config.documentCode,
    revision: config.revision,
    logo: config.logo ? await profileLogo(db, facilityId) : null,
    sections: config.sections,
  };
}
