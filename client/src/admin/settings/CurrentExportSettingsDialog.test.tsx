import { render, screen, within } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { testI18n } from '../../i18n/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MyExportSettingsQuery } from '../data-transfer/operations';
import { CurrentExportSettingsDialog } from './CurrentExportSettingsDialog';

function WithI18n({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={testI18n}>{children}</I18nProvider>;
}

afterEach(() => localStorage.clear());

describe('CurrentExportSettingsDialog', { timeout: 30_000 }, () => {
  it('shows the stored export settings as a readable table', async () => {
    render(
      <MockedProvider
        mocks={[
          {
            request: { query: MyExportSettingsQuery },
            result: {
              data: {
                myExportSettings: { __typename: 'ExportSettings', format: 'csv', includeHeaders: true, dateFormat: 'local', includeMetadata: false, compression: false, filename: 'team-report' },
              },
            },
          },
        ]}
      >
        <CurrentExportSettingsDialog open onClose={() => undefined} />
      </MockedProvider>,
      { wrapper: WithI18n },
    );
    const table = within(await screen.findByRole('table', { name: 'Current export settings' }));
    expect(await table.findByText('CSV')).toBeInTheDocument();
    expect(table.getByRole('row', { name: 'Date Format local' })).toBeInTheDocument();
    expect(table.getByRole('row', { name: 'Include Metadata Off' })).toBeInTheDocument();
    expect(table.getByRole('row', { name: 'Filename team-report.csv' })).toBeInTheDocument();
  });
});
