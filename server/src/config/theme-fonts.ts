import type { ThemeConfig } from 'shared/contracts';

/**
 * Where a theme's fonts may come from. A font is a stylesheet, and a stylesheet on the login
 * page can read what is typed there through attribute selectors and send it away with each
 * background it loads; so a theme names the platform's own files (a path such as
 * /assets/fonts/brand.css) or a stylesheet from an origin the operator listed in
 * THEME_FONT_ORIGINS, and the content security policy allows exactly those.
 */

/** The origins of THEME_FONT_ORIGINS ("https://fonts.googleapis.com, https://fonts.gstatic.com"). */
export function themeFontOriginsFrom(raw: string | undefined): string[] {
  const entries = (raw ?? '').split(/[\s,]+/).filter(Boolean);
  return entries.map((entry) => {
    const url = URL.canParse(entry) ? new URL(entry) : undefined;
    // An origin only: a path would suggest the policy could allow less than the whole origin.
    const originOnly = url && url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    if (!url || !originOnly || !['https:', 'http:'].includes(url.protocol))
      throw new Error(`THEME_FONT_ORIGINS must list origins such as https://fonts.example.com, got '${entry}'`);
    return url.origin;
  });
}

// Resolves a relative reference the way the page would, without knowing which of the platform's domains it is on.
const OWN_ORIGIN = 'https://platform.invalid';

/** Whether a theme may load this font stylesheet: a file of the platform's own, or one from an allowed origin. */
function isAllowedFont(href: string, origins: readonly string[]): boolean {
  if (!URL.canParse(href)) return URL.canParse(href, OWN_ORIGIN) && new URL(href, OWN_ORIGIN).origin === OWN_ORIGIN;
  const url = new URL(href);
  return ['https:', 'http:'].includes(url.protocol) && origins.includes(url.origin);
}

/** The first font of a theme that may not be loaded, by its place in the list. */
export function firstFontOutside(fonts: readonly string[], origins: readonly string[]): number | undefined {
  const index = fonts.findIndex((href) => !isAllowedFont(href, origins));
  return index < 0 ? undefined : index;
}

/**
 * A stored theme as pages may use it: fonts saved before the allow-list, or since taken off
 * it, are left out rather than requested.
 */
export function withAllowedFonts(theme: ThemeConfig, origins: readonly string[]): ThemeConfig {
  const stored: unknown = theme.fonts;
  const fonts = Array.isArray(stored)
    ? stored.filter((href): href is string => typeof href === 'string' && isAllowedFont(href, origins))
    : [];
  return { ...theme, fonts };
}
