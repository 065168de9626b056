import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it } from 'vitest';
import type { ActivityEntryRow_EntryFragment } from '../../__generated__/graphql';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { i18nInLanguage } from '../../i18n/testing';
import { ActivityLogPage } from './ActivityLogPage';
import { HistoryButton } from './HistoryButton';
import { AdminActivityQuery, RecordHistoryQuery } from './operations';
import { answersAlways, firstPage } from '../../app/testing/mocks';
import { NoticeProvider } from '../../components/notice/NoticeProvider';
import { NO_SAVED_VIEWS } from '../../app/testing/renderAdminScreen';

/** The log as the back office shows it: with its notices, and no saved views in its Views menu. */
const renderLog = (mocks: MockLink.MockedResponse[]) => renderWithProviders(<NoticeProvider><ActivityLogPage /></NoticeProvider>, { mocks: [...mocks, NO_SAVED_VIEWS] });

// UI wiring only: what the log holds is covered by the server's integration tests.

const entry = (over: Partial<ActivityEntryRow_EntryFragment> = {}): ActivityEntryRow_EntryFragment & { __typename: 'ActivityEntry' } => ({
  __typename: 'ActivityEntry',
  id: 'a1',
  at: new Date(Date.now() - 5 * 60_000).toISOString(),
  actorName: 'Ana Ruiz',
  actorRole: 'admin',
  action: 'update',
  entityType: 'course',
  entityId: 'c1',
  summary: 'Ana Ruiz updated course Intro to ML',
  status: 'success',
  link: '/admin/courses',
  sample: false,
  changes: [{ field: 'price', before: '49', after: '59' }],
  ...over,
});

const listMock = (items: ReturnType<typeof entry>[]) => answersAlways(AdminActivityQuery, { activity: firstPage('ActivityList', items, 20) });

describe('Activity Log', { timeout: 20_000 }, () => {
  it('shows 5 loading rows, then each entry with who, when, status, a link to the record and the field changes', async () => {
    renderLog([listMock([entry(), entry({ id: 'a2', summary: 'Sam applied for ML Engineer', status: 'pending', action: 'create', entityType: 'application', changes: [], link: '/admin/jobs/j1/applications' })])]);
    expect(screen.getByLabelText('Loading activity')).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Ana Ruiz updated course Intro to ML' });
    expect(link).toHaveAttribute('href', '/admin/courses');
    const list = screen.getByRole('list', { name: 'Activity' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getAllByText('5 minutes ago')).toHaveLength(2);
    expect(within(list).getByText('Price')).toBeInTheDocument();
    expect(within(list).getByText('49')).toBeInTheDocument();
    expect(within(list).getByText('59')).toBeInTheDocument();
    expect(within(list).getByText('Pending')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sam applied for ML Engineer' })).toHaveAttribute('href', '/admin/jobs/j1/applications');
  });

  it('says when nothing matches, and refuses a date range that ends before it starts', async () => {
    const user = userEvent.setup();
    renderLog([listMock([])]);
    expect(await screen.findByText('No activity found')).toBeInTheDocument();
    await user.type(screen.getByLabelText('From'), '2026-03-10');
    await user.type(screen.getByLabelText('To'), '2026-03-01');
    expect(screen.getByText('To must be on or after From')).toBeInTheDocument();
  });

  it('shows a failure with Retry', async () => {
    renderLog([{ request: { query: AdminActivityQuery, variables: () => true }, error: new Error('Network down') }]);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('History button', { timeout: 20_000 }, () => {
  it('opens the record’s history, newest first, without links back to the record', async () => {
    const user = userEvent.setup();
    const history: MockLink.MockedResponse = {
      request: { query: RecordHistoryQuery, variables: () => true },
      result: { data: { recordHistory: { __typename: 'ActivityList', items: [entry()], total: 1, page: 1, pageSize: 10 } } },
    };
    renderWithProviders(<HistoryButton entityType="course" entityId="c1" name="Intro to ML" />, { mocks: [history] });
    await user.click(screen.getByRole('button', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', { name: 'History: Intro to ML' });
    expect(await within(dialog).findByText('Ana Ruiz updated course Intro to ML')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('speaks German to a German back office: title, field names, roles and actions', async () => {
    const user = userEvent.setup();
    const history: MockLink.MockedResponse = {
      request: { query: RecordHistoryQuery, variables: () => true },
      result: { data: { recordHistory: { __typename: 'ActivityList', items: [entry()], total: 1, page: 1, pageSize: 10 } } },
    };
    renderWithProviders(<HistoryButton entityType="course" entityId="c1" name="Intro to ML" />, { mocks: [history], i18n: await i18nInLanguage('de') });
    await user.click(screen.getByRole('button', { name: 'Verlauf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verlauf: Intro to ML' });
    await within(dialog).findByText('Ana Ruiz updated course Intro to ML');
    expect(within(dialog).getByText('Preis')).toBeInTheDocument();
    expect(within(dialog).getByText(/\(Administrator\) · Aktualisiert · Kurs/)).toBeInTheDocument();
    expect(within(dialog).getByText('Erfolgreich')).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'Versionen' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
