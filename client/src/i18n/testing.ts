import type { I18n } from '@lingui/core';
import type { Language } from '@ai-solutions/common';
import { CATALOG_BUNDLES } from './__generated__/bundles';
import { createI18n } from './create-i18n';
import { loadBundles } from './load-bundles';
import { loadMuiLocale } from '../app/theme/mui-locale';

/**
 * For tests. English needs no catalog there: outside production builds the macros keep each
 * message's English text and Lingui compiles it on the fly. Another language loads every bundle,
 * and MUI's words in that language.
 */
export const testI18n: I18n = createI18n('en');

export async function i18nInLanguage(language: Language): Promise<I18n> {
  const i18n = createI18n(language);
  await Promise.all([loadBundles(i18n, CATALOG_BUNDLES), loadMuiLocale(language)]);
  return i18n;
}
