import { useTexts, type TextOf } from 'shared/i18n';
import { defineTexts } from 'shared/texts';
import CAPA from './capa/texts.json';
import CAPAS from './capas/texts.json';
import NCR from './ncr/texts.json';
import LIST_VIEWS from './list-views/texts.json';
import NCR_LIST from './ncr-list/texts.json';
import PART_NCRS from './part-ncrs/texts.json';
import PROCESS_NCRS from './process-ncrs/texts.json';
import QUALITY_DASHBOARD from './quality-dashboard/texts.json';
import SEVERAL_FOLDERS from './texts.json';

/**
 * Every text of the quality area (the NCR inbox and lists, an NCR's record, raising a process
 * NCR, the CAPA list and a CAPA's record, the quality dashboard, the lists' saved views and
 * assignee filter) in every language, written once; {{name}} marks a value. Each feature folder
 * keeps its own ids in its texts.json, and src/texts.json the ids several folders use. The names
 * of the quality codes (statuses, severities, dispositions…) are shared/orders' QUALITY_TEXTS,
 * which the customer's order page reads too.
 */
export const TEXTS = defineTexts({
  ...CAPA,
  ...CAPAS,
  ...LIST_VIEWS,
  ...NCR,
  ...NCR_LIST,
  ...PART_NCRS,
  ...PROCESS_NCRS,
  ...QUALITY_DASHBOARD,
  ...SEVERAL_FOLDERS,
});

export type Text = TextOf<typeof TEXTS>;
export type TextId = keyof typeof TEXTS;

/** The quality area's texts in the current language. */
export const useText = (): Text => useTexts(TEXTS);
