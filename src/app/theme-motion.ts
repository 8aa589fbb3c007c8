import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';

/** What a person's system says when they have asked for less motion (a vestibular disorder, a migraine, a choice). */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * Less motion for those who ask for it (WCAG 2.3.3): dialogs, menus and drawers appear and go at once instead of
 * fading, growing or sliding, a click draws no ripple, loading placeholders hold still. The spinners keep turning:
 * they are how the screen says it is still working. Laid over the built theme by ThemeModeProvider. MUI's menus
 * time their growth from their height ("auto"), not from the durations, so that is zeroed too, or they would still
 * take their time to report themselves open.
 */
export const REDUCED_MOTION_THEME: ThemeOptions = {
  transitions: {
    create: () => 'none',
    getAutoHeightDuration: () => 0,
    duration: {
      shortest: 0,
      shorter: 0,
      short: 0,
      standard: 0,
      complex: 0,
      enteringScreen: 0,
      leavingScreen: 0,
    },
  },
  components: {
    MuiButtonBase: { defaultProps: { disableRipple: true } },
    MuiSkeleton: { defaultProps: { animation: false } },
  },
};

export const withReducedMotion = (theme: Theme): Theme => createTheme(theme, REDUCED_MOTION_THEME);
