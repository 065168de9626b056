import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { i18nInLanguage } from '../../i18n/testing';
import { PrivacyPage } from './PrivacyPage';
import { TermsPage } from './TermsPage';

describe('legal pages', { timeout: 20_000 }, () => {
  it('show the Terms of Service in English with the date of the last change', () => {
    renderWithProviders(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: January 15, 2024')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '11. Governing law' })).toBeInTheDocument();
  });

  it('show the Privacy Policy in German, its date written the German way', async () => {
    renderWithProviders(<PrivacyPage />, { i18n: await i18nInLanguage('de') });
    expect(screen.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeInTheDocument();
    expect(screen.getByText('Zuletzt aktualisiert: 15. Januar 2024')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '9. Ihre Rechte' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'legal@aisolutions.com' })).toHaveAttribute('href', 'mailto:legal@aisolutions.com');
  });
});
