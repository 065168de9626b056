import { createTheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { EMOJI_FONT_FAMILY } from './emoji-font';
import type { MuiLocalePack } from './mui-locale';

// The theme always has CSS variables (below): `theme.vars` is always there.
declare module '@mui/material/styles' {
  interface CssThemeVariables {
    enabled: true;
  }
}

// The bundled emoji family right after the text font, before the system's (emoji-font.ts).
const FONT_STACK = `"Inter", "${EMOJI_FONT_FAMILY}", "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif`;

/** Deep indigo brand colour with a cyan accent; slate neutrals for text and surfaces. */
const palettes = {
  light: {
    primary: { main: '#3730A3', light: '#6366F1', dark: '#312E81', contrastText: '#FFFFFF' },
    secondary: { main: '#0E7490', light: '#06B6D4', dark: '#155E75', contrastText: '#FFFFFF' },
    // MUI's default info and warning blues and oranges carry white text below 4.5:1 (axe color-contrast).
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

/**
 * One theme for both modes, written as CSS variables: light on the page root, dark under
 * the root's `dark` class (theme-mode.ts sets it; on a server-rendered page, an inline script does
 * before the first paint). The server's markup and styles are the same for every visitor, and a
 * dark-mode visitor sees the dark page from the first paint. Styles that differ by mode read
 * `theme.vars` (or use `theme.applyStyles('dark', …)`), never `theme.palette.mode`.
 */
export function createAppTheme(localePack: MuiLocalePack = {}): Theme {
  return createTheme({
    cssVariables: { colorSchemeSelector: 'class' },
    colorSchemes: { light: { palette: palettes.light }, dark: { palette: palettes.dark } },
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
      // The texts MUI writes itself in the page's language (mui-locale.ts); English is MUI's own default.
      ...localePack,
      // A focus ring that keyboard users can see on every control (WCAG 2.4.7, 2.4.11): 3 px in the
      // brand colour (over 3:1 against the light and the dark background), outside the control.
      // `html` outranks MUI's `outline: 0` on its buttons; pointer clicks show no ring (:focus-visible).
      MuiCssBaseline: {
        styleOverrides: (theme) => ({
          'html :focus-visible, html .Mui-focusVisible': { outline: `3px solid ${theme.vars.palette.primary.main}`, outlineOffset: 2 },
        }),
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { borderRadius: 10 }, sizeLarge: { padding: '10px 22px', fontSize: '1rem' } },
      },
      MuiCard: {
        defaultProps: { variant: 'outlined' },
        styleOverrides: {
          root: ({ theme }) => ({
            borderRadius: 16,
            borderColor: theme.vars.palette.divider,
            backgroundImage: 'none',
          }),
        },
      },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiAppBar: {
        defaultProps: { elevation: 0, color: 'inherit' },
        styleOverrides: {
          root: ({ theme }) => ({
            backgroundColor: theme.alpha(theme.vars.palette.background.paper, 0.85),
            backdropFilter: 'blur(12px)',
            borderBottom: `1px solid ${theme.vars.palette.divider}`,
          }),
        },
      },
      MuiTextField: { defaultProps: { fullWidth: true } },
      MuiMenu: { defaultProps: { slotProps: { paper: { elevation: 4 } } } },
      // A link in running text is underlined: colour alone does not tell it apart (axe
      // link-in-text-block). Standalone links (titles, footer lists) ask for 'hover'.
      MuiLink: { defaultProps: { underline: 'always' } },
      // Helper text under a disabled field says why it is disabled: it stays readable (MUI greys it
      // to text.disabled, under 4.5:1; axe color-contrast on the profile's e-mail field).
      MuiFormHelperText: { styleOverrides: { root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.vars.palette.text.secondary } }) } },
      MuiChip: { styleOverrides: { root: { fontWeight: 500 } } },
    },
  });
}
