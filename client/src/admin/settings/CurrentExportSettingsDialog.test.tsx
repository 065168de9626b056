import { render, screen, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MyExportSettingsQuery } from '../data-transfer/operations';
import { CurrentExportSettingsDialog } from './CurrentExportSettingsDialog';

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
    );
    const table = within(await screen.findByRole('table', { name: 'Current export settings' }));
    expect(await table.findByText('CSV')).toBeInTheDocument();
    expect(table.getByRole('row', { name: 'Date Format local' })).toBeInTheDocument();
    expect(table.getByRole('row', { name: 'Include Metadata Off' })).toBeInTheDocument();
    expect(table.getByRole('row', { name: 'Filename team-report.csv' })).toBeInTheDocument();
  });
});
