import type { I18n } from '@lingui/core';
import { isLanguage, SOURCE_LANGUAGE } from '@ai-solutions/common';
import type { Language } from '@ai-solutions/common';
import { siteLoaders } from './__generated__/bundles';
import type { CatalogBundle, CompiledBundle } from './__generated__/bundles';

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
  const catalogs = await Promise.all(missing.map((bundle) => loadBundle(language, bundle)));
  catalogs.forEach(({ messages }, index) => {
    i18n.load(language, messages);
    done.add(`${language}/${missing[index] ?? ''}`);
  });
}

/** A bundle's module: `site`'s lists the language's other bundles (a module imported once, whoever asks again). */
async function loadBundle(language: Language, bundle: CatalogBundle): Promise<CompiledBundle> {
  const site = await siteLoaders[language]();
  return bundle === 'site' ? site : site.bundleLoaders[bundle]();
}

/** Whether `bundle` is loaded in the instance's language (a screen can render at once). */
export function isBundleLoaded(i18n: I18n, bundle: CatalogBundle): boolean {
  return loaded.get(i18n)?.has(`${languageOf(i18n)}/${bundle}`) ?? false;
}
