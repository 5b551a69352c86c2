import { useTexts, type TextOf } from 'shared/i18n';
import { defineTexts } from 'shared/texts';
import ANALYTICS from './analytics/texts.json';
import AUTO_PLAN from './auto-plan/texts.json';
import BUILD_PLANNING from './build-planning/texts.json';
import GROUP_NESTING from './group-nesting/texts.json';
import JOBS from './jobs/texts.json';
import SCHEDULER from './scheduler/texts.json';
import MACHINE_PLATFORMS from './machine-platforms/texts.json';
import MATERIAL_SUPPLIERS from './material-suppliers/texts.json';
import MATERIAL_LOTS from './material-lots/texts.json';
import MATERIAL_BATCHES from './material-batches/texts.json';
import MATERIAL_STOCKS from './material-stocks/texts.json';
import MATERIAL_GENEALOGY from './material-genealogy/texts.json';
import MATERIAL_LABELS from './material-labels/texts.json';
import MATERIAL_NAV from './material-nav/texts.json';
import MATERIAL_SETTINGS from './material-settings/texts.json';
import WORK_CENTER from './work-center/texts.json';
import MACHINE_CONNECTIVITY from './machine-connectivity/texts.json';
import SEVERAL_FOLDERS from './texts.json';

/**
 * Every text of the production area (schedules, the enterprise scheduler, machine platforms) in
 * every language, written once; {{name}} marks a value. The job form's, the jobs table's and a
 * job's states' texts are shared/jobs' (its useJobText). Each feature folder keeps
 * its own ids in its texts.json, and src/texts.json the ids several folders use: plain data that
 * translators edit with their tools, composed here with the ids kept as literal types. It ships
 * with the remote: useText gives the current language's text (a tenant's wording in the server's
 * bundle wins).
 */
export const TEXTS = defineTexts({
  ...JOBS,
  ...SCHEDULER,
  ...AUTO_PLAN,
  ...MACHINE_PLATFORMS,
  ...MATERIAL_SUPPLIERS,
  ...MATERIAL_LOTS,
  ...MATERIAL_BATCHES,
  ...MATERIAL_STOCKS,
  ...MATERIAL_GENEALOGY,
  ...MATERIAL_LABELS,
  ...MATERIAL_NAV,
  ...MATERIAL_SETTINGS,
  ...BUILD_PLANNING,
  ...GROUP_NESTING,
  ...WORK_CENTER,
  ...MACHINE_CONNECTIVITY,
  ...ANALYTICS,
  ...SEVERAL_FOLDERS,
});

export type Text = TextOf<typeof TEXTS>;
export type TextId = keyof typeof TEXTS;

/** The production area's texts in the current language. */
export const useText = (): Text => useTexts(TEXTS);
