// @vitest-environment jsdom
import { readThemeChoice, resolveThemeMode, saveThemeChoice } from './theme-mode';
import { buildTheme, TEXT_SHADES } from './theme';

describe('theme mode', () => {
  beforeEach(() => localStorage.clear());

  it('follows the system when there is no override', () => {
    expect(resolveThemeMode('system', true)).toBe('dark');
    expect(resolveThemeMode('system', false)).toBe('light');
  });

  it('lets an explicit override win over the system', () => {
    expect(resolveThemeMode('light', true)).toBe('light');
    expect(resolveThemeMode('dark', false)).toBe('dark');
  });

  it('saves the override under the `theme` key and forgets it for "system"', () => {
    saveThemeChoice('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(readThemeChoice()).toBe('dark');
    saveThemeChoice('system');
    expect(localStorage.getItem('theme')).toBeNull();
    expect(readThemeChoice()).toBe('system');
  });

  it('ignores a stored value it does not know', () => {
    localStorage.setItem('theme', 'purple');
    expect(readThemeChoice()).toBe('system');
  });
});

describe('theme tokens', () => {
  it('carries the spec main colour, spacing, radii and typography', () => {
    const theme = buildTheme('light');
    expect(theme.palette.primary.main).toBe('#1976d2');
    expect(theme.tokens.spacing).toEqual({ xs: 4, sm: 8, md: 16, lg: 24, xl: 32 });
    expect(theme.tokens.radii).toEqual({ sm: 4, md: 8, lg: 16 });
    expect(theme.tokens.textShades).toEqual(TEXT_SHADES.light);
    expect(buildTheme('dark').tokens.textShades).toEqual(TEXT_SHADES.dark);
    expect(theme.spacing(2)).toBe('16px');
    for (const variant of ['h1', 'h2', 'body1', 'body2'] as const)
      expect(theme.typography[variant].fontSize).toBeTruthy();
  });
  it('builds a dark palette for dark mode', () => {
    expect(buildTheme('dark').palette.mode).toBe('dark');
    expect(buildTheme('dark').palette.background.default).not.toBe(
      buildTheme('light').palette.background.default,
    );
  });
});
