import DarkModeIcon from '../components/icons/DarkMode';
import LightModeIcon from '../components/icons/LightMode';
import SettingsBrightnessIcon from '../components/icons/SettingsBrightness';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import type { ThemeChoice } from './theme-mode';
import { useThemeMode } from './theme-mode-context';

// The menu loads when first opened: most pages people open from a link never show it, and the menu's popover
// and modal machinery would otherwise be part of every first load.
const Menu = lazy(() => import('@mui/material/Menu'));
const MenuItem = lazy(() => import('@mui/material/MenuItem'));

const CHOICES: { value: ThemeChoice; label: string }[] = [
  { value: 'system', label: 'Follow system' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

export function ThemeMenu() {
  const { choice, mode, setChoice } = useThemeMode();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const Icon = choice === 'system' ? SettingsBrightnessIcon : mode === 'dark' ? DarkModeIcon : LightModeIcon;
  return (
    <>
      <IconButton
        title="Theme"
        color="inherit"
        aria-label="Theme"
        aria-haspopup="menu"
        onClick={(e) => {
          setOpened(true);
          setAnchor(e.currentTarget);
        }}
      >
        <Icon />
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
            {CHOICES.map((c) => (
              <MenuItem
                key={c.value}
                selected={c.value === choice}
                onClick={() => {
                  setChoice(c.value);
                  setAnchor(null);
                }}
              >
                {c.label}
              </MenuItem>
            ))}
          </Menu>
        </Suspense>
      )}
    </>
  );
}
