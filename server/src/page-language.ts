/**
 * The language of a page request, from its address (packages/common language-paths.ts): the site's
 * default language (System Settings › Language) at the plain paths, the others under `/es`, `/fr`,
 * `/de`. Never from Accept-Language: a link always opens the same page in the same language.
 */
import { isLanguage, pageInEveryLanguage, splitLanguagePath, SOURCE_LANGUAGE, type Language, type LanguagePath } from '@ai-solutions/common';

export type PageLanguage = LanguagePath & {
  defaultLanguage: Language;
  /** False for a prefix naming the default language (`/en/about` while English is the default): its page is at the plain path. */
  isCanonical: boolean;
};

export function pageLanguageOf(pathname: string, settingsLanguage: string): PageLanguage {
  const defaultLanguage = isLanguage(settingsLanguage) ? settingsLanguage : SOURCE_LANGUAGE;
  return { ...splitLanguagePath(pathname, defaultLanguage), defaultLanguage };
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * For a public page's <head>: its canonical address and the same page in every language
 * (`hreflang`), with `x-default` at the default language's address, as search engines read them.
 * The query (a list's filters) is left out: each page is one page to a search engine.
 */
export function languageAlternates(publicUrl: string, page: PageLanguage): string {
  const alternates = pageInEveryLanguage(page.path, page.defaultLanguage);
  const canonical = alternates.find((alternate) => alternate.language === page.language)?.path ?? page.path;
  const link = (rel: string, path: string, hreflang?: string) =>
    `<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="${escapeAttribute(`${publicUrl}${path}`)}">`;
  return [
    link('canonical', canonical),
    ...alternates.map((alternate) => link('alternate', alternate.path, alternate.language)),
    link('alternate', alternates[0]?.path ?? page.path, 'x-default'),
  ].join('');
}
