/**
 * Design tokens of the UI kit. Colours and the font are CSS variables so the shell's theme
 * (the domain's THEME_CONFIG, its root-css) can restyle every remote at run time without a rebuild;
 * the fallbacks keep components readable when no theme is loaded.
 */
export type Size = 'sm' | 'md' | 'lg';

export const colors = {
  primary: 'var(--color-primary, #1f4e79)',
  primaryContrast: 'var(--color-primary-contrast, #fff)',
  accent: 'var(--color-accent, #f28c28)',
  background: 'var(--color-background, #f5f7fa)',
  surface: 'var(--color-surface, #fff)',
  text: 'var(--color-text, #1c2430)',
  muted: 'var(--color-muted, #5b6675)',
  border: 'var(--color-border, #c9d1db)',
  danger: 'var(--color-danger, #c62828)',
  success: 'var(--color-success, #2e7d32)',
  warning: 'var(--color-warning, #b26a00)',
} as const;

export const fontFamily = 'var(--font-family, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif)';

/** Spacing unit: 1 unit = 0.25rem, so "96 units" is space(96) = 24rem. */
export const space = (units: number): string => `${units * 0.25}rem`;

/** Height and font size of a control of each size. */
export const controlSizes: Record<Size, { height: string; fontSize: string; paddingX: string }> = {
  sm: { height: space(8), fontSize: '0.875rem', paddingX: space(2) },
  md: { height: space(10), fontSize: '1rem', paddingX: space(3) },
  lg: { height: space(12), fontSize: '1.125rem', paddingX: space(4) },
};

export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } as const;
export type Breakpoint = keyof typeof breakpoints;

/** Mobile-first media query: `${media('md')} { ... }` applies from 768 px up. */
export const media = (breakpoint: Breakpoint): string => `@media (min-width: ${breakpoints[breakpoint]}px)`;

export const radius = '0.25rem';
export const focusRing = `0 0 0 2px ${colors.surface}, 0 0 0 4px ${colors.accent}`;

/** Sides a tooltip or popover can open on. */
export type Placement = 'top' | 'bottom' | 'left' | 'right';

export const shadow = '0 4px 16px rgba(28, 36, 48, 0.16)';
