import { createPlatformStore } from 'shared/store';
import { seedThemeFromPage } from '../theme/page-theme';

/** The page's one store: the app provides it, and a screen's prefetch fills it before the app renders the screen. */
export const store = createPlatformStore();
seedThemeFromPage(store);
