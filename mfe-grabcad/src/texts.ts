import { useTexts, type TextOf } from 'shared/i18n';
import { defineTexts } from 'shared/texts';
import CREATE_JOB from './create-job/texts.json';
import JOB from './job/texts.json';
import JOBS_SCHEDULED from './jobs-scheduled/texts.json';
import SELECT_PARTS from './select-parts/texts.json';

/**
 * Every text of the desktop tool's pages in every language, written once; {{name}} marks a
 * value. Each page's folder keeps its own ids in its texts.json. What the pages say about the
 * connection to the tool is shared/desktop's.
 */
export const TEXTS = defineTexts({ ...SELECT_PARTS, ...CREATE_JOB, ...JOB, ...JOBS_SCHEDULED });

export type Text = TextOf<typeof TEXTS>;

/** The desktop pages' texts in the current language. */
export const useText = (): Text => useTexts(TEXTS);
