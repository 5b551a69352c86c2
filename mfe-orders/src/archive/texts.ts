import { defineTexts } from 'shared/texts';

/**
 * The archive's texts in every language. src/texts.ts composes them into the area's table.
 */
export const ARCHIVE_TEXTS = defineTexts({
  'archive.title': { en_US: 'Archive', de_DE: 'Archiv' },
});
