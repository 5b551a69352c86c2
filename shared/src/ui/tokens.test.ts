import { breakpoints, colors, media, space } from './tokens';

describe('tokens', () => {
  it('uses the breakpoints 640, 768, 1024, 1280 and 1536 px', () => {
    expect(Object.values(breakpoints)).toEqual([640, 768, 1024, 1280, 1536]);
    expect(media('lg')).toBe('@media (min-width: 1024px)');
  });

  it('reads colours from theme variables with the default palette as fallback', () => {
    expect(colors.primary).toBe('var(--color-primary, #1f4e79)');
    expect(colors.accent).toBe('var(--color-accent, #f28c28)');
    expect(colors.background).toBe('var(--color-background, #f5f7fa)');
  });

  it('makes 96 units 24rem', () => {
    expect(space(96)).toBe('24rem');
  });
});
