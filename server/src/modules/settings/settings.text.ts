/**
 * The settings' text a visitor reads in their language (the description and payment instructions),
 * and every language's version of it as staff read it.
 */
import type { Language } from '@ai-solutions/common';
import { readIn, TRANSLATION_LANGUAGES } from '../../core/translations.js';
import { SITE_TEXT_FIELDS, type SiteText } from './settings.model.js';
import type { Settings } from './settings.service.js';

/**
 * The site's description and payment instructions for a reader of `languages` (in order of
 * preference): each from the first version that has it, else the original (English).
 */
export function siteTextIn(general: Settings['general'], languages: readonly Language[]): SiteText {
  return {
    siteDescription: readIn<SiteText, 'siteDescription'>(general, 'siteDescription', languages),
    paymentInstructions: readIn<SiteText, 'paymentInstructions'>(general, 'paymentInstructions', languages),
  };
}

/** Every language's version of the site's text, as staff edit it: the original under `en`, null where a language has none. */
export function siteTextVersions(general: Settings['general']): Record<Language, SiteText | null> {
  const original = { siteDescription: general.siteDescription, paymentInstructions: general.paymentInstructions };
  const versions = Object.fromEntries(
    TRANSLATION_LANGUAGES.map((language) => {
      const version = general.translations?.[language];
      return [language, version ? Object.fromEntries(SITE_TEXT_FIELDS.map((field) => [field, version[field]?.trim() ? version[field] : null])) : null];
    }),
  );
  return { en: original, ...versions } as Record<Language, SiteText | null>;
}

/** The settings as staff read them (GraphQL systemSettings, REST /api/settings): the site's text with every language's version. */
export function withTextVersions<S extends { general: Settings['general'] }>(settings: S): Omit<S, 'general'> & { general: Omit<Settings['general'], 'translations'> & { translations: Record<Language, SiteText | null> } } {
  return { ...settings, general: { ...settings.general, translations: siteTextVersions(settings.general) } };
}
