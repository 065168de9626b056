import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { i18nInLanguage, testI18n } from '../../i18n/testing';
import { errorReason } from './graphql-errors';

describe('errorReason', () => {
  it('says a lost connection and an unexplained failure in the page’s language', async () => {
    const german = await i18nInLanguage('de');
    // fetch rejects with a TypeError when no answer arrives.
    expect(errorReason(new TypeError('Failed to fetch'), german)).toBe('Netzwerkfehler. Bitte prüfen Sie Ihre Verbindung.');
    expect(errorReason(new TypeError('Failed to fetch'), testI18n)).toBe('Network error. Please check your connection.');
    expect(errorReason(new Error(''), await i18nInLanguage('es'))).toBe('Se ha producido un error');
  });

  it('gives the server’s own sentence, which the server already wrote in the caller’s language', async () => {
    const refused = new CombinedGraphQLErrors({ errors: [{ message: 'Sie sind bereits für diesen Kurs angemeldet.' }] });
    expect(errorReason(refused, await i18nInLanguage('de'))).toBe('Sie sind bereits für diesen Kurs angemeldet.');
  });
});
