import escapeHtml from 'escape-html';
import type { ThemeConfig } from 'shared/contracts';

const CSS_PROPERTY = /^--[a-zA-Z0-9-]+$/;

/**
 * A theme value inside the page's <style>: the characters that could end the declaration, the
 * rule or the element become CSS escapes, so a value stays one value whatever a tenant typed.
 */
const cssValue = (value: string) => value.replace(/[<>{}\\]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `);

/** JSON inside a <script> data block: no "</script>" can end it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The shell's page as a domain's visitors first see it: the domain's title, colours, fonts and
 * favicon in its head, and its logo on the loading screen, before any script has run. The theme
 * also travels in the page (#theme-config), so the app starts with it instead of asking again.
 */
export function brandedShellPage(template: string, theme: ThemeConfig): string {
  const variables = Object.entries(theme['root-css'])
    .filter(([name]) => CSS_PROPERTY.test(name))
    .map(([name, value]) => `${name}:${cssValue(value)};`)
    .join('');
  const head = [
    `<style>:root{${variables}}</style>`,
    ...theme.fonts.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}"/>`),
    `<script type="application/json" id="theme-config">${scriptJson(theme)}</script>`,
  ].join('');
  const splash = `<div class="app-splash"><img src="${escapeHtml(theme.logos.login)}" alt="${escapeHtml(theme.title)}"/><span class="app-splash-spinner"></span></div>`;
  // Replaced through functions: a "$&" in a tenant's title is text, not a replacement pattern.
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(theme.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\/?>/,
      () => `<meta name="description" content="${escapeHtml(theme.description)}"/>`,
    )
    .replace(/<link rel="icon" href="[^"]*"\/?>/, () => `<link rel="icon" href="${escapeHtml(theme.favicon)}"/>`)
    .replace('</head>', () => `${head}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${splash}</div>`);
}
