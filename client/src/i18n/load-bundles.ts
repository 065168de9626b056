import type { I18n } from '@lingui/core';
import { isLanguage, SOURCE_LANGUAGE } from '@ai-solutions/common';
import type { Language } from '@ai-solutions/common';
import { bundleLoaders } from './__generated__/bundles';
import type { CatalogBundle } from './__generated__/bundles';

export type { CatalogBundle } from './__generated__/bundles';

const loaded = new WeakMap<I18n, Set<string>>();

/** The language an instance speaks, as the product names it. */
export function languageOf(i18n: I18n): Language {
  return isLanguage(i18n.locale) ? i18n.locale : SOURCE_LANGUAGE;
}

/**
 * Adds the messages of `bundles` in the instance's language (each bundle is one file, fetched once).
 * Resolves once they are all in: a screen that needs them renders after this, never before.
 */
export async function loadBundles(i18n: I18n, bundles: readonly CatalogBundle[]): Promise<void> {
  const language = languageOf(i18n);
  const done = loaded.get(i18n) ?? new Set<string>();
  loaded.set(i18n, done);
  const missing = bundles.filter((bundle) => !done.has(`${language}/${bundle}`));
  const catalogs = await Promise.all(missing.map((bundle) => bundleLoaders[language][bundle]()));
  catalogs.forEach(({ messages }, index) => {
    i18n.load(language, messages);
    done.add(`${language}/${missing[index] ?? ''}`);
  });
}

/** Whether `bundle` is loaded in the instance's language (a screen can render at once). */
export function isBundleLoaded(i18n: I18n, bundle: CatalogBundle): boolean {
  return loaded.get(i18n)?.has(`${languageOf(i18n)}/${bundle}`) ?? false;
}
