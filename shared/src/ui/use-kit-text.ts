import { useTexts } from '../i18n/use-texts';
import { KIT_TEXTS } from '../texts/kit';

/** The kit's texts (shared/src/texts/kit.ts) in the current language. */
export const useKitText = () => useTexts(KIT_TEXTS);
