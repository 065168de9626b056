import { languageOfTag, SOURCE_LANGUAGE } from '@ai-solutions/common';
import type { Language } from '@ai-solutions/common';

/** The language the server wrote the page in (`<html lang>`), which the app renders in too. */
export function pageLanguage(document: Document): Language {
  return languageOfTag(document.documentElement.lang) ?? SOURCE_LANGUAGE;
}
