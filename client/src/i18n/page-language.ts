import { languageOfTag, SOURCE_LANGUAGE, splitLanguagePath } from '@ai-solutions/common';
import type { Language } from '@ai-solutions/common';

/** The language the server wrote the page in (`<html lang>`), which the app renders in too. */
export function pageLanguage(document: Document): Language {
  return languageOfTag(document.documentElement.lang) ?? SOURCE_LANGUAGE;
}

/**
 * The language prefix of the page's address (`/es` on `/es/courses`), which the router takes as its
 * basename, so every link of the app stays in the page's language; '' at the default language's
 * plain paths. The server wrote `<html lang>` from the address, so a first segment naming the page's
 * own language is its prefix (with German the default, `/de/...` is never served: it is sent to `/...`).
 */
export function pageBasename(document: Document): string {
  const language = pageLanguage(document);
  const { prefix } = splitLanguagePath(document.location.pathname, language);
  return prefix === `/${language}` ? prefix : '';
}
