import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';

/**
 * Phones: every control a finger taps is at least 44 px in both directions (WCAG 2.5.5's target
 * size), and a row of tabs wider than the screen scrolls, with arrows, instead of being cut off. Laid over the
 * built theme (theme.ts) by ThemeModeProvider; only narrow screens change, desktop layouts stay as they were.
 */
const PHONE = '@media (max-width:599.95px)';
export const TOUCH_TARGET_PX = 44;
const tall = { [PHONE]: { minHeight: TOUCH_TARGET_PX } };

export const TOUCH_THEME: ThemeOptions = {
  components: {
    MuiTabs: {
      defaultProps: { variant: 'scrollable', scrollButtons: 'auto', allowScrollButtonsMobile: true },
    },
    MuiButton: { styleOverrides: { root: tall } },
    // A one-word toggle ("All") is narrower than a finger.
    MuiToggleButton: {
      styleOverrides: { root: { [PHONE]: { minHeight: TOUCH_TARGET_PX, minWidth: TOUCH_TARGET_PX } } },
    },
    MuiListItemButton: { styleOverrides: { root: tall } },
    MuiIconButton: {
      styleOverrides: { root: { [PHONE]: { minWidth: TOUCH_TARGET_PX, minHeight: TOUCH_TARGET_PX } } },
    },
    // 24 px box + 2 × 10 px padding = 44 px (MUI's 9 px padding gives 42); a small one's 20 px box + 2 × 12 px.
    MuiCheckbox: {
      styleOverrides: { root: { [PHONE]: { padding: 10, '&.MuiCheckbox-sizeSmall': { padding: 12 } } } },
    },
    MuiRadio: {
      styleOverrides: { root: { [PHONE]: { padding: 10, '&.MuiRadio-sizeSmall': { padding: 12 } } } },
    },
    // A small table's checkbox column strips its checkbox's padding (MUI: 24 px); on phones it keeps the 44.
    MuiTableCell: {
      styleOverrides: {
        root: {
          [PHONE]: {
            '&.MuiTableCell-paddingCheckbox > .MuiCheckbox-root.MuiButtonBase-root': { padding: 10 },
          },
        },
      },
    },
    // Small text fields and selects are 40 px high.
    MuiOutlinedInput: { styleOverrides: { root: tall } },
  },
};

/** The theme with the phone rules above merged in (MUI's documented way to extend a built theme). */
export const withTouchTargets = (theme: Theme): Theme => createTheme(theme, TOUCH_THEME);
