import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { i18nInLanguage } from '../../i18n/testing';
import { AboutPage } from './AboutPage';

describe('AboutPage', { timeout: 20_000 }, () => {
  it('speaks German, with the impact figures written the German way', async () => {
    renderWithProviders(<AboutPage />, { i18n: await i18nInLanguage('de') });
    expect(screen.getByRole('heading', { level: 1, name: 'Wir machen künstliche Intelligenz für Menschen nutzbar' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Was unsere Arbeit leitet' })).toBeInTheDocument();
    const impact = screen.getByRole('region', { name: 'Unsere Wirkung' });
    expect(within(impact).getByText('10.000+')).toBeInTheDocument();
    expect(within(impact).getByText('Gründungsjahr')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kontakt aufnehmen' })).toHaveAttribute('href', '/contact');
  });
});
