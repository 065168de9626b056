import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import { useLingui } from '@lingui/react/macro';
import { useThemeMode } from './useThemeMode';

/**
 * The light/dark switch used by the public header and the admin top bar. Its hint is the browser's
 * own (`title`): MUI's Tooltip would bring Popper.js, 11 kB gzip, into every public page's first load.
 */
export function ThemeToggleButton() {
  const { mode, toggleMode } = useThemeMode();
  const { t } = useLingui();
  const label = mode === 'dark' ? t`Switch to light mode` : t`Switch to dark mode`;
  return (
    <IconButton onClick={toggleMode} aria-label={label} title={label} color="inherit">
      {mode === 'dark' ? <LightModeOutlined /> : <DarkModeOutlined />}
    </IconButton>
  );
}
