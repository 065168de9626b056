/**
 * MUI's locale packs: the default props of the components that write words of their own (Alert's
 * Close, Autocomplete's No options, the pagination's labels, Breadcrumbs' Show path), in the page's
 * language; English is MUI's own default.
 *
 * Each pack makes a number formatter for its language as it loads, and the first formatter of a
 * language loads the browser's data for it: about 80 ms on a slow phone, three times over with all
 * three packs in the boot. So a page loads only its own language's pack, before its first render
 * (main.tsx, entry-server.tsx), and an English page none. A page keeps its language for its
 * lifetime: changing the language loads another page.
 */
import { isLanguage, type Language } from '@ai-solutions/common';
import type { Localization } from '@mui/material/locale';

export type MuiLocalePack = NonNullable<Localization['components']>;

type OtherLanguage = Exclude<Language, 'en'>;

const LOADERS: Record<OtherLanguage, () => Promise<{ pack: MuiLocalePack }>> = {
  es: () => import('./mui-locales/es'),
  fr: () => import('./mui-locales/fr'),
  de: () => import('./mui-locales/de'),
};

const packs = new Map<Language, MuiLocalePack>([['en', {}]]);

/** Loads the pack of `language` (a page's `lang`; nothing for English or an unknown language). */
export async function loadMuiLocale(language: string): Promise<void> {
  if (!isLanguage(language) || packs.has(language)) return;
  const { pack } = await LOADERS[language as OtherLanguage]();
  packs.set(language, pack);
}

/** The loaded pack of `language`, or undefined while it is not loaded. */
export function muiLocaleOf(language: Language): MuiLocalePack | undefined {
  return packs.get(language);
}
