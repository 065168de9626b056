import { alpha, createTheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import type { ThemeMode } from './theme-mode';

const FONT_STACK =
  '"Inter", "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif, "Noto Color Emoji"';

/** Deep indigo brand colour with a cyan accent; slate neutrals for text and surfaces. */
const palettes = {
  light: {
    primary: { main: '#3730A3', light: '#6366F1', dark: '#312E81', contrastText: '#FFFFFF' },
    secondary: { main: '#0E7490', light: '#06B6D4', dark: '#155E75', contrastText: '#FFFFFF' },
    // MUI's default info and warning blues and oranges carry white text below 4.5:1 (axe, issue 19).
    info: { main: '#0369A1', light: '#0EA5E9', dark: '#075985', contrastText: '#FFFFFF' },
    warning: { main: '#B45309', light: '#F59E0B', dark: '#92400E', contrastText: '#FFFFFF' },
    background: { default: '#F8FAFC', paper: '#FFFFFF' },
    text: { primary: '#0F172A', secondary: '#475569' },
    divider: '#E2E8F0',
  },
  dark: {
    primary: { main: '#818CF8', light: '#A5B4FC', dark: '#6366F1', contrastText: '#0B1120' },
    secondary: { main: '#22D3EE', light: '#67E8F9', dark: '#0891B2', contrastText: '#0B1120' },
    background: { default: '#0B1120', paper: '#111827' },
    text: { primary: '#E2E8F0', secondary: '#94A3B8' },
    divider: '#1F2937',
  },
} as const;

export function createAppTheme(mode: ThemeMode): Theme {
  const palette = palettes[mode];
  return createTheme({
    palette: { mode, ...palette },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: FONT_STACK,
      h1: { fontWeight: 800, letterSpacing: '-0.03em', lineHeight: 1.1 },
      h2: { fontWeight: 800, letterSpacing: '-0.02em', lineHeight: 1.15 },
      h3: { fontWeight: 700, letterSpacing: '-0.02em' },
      h4: { fontWeight: 700, letterSpacing: '-0.01em' },
      h5: { fontWeight: 700 },
      h6: { fontWeight: 600 },
      subtitle1: { fontWeight: 500 },
      overline: { fontWeight: 700, letterSpacing: '0.12em' },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { borderRadius: 10 }, sizeLarge: { padding: '10px 22px', fontSize: '1rem' } },
      },
      MuiCard: {
        defaultProps: { variant: 'outlined' },
        styleOverrides: {
          root: {
            borderRadius: 16,
            borderColor: palette.divider,
            backgroundImage: 'none',
          },
        },
      },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiAppBar: {
        defaultProps: { elevation: 0, color: 'inherit' },
        styleOverrides: {
          root: {
            backgroundColor: alpha(palette.background.paper, 0.85),
            backdropFilter: 'blur(12px)',
            borderBottom: `1px solid ${palette.divider}`,
          },
        },
      },
      MuiTextField: { defaultProps: { fullWidth: true } },
      MuiMenu: { defaultProps: { slotProps: { paper: { elevation: 4 } } } },
      // A link in running text is underlined: colour alone does not tell it apart (axe
      // link-in-text-block, issue 19 sweep). Standalone links (titles, footer lists) ask for 'hover'.
      MuiLink: { defaultProps: { underline: 'always' } },
      // Helper text under a disabled field says why it is disabled: it stays readable (MUI greys it
      // to text.disabled, under 4.5:1; axe color-contrast on the profile's e-mail field).
      MuiFormHelperText: { styleOverrides: { root: { '&.Mui-disabled': { color: palette.text.secondary } } } },
      MuiChip: { styleOverrides: { root: { fontWeight: 500 } } },
    },
  });
}
