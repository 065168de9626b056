import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it, vi } from 'vitest';
import type { MyApplicationCard_ApplicationFragment } from '../../__generated__/graphql';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { i18nInLanguage } from '../../i18n/testing';
import { MyApplications } from './MyApplications';
import { MyApplicationsQuery, WithdrawApplicationMutation } from './operations';

type Status = MyApplicationCard_ApplicationFragment['status'];

function application(id: string, title: string, status: Status, history: Array<{ status: Status; note?: string }>) {
  return {
    __typename: 'Application' as const,
    id,
    createdAt: '2026-11-02T10:00:00.000Z',
    status,
    resume: { __typename: 'ResumeFile' as const, filename: 'Jane CV.pdf', downloadUrl: `/api/applications/${id}/resume` },
    job: { __typename: 'Job' as const, id: `job-${id}`, title, company: 'AI Solutions', location: 'Remote', isActive: true },
    history: history.map((entry, i) => ({
      __typename: 'ApplicationHistoryEntry' as const,
      status: entry.status,
      at: `2026-11-0${i + 2}T10:00:00.000Z`,
      byName: i === 0 ? 'Jane Doe' : 'Grace Admin',
      note: entry.note ?? null,
    })),
  };
}

const INTERVIEWING = application('a1', 'Frontend Engineer', 'interviewing', [
  { status: 'submitted' },
  { status: 'interviewing', note: 'Please pick a slot next week.' },
]);
const REJECTED = application('a2', 'Product Designer', 'rejected', [{ status: 'submitted' }, { status: 'reviewing' }, { status: 'rejected' }]);

function listMock(items: ReturnType<typeof application>[]): MockLink.MockedResponse {
  return {
    request: { query: MyApplicationsQuery },
    result: { data: { myApplications: { __typename: 'ApplicationList', total: items.length, items } } },
  };
}

describe('MyApplications', { timeout: 30_000 }, () => {
  it("names the statuses in the applicant's language, in the tracker and the history", async () => {
    renderWithProviders(<MyApplications />, { mocks: [listMock([INTERVIEWING])], i18n: await i18nInLanguage('de') });
    const card = await screen.findByRole('article', { name: 'Frontend Engineer' });
    const tracker = within(card).getByRole('list', { name: 'Fortschritt der Bewerbung' });
    expect(within(tracker).getByText('Im Gespräch').closest('[aria-current="step"]')).not.toBeNull();
    expect(within(tracker).getByText('Eingereicht')).toBeInTheDocument();
    expect(within(tracker).getByText('Eingestellt')).toBeInTheDocument();
    expect(within(card).queryByText('Interviewing')).not.toBeInTheDocument();
  });

  it('shows each application with its status along the pipeline and its history', async () => {
    renderWithProviders(<MyApplications />, { mocks: [listMock([INTERVIEWING, REJECTED])] });
    const card = await screen.findByRole('article', { name: 'Frontend Engineer' });
    expect(within(card).getAllByText('Interviewing').length).toBeGreaterThan(0);
    const tracker = within(card).getByRole('list', { name: 'Application progress' });
    expect(within(tracker).getByText('Interviewing').closest('[aria-current="step"]')).not.toBeNull();
    expect(within(card).getByText('Offered')).toBeInTheDocument();
    expect(within(card).getByText('Hired')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'History (2)' }));
    expect(within(card).getByText('Please pick a slot next week.')).toBeVisible();

    // A rejected application shows the steps it reached and where it stopped, and cannot be withdrawn.
    const rejected = screen.getByRole('article', { name: 'Product Designer' });
    expect(within(rejected).queryByText('Offered')).not.toBeInTheDocument();
    expect(within(rejected).getAllByText('Rejected').length).toBeGreaterThan(0);
    expect(within(rejected).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
  });

  it('withdraws after confirming', async () => {
    const withdrawn = vi.fn();
    renderWithProviders(<MyApplications />, {
      mocks: [
        listMock([INTERVIEWING]),
        {
          request: { query: WithdrawApplicationMutation, variables: { id: 'a1' } },
          result: () => {
            withdrawn();
            return { data: { updateApplicationStatus: { ...INTERVIEWING, status: 'withdrawn' as const } } };
          },
        },
      ],
    });
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const card = await screen.findByRole('article', { name: 'Frontend Engineer' });
    await user.click(within(card).getByRole('button', { name: 'Withdraw' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw application' });
    expect(dialog).toHaveTextContent('Are you sure you want to withdraw your application for Frontend Engineer? You cannot apply for this job again.');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Your application has been withdrawn.')).toBeInTheDocument();
    expect(withdrawn).toHaveBeenCalledTimes(1);
  });

  it('invites a candidate without applications to browse the open positions', async () => {
    renderWithProviders(<MyApplications />, { mocks: [listMock([])] });
    expect(await screen.findByText('You have not applied for any jobs yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse open positions' })).toHaveAttribute('href', '/career');
  });
});
