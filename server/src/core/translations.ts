/**
 * Content in every language (README › Languages): what visitors read of a service, a FAQ or a job
 * is stored once in the source language (the record's own fields) with a version per other
 * language beside it, in `translations: { es?: {...}, fr?: {...}, de?: {...} }`. A version may be
 * partial: a field it lacks (or leaves blank) is read from the next language in line.
 *
 * Readers get each field in their language, else in the site's default language (System Settings ›
 * Language), else the original: never an empty field. Staff read every version (`translations`)
 * to edit them. This file is the one place that order is decided, for every content type.
 */
import { Schema, type SchemaDefinition } from 'mongoose';
import { z } from 'zod';
import { isLanguage, LANGUAGES, SOURCE_LANGUAGE, type Language } from '@ai-solutions/common';
import { isStaff } from './actor.js';
import type { PresentContext } from './presenter.js';
import { fieldMessage, type FieldLabel } from './validation.js';

/**
 * System Settings › Language, as the settings module tells it (it provides the reader at start-up;
 * core does not reach into a module). Until then: the source language.
 */
let siteLanguage: () => Promise<string> = () => Promise.resolve(SOURCE_LANGUAGE);
export function provideSiteLanguage(read: () => Promise<string>): void {
  siteLanguage = read;
}

/** The languages a record has versions in besides its original (English). */
export type TranslationLanguage = Exclude<Language, 'en'>;
export const TRANSLATION_LANGUAGES = LANGUAGES.filter((language): language is TranslationLanguage => language !== SOURCE_LANGUAGE);

/** The stored versions of a record whose translated fields are `T`. */
export type Translations<T> = Partial<Record<TranslationLanguage, Partial<T> | null>>;

type Translated<T> = T & { translations?: Translations<T> | null };

/** A value a reader can read: text that is not blank, a list with something in it. */
function hasContent(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.some(hasContent);
  return value !== undefined && value !== null;
}

/**
 * `field` of `doc` for a reader who reads `languages` in that order of preference (their own, then
 * the site's default): the first version that has it, else the original.
 */
export function readIn<T extends object, K extends keyof T>(doc: Translated<T>, field: K, languages: readonly Language[]): T[K] {
  for (const language of languages) {
    if (language === SOURCE_LANGUAGE) break;
    const value = doc.translations?.[language as TranslationLanguage]?.[field];
    if (hasContent(value)) return value as T[K];
  }
  return doc[field];
}

/** `doc` with each of `fields` read in `languages` (as `readIn`), for text built outside a presenter (a page's head). */
export function readAllIn<T extends object>(doc: Translated<T>, fields: readonly (keyof T)[], languages: readonly Language[]): Translated<T> {
  return { ...doc, ...Object.fromEntries(fields.map((field) => [field, readIn(doc, field, languages)])) };
}

/** The reader's languages in order: the request's, then the site's default. */
export async function readerLanguages(ctx: Pick<PresentContext, 'i18n'>): Promise<Language[]> {
  const own = isLanguage(ctx.i18n.locale) ? ctx.i18n.locale : SOURCE_LANGUAGE;
  const site = await siteLanguage();
  return isLanguage(site) && site !== own ? [own, site] : [own];
}

/**
 * A presenter's translated fields: each read in the reader's language with the fallback above.
 * `fields` names them; spread the result into `definePresenter`.
 */
export function translatedFields<T extends object, K extends keyof T & string>(...fields: K[]) {
  return Object.fromEntries(
    fields.map((field) => [field, async (doc: Translated<Pick<T, K>>, ctx: PresentContext) => readIn(doc, field, await readerLanguages(ctx))]),
  ) as { [P in K]-?: (doc: Translated<Pick<T, K>>, ctx: PresentContext) => Promise<T[P]> };
}

/**
 * The staff-only `translations` field: every version as stored, the original under `en`, a
 * missing version as null; null for anyone but staff.
 */
export function translationsShown<T extends object, K extends keyof T & string>(...fields: K[]) {
  // Every field named, null where the version has nothing (as the output type declares them).
  const pick = (source: Partial<T> | null | undefined): { [P in K]: T[P] | null } | null => {
    if (!source || !fields.some((field) => hasContent(source[field]))) return null;
    return Object.fromEntries(fields.map((field) => [field, hasContent(source[field]) ? source[field] : null])) as { [P in K]: T[P] | null };
  };
  return (doc: Translated<Pick<T, K>>, { actor }: PresentContext) => {
    if (!isStaff(actor)) return null;
    const versions = Object.fromEntries(TRANSLATION_LANGUAGES.map((language) => [language, pick(doc.translations?.[language] as Partial<T> | null | undefined)]));
    return { en: pick(doc as Partial<T>), ...versions };
  };
}

/** The mongoose path of the versions: one sub-document per language, each with `fields`. */
export function translationsSchema(fields: SchemaDefinition): SchemaDefinition {
  const version = new Schema(fields, { _id: false });
  return Object.fromEntries(TRANSLATION_LANGUAGES.map((language) => [language, { type: version, default: undefined }]));
}

/** Each language's name in a field error ("Title (Spanish) is required"). */
export const LANGUAGE_LABELS: Readonly<Record<TranslationLanguage, FieldLabel>> = {
  es: /*i18n*/ { message: 'Spanish' },
  fr: /*i18n*/ { message: 'French' },
  de: /*i18n*/ { message: 'German' },
};

/** A field's label in one language's version: "Title (Spanish)". */
export const translatedLabel = (field: FieldLabel, language: TranslationLanguage): FieldLabel =>
  /*i18n*/ ({ message: '{field} ({language})', values: { field, language: LANGUAGE_LABELS[language] } });

const VERSIONS_MESSAGES = {
  notObject: /*i18n*/ { message: 'Translations must be an object with es, fr and de' },
  versionNotObject: (language: FieldLabel) => /*i18n*/ ({ message: 'The {language} version must be an object', values: { language } }),
};

/**
 * The input of the versions: `{ es?, fr?, de? }`, each built by `version(language)` with the
 * language's labels (so a field error names the language and the field, under the key
 * `translations.es.title`). A version with nothing in it is dropped (stored as absent).
 */
export function translationsInput<S extends z.ZodRawShape>(version: (language: TranslationLanguage) => S) {
  const versionOf = (language: TranslationLanguage) =>
    z
      .object(version(language), { error: fieldMessage(VERSIONS_MESSAGES.versionNotObject(LANGUAGE_LABELS[language])) })
      .nullish()
      .transform((v) => (v && Object.values(v).some(hasContent) ? v : undefined));
  return z.object({ es: versionOf('es'), fr: versionOf('fr'), de: versionOf('de') }, { error: fieldMessage(VERSIONS_MESSAGES.notObject) });
}

/** `fields` and the same fields of every language's version, for a search over all of them. */
export function withTranslations(fields: readonly string[]): string[] {
  return [...fields, ...TRANSLATION_LANGUAGES.flatMap((language) => fields.map((field) => `translations.${language}.${field}`))];
}
