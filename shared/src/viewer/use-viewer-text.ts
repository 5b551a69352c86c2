import { useTexts } from 'shared/i18n';
import { VIEWER_TEXTS } from './viewer-texts';

/** The viewer's texts (viewer-texts.ts) in the current language. */
export const useViewerText = () => useTexts(VIEWER_TEXTS);
