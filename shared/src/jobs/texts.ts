import { useTexts, type TextOf } from 'shared/i18n';
import { defineTexts } from 'shared/texts';
import JOBS from './texts.json';

/** The job form's and the jobs table's texts, with the names of a job's types, states and material units. */
export const JOB_TEXTS = defineTexts(JOBS);

export type JobText = TextOf<typeof JOB_TEXTS>;

/** The jobs' texts in the current language. */
export const useJobText = (): JobText => useTexts(JOB_TEXTS);
