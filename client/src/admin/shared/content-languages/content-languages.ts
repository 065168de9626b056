import { LANGUAGES, SOURCE_LANGUAGE, type Language } from '@ai-solutions/common';

// A record's text in each language (the server's core/translations.ts): the original in English,
// a version each in Spanish, French and German, any field of which may be left out (the site then
// shows the default language's, then the original's).

export type TranslationLanguage = Exclude<Language, 'en'>;
export const TRANSLATION_LANGUAGES = LANGUAGES.filter((language): language is TranslationLanguage => language !== SOURCE_LANGUAGE);

/** What a text field of a version can hold: text, or a list of texts (a service's features). */
type TextValue = string | readonly string[] | null | undefined;

function hasText(value: TextValue): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  return !!value && value.some((item) => item.trim() !== '');
}

/**
 * The languages whose version lacks a field the original has (so some of the record shows in
 * another language there). `translations` is as the API gives staff: `en` the original, null where
 * a language has no version.
 */
export function missingLanguages<F extends string>(
  translations: Partial<Record<Language, Partial<Record<F, TextValue>> | null>> | null | undefined,
  fields: readonly F[],
): TranslationLanguage[] {
  if (!translations) return [];
  const original = translations.en;
  const wanted = fields.filter((field) => hasText(original?.[field]));
  return TRANSLATION_LANGUAGES.filter((language) => {
    const version = translations[language];
    return !version || wanted.some((field) => !hasText(version[field]));
  });
}
