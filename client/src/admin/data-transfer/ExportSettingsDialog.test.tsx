import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { testI18n } from '../../i18n/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPORT_SETTINGS_KEY } from './export-settings';
import { ExportSettingsDialog } from './ExportSettingsDialog';
import { MyExportSettingsQuery, SaveExportSettingsMutation } from './operations';

const none: MockLink.MockedResponse = { request: { query: MyExportSettingsQuery }, result: { data: { myExportSettings: null } }, maxUsageCount: 5 };

function renderDialog(mocks: MockLink.MockedResponse[] = [none], fakeTimers = false) {
  render(
    <I18nProvider i18n={testI18n}>
      <MockedProvider mocks={mocks}>
        <ExportSettingsDialog open onClose={() => {}} />
      </MockedProvider>
    </I18nProvider>,
  );
  return userEvent.setup(fakeTimers ? { delay: null, advanceTimers: vi.advanceTimersByTime.bind(vi) } : { delay: null });
}

const switchOf = (name: string) => screen.getByRole('switch', { name });

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

// MUI's dialog and menus render slowly on the shared 2-core CI machines; the rules themselves are instant.
describe('Export Settings dialog', { timeout: 20_000 }, () => {
  it('disables Include Headers for JSON and Include Metadata for CSV; xlsx, pdf and compression are enabled', async () => {
    const user = renderDialog();
    expect(switchOf('Include Headers')).toBeDisabled();
    expect(switchOf('Include Metadata')).toBeEnabled();
    expect(switchOf('Compression')).toBeEnabled();
    await user.click(screen.getByRole('combobox', { name: 'Format' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['JSON', 'CSV', 'XLSX', 'PDF']);
    expect(options.every((o) => o.getAttribute('aria-disabled') !== 'true')).toBe(true);
    await user.click(screen.getByRole('option', { name: 'CSV' }));
    expect(switchOf('Include Headers')).toBeEnabled();
    expect(switchOf('Include Metadata')).toBeDisabled();
    expect(screen.getByText('The extension .csv is added by format.')).toBeInTheDocument();
    await user.click(switchOf('Compression'));
    expect(screen.getByText('The extension .zip is added by format.')).toBeInTheDocument();
  });

  it('Reset to Defaults sets json, headers on, iso, metadata on, compression off', async () => {
    localStorage.setItem(EXPORT_SETTINGS_KEY, JSON.stringify({ format: 'pdf', includeHeaders: false, dateFormat: 'timestamp', includeMetadata: false, compression: true, filename: 'x' }));
    const user = renderDialog();
    expect(screen.getByRole('combobox', { name: 'Format' })).toHaveTextContent('PDF');
    await user.click(screen.getByRole('button', { name: 'Reset to Defaults' }));
    expect(screen.getByRole('combobox', { name: 'Format' })).toHaveTextContent('JSON');
    expect(screen.getByRole('combobox', { name: 'Date Format' })).toHaveTextContent('ISO 8601 (iso)');
    expect(switchOf('Include Headers')).toBeChecked();
    expect(switchOf('Include Metadata')).toBeChecked();
    expect(switchOf('Compression')).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Filename (optional)' })).toHaveValue('');
  });

  it('saves to local storage and the account: saving, then Saved!, then idle after 2 seconds; Error on failure', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const input = { format: 'json', includeHeaders: true, dateFormat: 'iso', includeMetadata: true, compression: false, filename: null };
    const user = renderDialog([
      none,
      { request: { query: SaveExportSettingsMutation, variables: { input } }, result: { data: { saveExportSettings: { __typename: 'ExportSettings', ...input } } } },
      { request: { query: SaveExportSettingsMutation, variables: { input } }, error: new Error('down') },
    ], true);
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByRole('button', { name: 'Saved!' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(EXPORT_SETTINGS_KEY) ?? '{}')).toMatchObject({ format: 'json', dateFormat: 'iso' });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByRole('button', { name: 'Save Settings' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByRole('button', { name: 'Error' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByRole('button', { name: 'Save Settings' })).toBeInTheDocument();
  });
});
