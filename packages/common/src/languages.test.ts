import { describe, expect, it } from 'vitest';
import { languageOfTag, negotiateLanguage } from './languages.js';

describe('negotiateLanguage', () => {
  it('picks the language the caller ranks highest among those the product speaks', () => {
    expect(negotiateLanguage('it-IT,it;q=0.9,de;q=0.7,fr;q=0.8')).toBe('fr');
    expect(negotiateLanguage('es-MX')).toBe('es');
    expect(negotiateLanguage('DE-at, en;q=0.5')).toBe('de');
  });

  it('keeps the order of equally ranked languages', () => {
    expect(negotiateLanguage('fr, es')).toBe('fr');
  });

  it('names no language when the caller asks for none the product speaks', () => {
    expect(negotiateLanguage('it, pt;q=0.5')).toBeUndefined();
    expect(negotiateLanguage('*')).toBeUndefined();
    expect(negotiateLanguage('de;q=0')).toBeUndefined();
    expect(negotiateLanguage(undefined)).toBeUndefined();
  });
});

describe('languageOfTag', () => {
  it('reads the primary subtag', () => {
    expect(languageOfTag('fr-CA')).toBe('fr');
    expect(languageOfTag('pt-BR')).toBeUndefined();
  });
});
