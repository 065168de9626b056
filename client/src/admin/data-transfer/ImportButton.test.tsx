import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { testI18n } from '../../i18n/testing';
import { describe, expect, it } from 'vitest';
import { ImportButton } from './ImportButton';

describe('ImportButton', { timeout: 20_000 }, () => {
  it('opens a fresh import dialog for its type each time, with nothing to import until a file is checked', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <I18nProvider i18n={testI18n}>
        <MockedProvider mocks={[]}>
          <ImportButton type="courses" title="Import Courses" />
        </MockedProvider>
      </I18nProvider>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import' }));
    let dialog = screen.getByRole('dialog', { name: 'Import Courses' });
    expect(within(dialog).getByLabelText('Import file')).toBeInTheDocument();
    expect(within(dialog).getByText(/Choose a CSV, JSON or XLSX file \(at most 10 MB and 50,000 rows\)/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Import Courses' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import' }));
    dialog = screen.getByRole('dialog', { name: 'Import Courses' });
    expect(within(dialog).getByRole('button', { name: 'Choose file' })).toBeInTheDocument();
  });
});
