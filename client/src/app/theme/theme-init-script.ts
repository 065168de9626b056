import { THEME_KEY } from './theme-mode';

/**
 * Runs in <head> of a server-rendered page, before the first paint: the page root gets the mode
 * `initialThemeMode` would choose (theme-mode.ts), so a dark-mode visitor never sees the light page
 * first. The page's styles follow the root's `dark` class (theme.ts, CSS theme variables).
 */
export const THEME_INIT_SCRIPT = `(function(){try{var m=localStorage.getItem(${JSON.stringify(THEME_KEY)});if(m!=='light'&&m!=='dark')m=typeof matchMedia==='function'&&matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';var r=document.documentElement;r.classList.toggle('dark',m==='dark');r.style.colorScheme=m}catch(e){}})()`;
