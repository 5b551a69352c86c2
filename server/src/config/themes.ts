import type { ThemeConfig } from 'shared/contracts';

/** The theme a domain without its own THEME_CONFIG gets, and the presets of the theme page. */
export const DEFAULT_THEME: ThemeConfig = {
  'root-css': {
    '--color-primary': '#1f4e79',
    '--color-primary-contrast': '#ffffff',
    '--color-accent': '#f28c28',
    '--color-background': '#f5f7fa',
    '--color-surface': '#ffffff',
    '--color-text': '#1c2430',
    '--font-family': 'Inter, "Segoe UI", Roboto, sans-serif',
  },
  title: 'AM Platform',
  description: 'Order, plan, make, check and ship additively manufactured parts.',
  fonts: [],
  favicon: '/favicon.svg',
  'show-materialise-info': false,
  'navigation-logo-type': 'LOGO_AND_TEXT',
  'hero-image': '/assets/login-hero.svg',
  logos: { navigation: '/assets/logo.svg', login: '/assets/logo.svg' },
};

export const THEME_PRESETS: { name: string; config: ThemeConfig }[] = [
  { name: 'Default', config: DEFAULT_THEME },
  {
    name: 'Graphite',
    config: {
      ...DEFAULT_THEME,
      'root-css': {
        ...DEFAULT_THEME['root-css'],
        '--color-primary': '#2d3436',
        '--color-accent': '#00b894',
        '--color-background': '#eef1f3',
      },
    },
  },
  {
    name: 'Titanium',
    config: {
      ...DEFAULT_THEME,
      'root-css': {
        ...DEFAULT_THEME['root-css'],
        '--color-primary': '#5b6770',
        '--color-accent': '#c0392b',
        '--color-background': '#f4f4f2',
      },
    },
  },
];
