/**
 * The languages the product speaks (System Settings › Language, spec section 9), as BCP 47 tags,
 * and how a caller's preference is matched to one of them. Both sides use these: the server to
 * answer in the caller's language, the browser to name the page's.
 */
export const LANGUAGES = ['en', 'es', 'fr', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/** What the product speaks when nothing else says: the spec's texts are written in it. */
export const SOURCE_LANGUAGE: Language = 'en';

/** Each language in its own words, as a language switcher offers it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
};

/**
 * The locale each language formats dates, numbers and money in (Intl): English as the spec shows
 * them ("Nov 27, 2026", "$1,234"), the others as Spain, France and Germany write them.
 */
export const INTL_LOCALES: Readonly<Record<Language, string>> = {
  en: 'en-US',
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The product's language for a tag such as `es`, `es-MX` or `DE-at` (its primary subtag), or
 * undefined when it speaks no such language.
 */
export function languageOfTag(tag: string | null | undefined): Language | undefined {
  const primary = tag?.trim().split(/[-_]/)[0]?.toLowerCase();
  return isLanguage(primary) ? primary : undefined;
}

/**
 * The product's language an `Accept-Language` header asks for first (by its q-values, then its
 * order), or undefined when it names none of them (or is absent, or `*`).
 */
export function negotiateLanguage(acceptLanguage: string | null | undefined): Language | undefined {
  if (!acceptLanguage) return undefined;
  let best: { language: Language; q: number } | undefined;
  for (const part of acceptLanguage.split(',')) {
    const [tag, ...params] = part.split(';');
    const language = languageOfTag(tag);
    if (!language) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { language, q };
  }
  return best?.language;
}
