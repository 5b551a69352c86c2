import { defineTexts } from 'shared/texts';
import MESSAGES from './texts.json';

/** The order messages' texts (shared/src/messages), in every language. */
export const MESSAGE_TEXTS = defineTexts(MESSAGES);
