import type { ThemeConfig } from 'shared/contracts';

function setLink(rel: string, href: string, id: string): void {
  let link = document.getElementById(id) as HTMLLinkElement | null;
  if (!link) {
    link = document.createElement('link');
    link.id = id;
    link.rel = rel;
    document.head.appendChild(link);
  }
  link.href = href;
}

/** Applies a domain's branding (its THEME_CONFIG) to the document: CSS variables, fonts, favicon, title, description. */
export function applyTheme(theme: ThemeConfig): void {
  const root = document.documentElement;
  for (const [name, value] of Object.entries(theme['root-css'])) root.style.setProperty(name, value);
  document.title = theme.title;
  document.querySelector('meta[name="description"]')?.setAttribute('content', theme.description);
  setLink('icon', theme.favicon, 'theme-favicon');
  theme.fonts.forEach((href, index) => setLink('stylesheet', href, `theme-font-${index}`));
}
