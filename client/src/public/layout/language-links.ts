import { isLanguage, LANGUAGE_NAMES, LANGUAGES, pathInLanguage, SOURCE_LANGUAGE, type Language } from '@ai-solutions/common';
import { useLingui } from '@lingui/react';
import { useLocation } from 'react-router-dom';
import { useSiteInfo } from '../../app/site/useSiteInfo';

export type LanguageLink = { language: Language; name: string; href: string; current: boolean };

/** Where the visitor's explicit choice of language is kept: the suggestion is then never offered again. */
export const LANGUAGE_CHOICE_KEY = 'language-choice';

export function rememberLanguageChoice(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_CHOICE_KEY, language);
  } catch {
    // Storage refused (private mode): the choice still holds for this page's links.
  }
}

/**
 * What a language item of a menu is: a link that loads the page in that language (a full page load,
 * so the server sends it with that language's messages), named in its own language, the current one
 * selected, and the choice remembered.
 */
export function languageItemProps(link: LanguageLink) {
  return {
    component: 'a' as const,
    href: link.href,
    hrefLang: link.language,
    lang: link.language,
    selected: link.current,
    'aria-current': link.current ? ('page' as const) : undefined,
    onClick: () => rememberLanguageChoice(link.language),
  };
}

/**
 * The page the visitor is on, in each language (the default language at the plain path, the others
 * under their prefix), for the language switcher. Full page loads: the new page comes from the server
 * in its language, with that language's messages only.
 */
export function useLanguageLinks(): LanguageLink[] {
  const { i18n } = useLingui();
  const { pathname, search, hash } = useLocation();
  const site = useSiteInfo();
  const defaultLanguage = isLanguage(site.language) ? site.language : SOURCE_LANGUAGE;
  return LANGUAGES.map((language) => ({
    language,
    name: LANGUAGE_NAMES[language],
    href: `${pathInLanguage(pathname, language, defaultLanguage)}${search}${hash}`,
    current: language === i18n.locale,
  }));
}
