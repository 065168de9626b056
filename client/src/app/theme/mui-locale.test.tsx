import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/renderWithProviders';
import { i18nInLanguage } from '../../i18n/testing';

/** MUI components that write words of their own: an alert that can be closed, a search with no match. */
function MuiOwnWords() {
  return (
    <>
      <Alert onClose={() => undefined}>Saved</Alert>
      <Autocomplete options={[]} open renderInput={(params) => <TextField {...params} label="Course" />} />
    </>
  );
}

describe('the theme in the page language', { timeout: 20_000 }, () => {
  it("gives MUI's own words in the page's language", async () => {
    renderWithProviders(<MuiOwnWords />, { i18n: await i18nInLanguage('de') });
    expect(within(screen.getByRole('alert')).getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
    expect(screen.getByText('Keine Optionen')).toBeInTheDocument();
  });

  it('keeps them in English on an English page', async () => {
    renderWithProviders(<MuiOwnWords />, { i18n: await i18nInLanguage('en') });
    expect(within(screen.getByRole('alert')).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.getByText('No options')).toBeInTheDocument();
  });
});
