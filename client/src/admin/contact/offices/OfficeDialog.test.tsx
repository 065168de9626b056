import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { GlobalOfficeInput } from '../../../__generated__/graphql';
import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import { OfficeDialog } from './OfficeDialog';

const ENGLISH = { name: 'London Office', address: '45 King William Street', city: 'London', country: 'United Kingdom', workingHours: 'Mon-Fri 9 AM - 6 PM GMT' };
const blank = { name: null, address: null, city: null, country: null, workingHours: null };

const OFFICE = {
  __typename: 'GlobalOffice' as const,
  id: 'o1',
  // As a Spanish-reading administrator gets it: the top-level text in Spanish.
  ...ENGLISH,
  name: 'Oficina de Londres',
  city: 'Londres',
  phone: '+44 20 7946 0123',
  email: 'london@aisolutions.com',
  timezone: 'GMT (UTC+0)',
  isHeadquarters: false,
  isActive: true,
  coordinates: { __typename: 'Coordinates' as const, lat: 51.5, lng: -0.08 },
  translations: {
    en: ENGLISH,
    es: { ...blank, name: 'Oficina de Londres', city: 'Londres', country: 'Reino Unido', workingHours: 'Lunes a viernes' },
    fr: null,
    de: { ...blank, name: 'Büro London' },
  },
};

describe('OfficeDialog', { timeout: 60_000 }, () => {
  it('edits the English original whatever the reader’s language, and a language’s text on its tab with the English as the hint', async () => {
    const onSubmit = vi.fn(async (_input: GlobalOfficeInput) => {});
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithProviders(<OfficeDialog open office={OFFICE} onClose={vi.fn()} onSubmit={onSubmit} />);
    expect(screen.getByRole('textbox', { name: /^office name/i })).toHaveValue('London Office');
    const tabs = screen.getByRole('tablist', { name: 'Language of the text' });
    // Missing: a language without the office's name or working hours; the address may stay as written.
    expect(within(tabs).getByRole('tab', { name: 'Español' })).toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: 'Français (translation missing)' })).toBeInTheDocument();

    await user.click(within(tabs).getByRole('tab', { name: 'Deutsch (translation missing)' }));
    expect(screen.getByRole('textbox', { name: /^office name/i })).toHaveValue('Büro London');
    const city = screen.getByRole('textbox', { name: /^city/i });
    expect(city).toHaveValue('');
    expect(city).toHaveAttribute('placeholder', 'London');
    await user.click(screen.getByRole('textbox', { name: /^country/i }));
    await user.paste('Vereinigtes Königreich');

    await user.click(screen.getByRole('button', { name: 'Update Office' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'London Office',
        city: 'London',
        translations: {
          es: { name: 'Oficina de Londres', address: '', city: 'Londres', country: 'Reino Unido', workingHours: 'Lunes a viernes' },
          fr: { name: '', address: '', city: '', country: '', workingHours: '' },
          de: { name: 'Büro London', address: '', city: '', country: 'Vereinigtes Königreich', workingHours: '' },
        },
      }),
    );
  });
});
