export type ThemeMode = 'light' | 'dark';

export const THEME_KEY = 'theme';

/** Spec section 4: the stored preference if valid, else dark when the system prefers dark, else light. */
export function initialThemeMode(): ThemeMode {
  const stored = localStorage.getItem(THEME_KEY);
  if (stored === 'light' || stored === 'dark') return stored;
  const prefersDark =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
  return prefersDark ? 'dark' : 'light';
}

/** Marks the page root, so CSS outside MUI (and tests) can tell the mode. */
export function applyThemeMode(mode: ThemeMode): void {
  document.documentElement.classList.toggle('dark', mode === 'dark');
  document.documentElement.style.colorScheme = mode;
}
