import { createContext } from 'react';
import type { ThemeMode } from './theme-mode';

export interface ThemeModeApi {
  mode: ThemeMode;
  toggleMode: () => void;
}

export const ThemeModeContext = createContext<ThemeModeApi | null>(null);
