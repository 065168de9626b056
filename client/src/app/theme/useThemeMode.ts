import { use } from 'react';
import { ThemeModeContext } from './theme-mode-context';
import type { ThemeModeApi } from './theme-mode-context';

/** `{ mode, toggleMode }`. Throws outside a ThemeModeProvider (spec section 8). */
export function useThemeMode(): ThemeModeApi {
  const api = use(ThemeModeContext);
  if (!api) throw new Error('useThemeMode must be used within a ThemeModeProvider');
  return api;
}
