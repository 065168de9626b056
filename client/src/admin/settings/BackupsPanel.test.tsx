import { render, screen, within } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { testI18n } from '../../i18n/testing';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it } from 'vitest';
import { NoticeProvider } from '../../components/notice/NoticeProvider';
import { BackUpNowMutation, BackupsQuery } from './operations';
import { BackupsPanel } from './BackupsPanel';

// UI wiring only: what a backup holds and restores is covered by the server's integration tests.

function WithI18n({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={testI18n}>{children}</I18nProvider>;
}

const backup = (over: Record<string, unknown> = {}) => ({
  __typename: 'Backup' as const,
  id: '1',
  fileName: 'backup-2026-11-23T02-00-00-000Z.ejson.gz',
  status: 'succeeded',
  trigger: 'schedule',
  requestedBy: null,
  startedAt: '2026-11-23T02:00:00.000Z',
  finishedAt: '2026-11-23T02:00:03.000Z',
  sizeBytes: 1_572_864,
  error: null,
  ...over,
});

const list = (backups: unknown[]): MockLink.MockedResponse => ({ request: { query: BackupsQuery }, result: { data: { backups } } });

function renderPanel(mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <NoticeProvider>
        <BackupsPanel />
      </NoticeProvider>
    </MockedProvider>,
    { wrapper: WithI18n },
  );
}

describe('BackupsPanel', { timeout: 30_000 }, () => {
  it('lists the backups with their time, size and who took them', async () => {
    renderPanel([list([backup(), backup({ id: '2', status: 'failed', trigger: 'manual', requestedBy: 'Ada Admin', sizeBytes: null, fileName: '', error: 'ENOSPC: no space left on device' })])]);
    const table = within(await screen.findByRole('table', { name: 'Backups' }));
    expect(await table.findByRole('row', { name: /Nov 23, 2026, 2:00 AM backup-2026-11-23T02-00-00-000Z\.ejson\.gz 1\.5 MB Succeeded Schedule/ })).toBeInTheDocument();
    expect(table.getByRole('row', { name: /— Failed ENOSPC: no space left on device Ada Admin/ })).toBeInTheDocument();
  });

  it('says so when there is none yet', async () => {
    renderPanel([list([])]);
    expect(await screen.findByText('No backups yet.')).toBeInTheDocument();
  });

  it('Back up now takes a backup, says so and shows it in the list', async () => {
    const made = backup({ id: '3', trigger: 'manual', requestedBy: 'Ada Admin', fileName: 'backup-2026-11-23T22-30-00-000Z.ejson.gz', sizeBytes: 2048, startedAt: '2026-11-23T22:30:00.000Z', finishedAt: '2026-11-23T22:30:01.000Z' });
    renderPanel([list([backup()]), { request: { query: BackUpNowMutation }, result: { data: { backUpNow: made } } }, list([made, backup()])]);
    await screen.findByRole('row', { name: /Schedule/ });
    await userEvent.click(screen.getByRole('button', { name: 'Back up now' }));
    expect(await screen.findByText('Backup complete: backup-2026-11-23T22-30-00-000Z.ejson.gz (2.0 KB)')).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /Nov 23, 2026, 10:30 PM .* 2\.0 KB Succeeded Ada Admin/ })).toBeInTheDocument();
  });

  it('reports a failed backup and a refusal', async () => {
    const failed = backup({ id: '4', status: 'failed', trigger: 'manual', requestedBy: 'Ada Admin', fileName: '', sizeBytes: null, error: 'EACCES: permission denied' });
    renderPanel([
      list([]),
      { request: { query: BackUpNowMutation }, result: { data: { backUpNow: failed } } },
      list([failed]),
      { request: { query: BackUpNowMutation }, result: { errors: [{ message: 'A backup is already running. Try again when it has finished.', extensions: { code: 'CONFLICT' } }] } },
    ]);
    await screen.findByText('No backups yet.');
    await userEvent.click(screen.getByRole('button', { name: 'Back up now' }));
    expect(await screen.findByText('Backup failed: EACCES: permission denied')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back up now' }));
    expect(await screen.findByText('A backup is already running. Try again when it has finished.')).toBeInTheDocument();
  });
});
