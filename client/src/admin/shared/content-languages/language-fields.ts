import type { Language } from '@ai-solutions/common';
import type { TranslationLanguage } from './content-languages';

/** A form of a record with a version of some text fields per language (its `translations`). */
interface VersionedForm<F extends string> {
  values: Record<F, string> & { translations: Record<TranslationLanguage, Record<F, string>> };
  set: (field: 'translations', value: Record<TranslationLanguage, Record<F, string>>) => void;
  textProps: (field: F) => { name: string; value: string; onChange: (e: { target: { value: string } }) => void; fullWidth: boolean };
}

/**
 * Props for a text field of the language chosen in the dialog's ContentLanguageTabs: in English
 * the original's field, with its rules and message; in another language that version's field,
 * optional, with the English as its placeholder (the site shows the English where it is blank).
 */
export function languageFieldProps<F extends string>(form: VersionedForm<F>, language: Language, field: F, { required = true, maxLength }: { required?: boolean; maxLength?: number } = {}) {
  const htmlInput = maxLength === undefined ? {} : { maxLength };
  if (language === 'en') return { ...form.textProps(field), required, slotProps: { htmlInput } };
  const { values } = form;
  const version = values.translations[language];
  return {
    name: `${field}-${language}`,
    fullWidth: true,
    required: false,
    value: version[field],
    placeholder: values[field],
    // The label stays above the field, so the English hint shows before the field is focused.
    slotProps: { htmlInput, inputLabel: { shrink: true } },
    onChange: (e: { target: { value: string } }) => form.set('translations', { ...values.translations, [language]: { ...version, [field]: e.target.value } }),
  };
}

/** Each language's version of `fields`, blank, for a new record's form. */
export function blankVersions<F extends string>(fields: readonly F[]): Record<TranslationLanguage, Record<F, string>> {
  const blank = () => Object.fromEntries(fields.map((field) => [field, ''])) as Record<F, string>;
  return { es: blank(), fr: blank(), de: blank() };
}

/** Each language's version of `fields` as the API gives staff (null where a language has none), for a form. */
export function versionsToForm<F extends string>(
  fields: readonly F[],
  translations: Partial<Record<TranslationLanguage, Partial<Record<F, string | null>> | null>> | null | undefined,
): Record<TranslationLanguage, Record<F, string>> {
  const one = (version: Partial<Record<F, string | null>> | null | undefined) => Object.fromEntries(fields.map((field) => [field, version?.[field] ?? ''])) as Record<F, string>;
  return { es: one(translations?.es), fr: one(translations?.fr), de: one(translations?.de) };
}

/** The versions as an input: each field trimmed; the server drops blank fields and empty versions. */
export function versionsToInput<F extends string>(translations: Record<TranslationLanguage, Record<F, string>>): Record<TranslationLanguage, Record<F, string>> {
  const trim = (version: Record<F, string>) => Object.fromEntries(Object.entries<string>(version).map(([field, text]) => [field, text.trim()])) as Record<F, string>;
  return { es: trim(translations.es), fr: trim(translations.fr), de: trim(translations.de) };
}
