import { useTexts, type TextOf } from 'shared/i18n';
import { defineTexts } from 'shared/texts';
import { JOBS_TEXTS } from './jobs/texts';
import { SCHEDULER_TEXTS } from './scheduler/texts';
import { MACHINE_PLATFORMS_TEXTS } from './machine-platforms/texts';

/**
 * Every text of the production area (schedules, the job form, the enterprise scheduler, machine
 * platforms) in every language, written once; {{name}} marks a value. Each feature folder keeps
 * its own ids in its texts.ts, composed here with the ids several folders use. It ships with the
 * remote: useText gives the current language's text (a tenant's wording in the server's bundle wins).
 */
export const TEXTS = defineTexts({
  ...JOBS_TEXTS,
  ...SCHEDULER_TEXTS,
  ...MACHINE_PLATFORMS_TEXTS,
  'jobs.from': { en_US: 'From', de_DE: 'Von' },
  'jobs.to': { en_US: 'To', de_DE: 'Bis' },
  'jobs.rangeInvalid': {
    en_US: 'The range must end after it starts and span at most 365 days.',
    de_DE: 'Der Zeitraum muss nach dem Start enden und darf höchstens 365 Tage umfassen.',
  },
  'status.IN_PROGRESS': { en_US: 'In progress', de_DE: 'In Arbeit' },
  'status.QUEUED': { en_US: 'Queued', de_DE: 'Wartend' },
  'status.COMPLETED': { en_US: 'Completed', de_DE: 'Abgeschlossen' },
  'status.FAILED': { en_US: 'Failed', de_DE: 'Fehlgeschlagen' },
  'status.CANCELLED': { en_US: 'Cancelled', de_DE: 'Storniert' },
  'status.PAUSED': { en_US: 'Paused', de_DE: 'Pausiert' },
  'status.WAITING': { en_US: 'Waiting', de_DE: 'Bereit' },
  'status.MERGED': { en_US: 'Merged', de_DE: 'Zusammengeführt' },
  'production.nMore': { en_US: '{{count}} more', de_DE: '{{count}} weitere' },
});

export type Text = TextOf<typeof TEXTS>;
export type TextId = keyof typeof TEXTS;

/** The production area's texts in the current language. */
export const useText = (): Text => useTexts(TEXTS);
