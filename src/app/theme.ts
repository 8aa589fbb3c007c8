import { createTheme, type Theme } from '@mui/material/styles';

export type ThemeMode = 'light' | 'dark';

/** Spec section 9 tokens. MUI's spacing unit stays 8px: spacing(0.5) is xs, 1 sm, 2 md, 3 lg, 4 xl. */
export const SPACING = { xs: 4, sm: 8, md: 16, lg: 24, xl: 32 } as const;
export const RADII = { sm: 4, md: 8, lg: 16 } as const;
export const MAIN_COLOUR = '#1976d2';

declare module '@mui/material/styles' {
  interface Theme {
    tokens: { spacing: typeof SPACING; radii: typeof RADII };
  }
  interface ThemeOptions {
    tokens?: { spacing: typeof SPACING; radii: typeof RADII };
  }
}

export function buildTheme(mode: ThemeMode): Theme {
  const dark = mode === 'dark';
  return createTheme({
    palette: {
      mode,
      primary: { main: MAIN_COLOUR },
      secondary: { main: dark ? '#ce93d8' : '#9c27b0' },
      error: { main: dark ? '#f44336' : '#d32f2f' },
      background: dark ? { default: '#121212', paper: '#1e1e1e' } : { default: '#f5f7fa', paper: '#ffffff' },
      text: dark
        ? { primary: '#ffffff', secondary: 'rgba(255,255,255,0.7)' }
        : { primary: '#1a1a1a', secondary: '#5f6368' },
      divider: dark ? 'rgba(255,255,255,0.12)' : 'rgba(0,0,0,0.12)',
    },
    spacing: SPACING.sm,
    shape: { borderRadius: RADII.sm },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '2rem', fontWeight: 600, lineHeight: 1.25 },
      h2: { fontSize: '1.5rem', fontWeight: 600, lineHeight: 1.3 },
      body1: { fontSize: '1rem', lineHeight: 1.5 },
      body2: { fontSize: '0.875rem', lineHeight: 1.43 },
    },
    tokens: { spacing: SPACING, radii: RADII },
    components: {
      MuiCard: { styleOverrides: { root: { borderRadius: RADII.md } } },
      MuiPaper: { styleOverrides: { rounded: { borderRadius: RADII.md } } },
      MuiDialog: { styleOverrides: { paper: { borderRadius: RADII.lg } } },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { textTransform: 'none' } },
      },
    },
  });
}
