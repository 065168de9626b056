import { fireEvent, screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it, vi } from 'vitest';
import type { AdminJobCard_JobFragment } from '../../__generated__/graphql';
import { JobManagementPage } from './JobManagementPage';
import { AdminCreateJobMutation, AdminDeleteJobMutation, AdminJobStatsQuery, AdminJobsQuery } from './operations';
import { renderAdminScreen } from '../../app/testing/renderAdminScreen';
import { answersAlways, firstPage } from '../../app/testing/mocks';
import { adminJob } from './testing';

// UI wiring only: the operations' real behaviour is covered by the server's integration tests.

const job = (id: string, title: string, over: Partial<AdminJobCard_JobFragment> = {}) =>
  adminJob(id, title, 'active', {
    salary: { min: 120_000, max: 150_000, currency: 'USD' },
    experience: '3+ years',
    requirements: ['React', 'TypeScript'],
    benefits: ['Remote'],
    views: 42,
    applications: 3,
    ...over,
  });

const FRONTEND = job('j1', 'Frontend Engineer');

const listMock = (items: ReturnType<typeof job>[]) => answersAlways(AdminJobsQuery, { jobs: firstPage('JobList', items, 12) }, 20);

const statsMock = answersAlways(AdminJobStatsQuery, {
  jobStats: { __typename: 'JobStats', totalJobs: 5, activeJobs: 3, totalApplications: 12, totalViews: 1234 },
});

function renderPage(mocks: MockLink.MockedResponse[]) {
  return renderAdminScreen(<JobManagementPage />, mocks);
}

describe('JobManagementPage', { timeout: 60_000 }, () => {
  it('shows 4 skeleton cards, then the server stats and the job cards', async () => {
    renderPage([listMock([FRONTEND, job('j2', 'Old role', { status: 'active', isActive: false, deadline: '2026-01-01T23:59:59.999Z' })]), statsMock]);
    expect(screen.getAllByTestId('card-skeleton')).toHaveLength(4);
    const card = await screen.findByRole('article', { name: 'Frontend Engineer' });
    expect(within(card).getByText('$120K – $150K')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Applications for Frontend Engineer' })).toHaveAttribute('href', '/admin/jobs/j1/applications');
    expect(within(screen.getByRole('article', { name: 'Old role' })).getByText('Deadline passed')).toBeInTheDocument();
    expect(await screen.findByText('1,234')).toBeInTheDocument();
    expect(screen.getByText('Total Applications')).toBeInTheDocument();
  });

  it("shows 'No jobs found' for an empty list", async () => {
    renderPage([listMock([]), statsMock]);
    expect(await screen.findByText('No jobs found')).toBeInTheDocument();
  });

  it('posts a job from the dialog with the spec defaults and message', async () => {
    const created = vi.fn();
    const user = renderPage([
      listMock([FRONTEND]),
      statsMock,
      {
        request: { query: AdminCreateJobMutation, variables: () => true },
        result: (variables) => {
          created(variables);
          return { data: { createJob: job('j9', 'Data Engineer') } };
        },
      },
    ]);
    await screen.findByRole('article', { name: 'Frontend Engineer' });
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Post New Job' });
    expect(within(dialog).getByRole('combobox', { name: 'Type' })).toHaveTextContent('Full Time');
    expect(within(dialog).getByRole('combobox', { name: 'Level' })).toHaveTextContent('Mid Level');
    expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveTextContent('Active');

    const fill = (label: RegExp, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    fill(/^Company/, '');
    await user.click(within(dialog).getByRole('button', { name: 'Post Job' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please fill in all required fields (Title, Company, Location, Description)');

    // Typing is not what this test is about: the fields are filled at once.
    fill(/^Title/, 'Data Engineer');
    fill(/^Company/, 'AI Solutions');
    fill(/^Location/, 'Remote');
    fill(/^Salary/, '$90k - $110k');
    fill(/^Description/, 'Pipelines.');
    fill(/^Requirements/, 'SQL\nPython');
    await user.click(within(dialog).getByRole('button', { name: 'Post Job' }));

    expect(await screen.findByText('Job posted successfully!')).toBeInTheDocument();
    expect(created).toHaveBeenCalledWith(
      expect.objectContaining({
        input: expect.objectContaining({ title: 'Data Engineer', type: 'full_time', level: 'mid', status: 'active', salary: '$90k - $110k', requirements: ['SQL', 'Python'], deadline: null }),
      }),
    );
  });

  it('opens View read-only in the same dialog, with a way to start editing', async () => {
    const user = renderPage([listMock([FRONTEND]), statsMock]);
    const card = await screen.findByRole('article', { name: 'Frontend Engineer' });
    await user.click(within(card).getByRole('button', { name: 'View Frontend Engineer' }));
    const dialog = await screen.findByRole('dialog', { name: 'View Job' });
    expect(within(dialog).getByRole('textbox', { name: /Title/ })).toHaveAttribute('readonly');
    expect(within(dialog).getByRole('textbox', { name: /Salary/ })).toHaveValue('120,000 - 150,000 USD');
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('dialog', { name: 'Edit Job' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Title/ })).not.toHaveAttribute('readonly');
    expect(within(dialog).getByRole('button', { name: 'Update Job' })).toBeInTheDocument();
  });

  it('asks before deleting a job posting', async () => {
    const deleted = vi.fn();
    const user = renderPage([
      listMock([FRONTEND]),
      statsMock,
      {
        request: { query: AdminDeleteJobMutation, variables: { id: 'j1' } },
        result: () => {
          deleted();
          return { data: { deleteJob: 'j1' } };
        },
      },
    ]);
    const card = await screen.findByRole('article', { name: 'Frontend Engineer' });
    await user.click(within(card).getByRole('button', { name: 'Delete Frontend Engineer' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Job' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete this job posting?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Job deleted successfully!')).toBeInTheDocument();
    expect(deleted).toHaveBeenCalledTimes(1);
  });
});
