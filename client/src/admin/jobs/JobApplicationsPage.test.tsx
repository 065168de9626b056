import { fireEvent, screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApplicationStatus } from '../../__generated__/graphql';
import { JobApplicationsPage } from './JobApplicationsPage';
import { AdminJobApplicationsQuery, AdminUpdateApplicationStatusMutation } from './operations';
import { answersAlways, firstPage } from '../../app/testing/mocks';
import { renderAdminScreen } from '../../app/testing/renderAdminScreen';

const application = (id: string, name: string, status: ApplicationStatus) => ({
  __typename: 'Application' as const,
  id,
  phone: '+1 415 555 0100',
  coverLetter: `${name} would love to join.`,
  createdAt: '2026-11-02T10:00:00.000Z',
  status,
  resume: { __typename: 'ResumeFile' as const, filename: `${name} CV.pdf`, size: 120_000, downloadUrl: `/api/applications/${id}/resume` },
  applicant: { __typename: 'User' as const, id: `u-${id}`, name, email: `${id}@example.com` },
  history: [{ __typename: 'ApplicationHistoryEntry' as const, status: 'submitted' as const, at: '2026-11-02T10:00:00.000Z', byName: name, note: null }],
});

const JANE = application('a1', 'Jane Doe', 'submitted');
const WANDA = application('a2', 'Wanda Maximoff', 'withdrawn');

const listMock = answersAlways(AdminJobApplicationsQuery, {
  job: { __typename: 'Job', id: 'j1', title: 'Frontend Engineer', company: 'AI Solutions', location: 'Remote', status: 'active', isActive: true, applications: 2 },
  jobApplications: firstPage('ApplicationList', [JANE, WANDA], 20),
});

function renderPage(mocks: MockLink.MockedResponse[]) {
  return renderAdminScreen(<JobApplicationsPage />, mocks, '/admin/jobs/j1/applications', { path: '/admin/jobs/:id/applications' });
}

afterEach(() => vi.unstubAllGlobals());

describe('JobApplicationsPage', { timeout: 60_000 }, () => {
  it('lists the applicants and moves one along the pipeline with a note', async () => {
    const changed = vi.fn();
    const user = renderPage([
      listMock,
      {
        request: { query: AdminUpdateApplicationStatusMutation, variables: () => true },
        result: (variables) => {
          changed(variables);
          return { data: { updateApplicationStatus: { ...JANE, status: 'interviewing' as const } } };
        },
      },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Applications: Frontend Engineer' })).toBeInTheDocument();
    const jane = screen.getByRole('article', { name: 'Jane Doe' });
    expect(within(jane).getByRole('link', { name: 'a1@example.com' })).toHaveAttribute('href', 'mailto:a1@example.com');
    expect(within(jane).getByText('Jane Doe would love to join.')).toBeInTheDocument();

    await user.click(within(jane).getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Interviewing' }));
    fireEvent.change(within(jane).getByLabelText('Note to the candidate (optional)'), { target: { value: 'See you Tuesday.' } });
    await user.click(within(jane).getByRole('button', { name: 'Update Status' }));
    expect(await screen.findByText('Status changed to Interviewing. The candidate has been e-mailed.')).toBeInTheDocument();
    expect(changed).toHaveBeenCalledWith({ id: 'a1', status: 'interviewing', note: 'See you Tuesday.' });

    // A withdrawn application can no longer change.
    const wanda = screen.getByRole('article', { name: 'Wanda Maximoff' });
    expect(within(wanda).queryByRole('button', { name: 'Update Status' })).not.toBeInTheDocument();
    expect(within(wanda).getByText('The candidate withdrew this application, so its status can no longer change.')).toBeInTheDocument();
  });

  it('downloads a résumé with the bearer token', async () => {
    localStorage.setItem('token', 'admin-token');
    const fetchMock = vi.fn(() => Promise.resolve(new Response(new Blob(['%PDF-1.4']), { status: 200 })));
    vi.stubGlobal('fetch', fetchMock);
    URL.createObjectURL = vi.fn(() => 'blob:resume');
    URL.revokeObjectURL = vi.fn();
    const user = renderPage([listMock]);
    const jane = await screen.findByRole('article', { name: 'Jane Doe' });
    await user.click(within(jane).getByRole('button', { name: 'Download résumé Jane Doe CV.pdf' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/applications/a1/resume', { headers: { Authorization: 'Bearer admin-token' } }));
    localStorage.removeItem('token');
  });
});
