/**
 * A URL per language: the site's default language (System Settings › Language) at the plain paths
 * (`/courses/42`), every other language under its own prefix (`/es/courses/42`, `/de/`). The server
 * reads a request's language from its path with these, the browser's router takes the prefix as its
 * basename, and the language switcher and `hreflang` links write the same page in another language.
 */
import { isLanguage, LANGUAGES, type Language } from './languages.js';

export type LanguagePath = {
  /** The language the path is written in. */
  language: Language;
  /** `/es` for a prefixed path, '' for the default language's. */
  prefix: string;
  /** The path without its prefix: what the routes match (`/courses/42`, `/` for the home page). */
  path: string;
};

/**
 * The language and route of `pathname`. A prefix naming the default language is not one of its
 * paths (it has none): such a path is reported with `prefix` set, and `isCanonical` false, so the
 * server can send the visitor to the plain path.
 */
export function splitLanguagePath(pathname: string, defaultLanguage: Language): LanguagePath & { isCanonical: boolean } {
  const match = /^\/([a-z]{2})(?=\/|$)/.exec(pathname);
  const tag = match?.[1];
  if (!tag || !isLanguage(tag)) return { language: defaultLanguage, prefix: '', path: pathname || '/', isCanonical: true };
  const path = pathname.slice(tag.length + 1) || '/';
  return { language: tag, prefix: `/${tag}`, path, isCanonical: tag !== defaultLanguage };
}

/** `path` (a route's path, with its query if any) in `language`: plain for the default language, prefixed otherwise. */
export function pathInLanguage(path: string, language: Language, defaultLanguage: Language): string {
  if (language === defaultLanguage) return path;
  return `/${language}${path === '/' ? '/' : path}`;
}

/** The same page in every language, default first: for `hreflang` links, the sitemap and the language switcher. */
export function pageInEveryLanguage(path: string, defaultLanguage: Language): { language: Language; path: string }[] {
  const ordered = [defaultLanguage, ...LANGUAGES.filter((language) => language !== defaultLanguage)];
  return ordered.map((language) => ({ language, path: pathInLanguage(path, language, defaultLanguage) }));
}
