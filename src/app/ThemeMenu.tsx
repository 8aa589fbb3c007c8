import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import SettingsBrightnessIcon from '@mui/icons-material/SettingsBrightness';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import type { ThemeChoice } from './theme-mode';
import { useThemeMode } from './theme-mode-context';

const CHOICES: { value: ThemeChoice; label: string }[] = [
  { value: 'system', label: 'Follow system' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

export function ThemeMenu() {
  const { choice, mode, setChoice } = useThemeMode();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const Icon = choice === 'system' ? SettingsBrightnessIcon : mode === 'dark' ? DarkModeIcon : LightModeIcon;
  return (
    <>
      <IconButton
        title="Theme"
        color="inherit"
        aria-label="Theme"
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <Icon />
      </IconButton>
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
    </>
  );
}
