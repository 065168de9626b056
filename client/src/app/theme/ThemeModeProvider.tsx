import CssBaseline from '@mui/material/CssBaseline';
import type { Language } from '@ai-solutions/common';
import { isLanguage } from '@ai-solutions/common';
import { useLingui } from '@lingui/react';
import { ThemeProvider } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { useCallback, useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { loadMuiLocale, muiLocaleOf } from './mui-locale';
import { createAppTheme } from './theme';
import { applyThemeMode, initialThemeMode, THEME_KEY } from './theme-mode';
import type { ThemeMode } from './theme-mode';
import { ThemeModeContext } from './theme-mode-context';

/**
 * Both modes live in the one theme's CSS variables: the theme never changes with the mode. It
 * changes with the page's language only (MUI's own texts), made once per language, once that
 * language's MUI pack is loaded (mui-locale.ts; until then, MUI's English texts).
 */
const themes = new Map<Language, Theme>();
function themeFor(language: Language): Theme {
  const made = themes.get(language);
  if (made) return made;
  const pack = muiLocaleOf(language);
  if (!pack) return themeFor('en');
  const theme = createAppTheme(pack);
  themes.set(language, theme);
  return theme;
}

const documentLanguage = (): Language => (isLanguage(document.documentElement.lang) ? document.documentElement.lang : 'en');

/**
 * Loads the page's MUI pack and makes its theme: while the page boots (a step of app/boot/steps.ts
 * imports this module, main.tsx then calls this), not in the first render.
 */
export async function prepareTheme(): Promise<void> {
  await loadMuiLocale(documentLanguage());
  themeFor(documentLanguage());
}

const listeners = new Set<() => void>();
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
/** A server-rendered page is rendered light; its root already carries the visitor's mode (theme-init-script.ts). */
const serverMode = (): ThemeMode => 'light';

export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  const theme = themeFor(isLanguage(i18n.locale) ? i18n.locale : 'en');
  // The stored preference, read from localStorage; while hydrating a server-rendered page, the
  // server's (light) until hydration is over, so the toggle's icon matches the server's markup.
  const mode = useSyncExternalStore(subscribe, initialThemeMode, serverMode);

  // Layout effect: the root class must be right before the first paint, or dark users see a flash.
  // The stored mode, not the rendered one: during hydration the render says light whatever is stored.
  useLayoutEffect(() => applyThemeMode(initialThemeMode()), [mode]);

  const toggleMode = useCallback(() => {
    const next = initialThemeMode() === 'dark' ? 'light' : 'dark';
    localStorage.setItem(THEME_KEY, next);
    applyThemeMode(next);
    listeners.forEach((listener) => listener());
  }, []);

  const api = useMemo(() => ({ mode, toggleMode }), [mode, toggleMode]);

  return (
    <ThemeModeContext value={api}>
      {/* The root's class is ours (theme-mode.ts): MUI neither stores a mode nor sets a class.
          noSsr: MUI's own colour-scheme state is final from the first render. Without it, MUI
          changes its context once mounted, which makes React take over every part of a
          server-rendered page still waiting for it at once, in one long task. */}
      <ThemeProvider theme={theme} storageManager={null} colorSchemeNode={null} noSsr>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </ThemeModeContext>
  );
}
