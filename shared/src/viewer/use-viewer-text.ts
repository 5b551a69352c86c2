import { useTexts } from '../i18n/use-texts';
import { VIEWER_TEXTS } from './viewer-texts';

/** The viewer's texts (viewer-texts.ts) in the current language. */
export const useViewerText = () => useTexts(VIEWER_TEXTS);
