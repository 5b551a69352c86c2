import { defineTexts } from 'shared/texts';
import DESKTOP from './texts.json';

/** What the desktop pages say about their connection to the desktop tool. */
export const DESKTOP_TEXTS = defineTexts(DESKTOP);
