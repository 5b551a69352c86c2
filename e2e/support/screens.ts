import type { PlaywrightTestOptions } from '@playwright/test';

/** The widths the main journeys run at: a laptop's (the suite's default) and a phone's, by touch. */
export const SCREENS: { name: string; use: Partial<PlaywrightTestOptions> }[] = [
  { name: 'at a laptop’s width', use: {} },
  { name: 'on a phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
];
