import { describe, expect, it } from 'vitest';
import { pageInEveryLanguage, pathInLanguage, splitLanguagePath } from './language-paths.js';

describe('language paths', () => {
  it('reads the language from the prefix, and the default language from a plain path', () => {
    expect(splitLanguagePath('/es/courses/42', 'en')).toEqual({ language: 'es', prefix: '/es', path: '/courses/42', isCanonical: true });
    expect(splitLanguagePath('/de', 'en')).toEqual({ language: 'de', prefix: '/de', path: '/', isCanonical: true });
    expect(splitLanguagePath('/de/', 'en')).toEqual({ language: 'de', prefix: '/de', path: '/', isCanonical: true });
    expect(splitLanguagePath('/courses', 'en')).toEqual({ language: 'en', prefix: '', path: '/courses', isCanonical: true });
    expect(splitLanguagePath('/', 'de')).toEqual({ language: 'de', prefix: '', path: '/', isCanonical: true });
  });

  it('takes only the four languages as a prefix, and only as a whole segment', () => {
    expect(splitLanguagePath('/it/courses', 'en').language).toBe('en');
    expect(splitLanguagePath('/esther', 'en')).toMatchObject({ language: 'en', path: '/esther' });
    expect(splitLanguagePath('/ES/courses', 'en').language).toBe('en');
  });

  it('says a prefix of the default language is not the canonical path', () => {
    expect(splitLanguagePath('/en/about', 'en')).toEqual({ language: 'en', prefix: '/en', path: '/about', isCanonical: false });
    expect(splitLanguagePath('/en/about', 'de')).toMatchObject({ language: 'en', isCanonical: true });
  });

  it('writes a page in each language, the default one at the plain path', () => {
    expect(pathInLanguage('/courses/42', 'fr', 'en')).toBe('/fr/courses/42');
    expect(pathInLanguage('/', 'fr', 'en')).toBe('/fr/');
    expect(pathInLanguage('/courses', 'de', 'de')).toBe('/courses');
    expect(pageInEveryLanguage('/about', 'de')).toEqual([
      { language: 'de', path: '/about' },
      { language: 'en', path: '/en/about' },
      { language: 'es', path: '/es/about' },
      { language: 'fr', path: '/fr/about' },
    ]);
  });
});
