import { createTheme, type Theme } from '@mui/material/styles';
import { focusFirstField } from './dialog-focus';

export type ThemeMode = 'light' | 'dark';

/** Spacing and radius tokens. MUI's spacing unit stays 8px: spacing(0.5) is xs, 1 sm, 2 md, 3 lg, 4 xl. */
export const SPACING = { xs: 4, sm: 8, md: 16, lg: 24, xl: 32 } as const;
export const RADII = { sm: 4, md: 8, lg: 16 } as const;
export const MAIN_COLOUR = '#1976d2';

declare module '@mui/material/styles' {
  interface Theme {
    tokens: ThemeTokens;
  }
  interface ThemeOptions {
    tokens?: ThemeTokens;
  }
}

/**
 * The shade each palette colour takes when it is text (links, text and outlined buttons, selected tabs, labels):
 * at least 4.5:1 on every surface of its theme (page, paper, menus and hovered/selected grid rows, the tinted
 * alerts), WCAG 2.1 AA. The main colour itself fills buttons and the app bar, where white text on it
 * is 4.6:1; as text it would be 4.28:1 on the light page and 4.07:1 on the dark one, so text uses these.
 */
interface ThemeTokens {
  spacing: typeof SPACING;
  radii: typeof RADII;
  /** TEXT_SHADES of the theme's mode, for parts styled outside MUI's components (components/TabRow). */
  textShades: (typeof TEXT_SHADES)[ThemeMode];
}

export const TEXT_SHADES = {
  light: { primary: '#1565c0', error: '#c62828', warning: '#a84300', success: '#1b5e20', info: '#01579b' },
  dark: { primary: '#90caf9', error: '#ef9a9a', warning: '#ffa726', success: '#66bb6a', info: '#29b6f6' },
} as const satisfies Record<ThemeMode, Record<string, string>>;

/** The keyboard focus ring: 3:1 or more against the page, the paper and (in white) the blue app bar. */
const FOCUS_RING = { light: '#0d47a1', dark: '#90caf9' } as const;

export function buildTheme(mode: ThemeMode): Theme {
  const dark = mode === 'dark';
  const text = TEXT_SHADES[mode];
  // Secondary text: 4.5:1 or more on the page and the paper; also the unselected toggles and disabled helper texts.
  const secondaryText = dark ? 'rgba(255,255,255,0.7)' : '#5f6368';
  const focusRing = {
    outline: `2px solid ${FOCUS_RING[mode]}`,
    outlineOffset: 2,
  };
  return createTheme({
    palette: {
      mode,
      // Filled colours pick dark text where white would fall under 4.5:1 (MUI's default asks only 3:1).
      contrastThreshold: 4.5,
      primary: { main: MAIN_COLOUR },
      secondary: { main: dark ? '#ce93d8' : '#9c27b0' },
      // Other colours are text as often as fills (helper texts, icons, "Delete"): their main shade is the text one.
      error: { main: text.error },
      warning: { main: text.warning },
      success: { main: text.success },
      info: { main: text.info },
      background: dark ? { default: '#121212', paper: '#1e1e1e' } : { default: '#f5f7fa', paper: '#ffffff' },
      text: dark
        ? { primary: '#ffffff', secondary: secondaryText }
        : { primary: '#1a1a1a', secondary: secondaryText },
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
    tokens: { spacing: SPACING, radii: RADII, textShades: text },
    components: {
      // Spacing as flex gap, not margins: a row that wraps on a phone starts its second line flush left instead of
      // indented by the first item's margin (the subscriber and facilitator button rows).
      MuiStack: { defaultProps: { useFlexGap: true } },
      MuiCard: { styleOverrides: { root: { borderRadius: RADII.md } } },
      MuiPaper: { styleOverrides: { rounded: { borderRadius: RADII.md } } },
      MuiDialog: {
        defaultProps: { slotProps: { transition: { onEntered: focusFirstField } } },
        styleOverrides: { paper: { borderRadius: RADII.lg } },
      },
      // Every button, tab, menu item, chip and list button shows keyboard focus at once, not only the slow ripple.
      MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
      MuiLink: {
        styleOverrides: {
          root: {
            '&:focus-visible': focusRing,
            variants: [{ props: { color: 'primary' }, style: { color: text.primary } }],
          },
        },
      },
      // Rows of menus and lists draw the ring inside, where the scrolling paper would clip it.
      MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } } },
      MuiListItemButton: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } } },
      MuiTab: {
        styleOverrides: {
          root: {
            '&.Mui-focusVisible': { outlineOffset: -2 },
            '&.MuiTab-textColorPrimary.Mui-selected': { color: text.primary },
          },
        },
      },
      // On the blue app bar the ring is drawn in the bar's own text colour (white on #1976d2 is 4.6:1).
      MuiAppBar: { styleOverrides: { root: { '& .Mui-focusVisible': { outlineColor: 'currentColor' } } } },
      MuiTypography: {
        styleOverrides: {
          root: { variants: [{ props: { color: 'primary' }, style: { color: text.primary } }] },
        },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: {
            textTransform: 'none',
            variants: [
              { props: { variant: 'text', color: 'primary' }, style: { color: text.primary } },
              { props: { variant: 'outlined', color: 'primary' }, style: { color: text.primary } },
            ],
          },
        },
      },
      MuiIconButton: {
        styleOverrides: {
          root: { variants: [{ props: { color: 'primary' }, style: { color: text.primary } }] },
        },
      },
      MuiChip: {
        styleOverrides: {
          root: {
            variants: [{ props: { variant: 'outlined', color: 'primary' }, style: { color: text.primary } }],
          },
        },
      },
      MuiToggleButton: {
        styleOverrides: {
          root: {
            // MUI's unselected grey (action.active) is 4.49:1 on the light page.
            color: secondaryText,
            variants: [{ props: { color: 'primary' }, style: { '&.Mui-selected': { color: text.primary } } }],
          },
        },
      },
      // A disabled field's helper text still explains the field: MUI's disabled grey is 2.67:1.
      MuiFormHelperText: {
        styleOverrides: { root: { '&.Mui-disabled': { color: secondaryText } } },
      },
      MuiFormLabel: {
        styleOverrides: { root: { '&.Mui-focused.MuiFormLabel-colorPrimary': { color: text.primary } } },
      },
    },
  });
}
