import { screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { JobManagementPage } from './JobManagementPage';
import { AdminBulkJobsMutation, AdminJobStatsQuery, AdminJobsQuery } from './operations';
import { UndoBulkMutation } from '../shared/bulk/operations';
import { renderAdminScreen } from '../../app/testing/renderAdminScreen';
import { answersAlways } from '../../app/testing/mocks';
import { adminJob as job } from './testing';

/** The key each bulk action is sent with, under which its progress is read while it runs. */
const PROGRESS_KEY = expect.stringMatching(/^[0-9a-f]{32}$/) as unknown as string;

// The list's view in the address and bulk selection; what the server does with them is covered by
// its integration tests (content-workflow.test.ts).

const JOBS = [job('j1', 'Frontend Engineer'), job('j2', 'Data Engineer'), job('j3', 'ML Engineer', 'paused')];

/** The list answers whatever it is asked, and remembers each ask's variables. */
function listMock(asked: (variables: Record<string, unknown>) => void, total = JOBS.length): MockLink.MockedResponse {
  return {
    request: { query: AdminJobsQuery, variables: () => true },
    result: (variables: Record<string, unknown>) => {
      asked(variables);
      return { data: { jobs: { __typename: 'JobList', items: JOBS, total, page: 1, pageSize: 12 } } };
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

const statsMock = answersAlways(AdminJobStatsQuery, { jobStats: { __typename: 'JobStats', totalJobs: 3, activeJobs: 2, totalApplications: 0, totalViews: 0 } });

/** Shows the address and offers Back, as the browser would. */
function AddressBar() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="address">{location.pathname + location.search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser back
      </button>
    </>
  );
}

function renderAt(route: string, mocks: MockLink.MockedResponse[]) {
  return renderAdminScreen(
    <>
      <JobManagementPage />
      <AddressBar />
    </>,
    mocks,
    route,
    { path: '/admin/jobs' },
  );
}

describe('Job Management: the view in the address and bulk actions', { timeout: 60_000 }, () => {
  it('opens the view a link names, writes each change into the address, and goes back with Back', async () => {
    const asked = vi.fn();
    const user = renderAt('/admin/jobs?status=paused&search=engineer&page=2&type=gig', [listMock(asked), statsMock]);
    await screen.findByRole('article', { name: 'Frontend Engineer' });
    // A value the filter does not offer (type=gig) counts as "all".
    expect(asked).toHaveBeenCalledWith({ filter: { search: 'engineer', type: null, level: null, status: 'paused' }, page: { page: 2, pageSize: 12 } });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Paused');
    expect(screen.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('engineer');

    await user.click(screen.getByRole('combobox', { name: 'Level' }));
    await user.click(await screen.findByRole('option', { name: 'Senior' }));
    // A new filter starts again at page 1 (and the value no filter offered leaves the address).
    expect(screen.getByLabelText('address')).toHaveTextContent('/admin/jobs?status=paused&search=engineer&level=senior');
    await vi.waitFor(() => expect(asked).toHaveBeenLastCalledWith({ filter: { search: 'engineer', type: null, level: 'senior', status: 'paused' }, page: { page: 1, pageSize: 12 } }));

    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(screen.getByLabelText('address')).toHaveTextContent('/admin/jobs?status=paused&search=engineer&page=2&type=gig');
    expect(screen.getByRole('combobox', { name: 'Level' })).toHaveTextContent('All Levels');
  });

  it('pauses the chosen jobs in one request, says what it left and why, and undoes it', async () => {
    const bulk = vi.fn();
    const undone = vi.fn();
    const user = renderAt('/admin/jobs', [
      listMock(() => undefined),
      statsMock,
      {
        request: { query: AdminBulkJobsMutation, variables: () => true },
        result: (variables: Record<string, unknown>) => {
          bulk(variables);
          return {
            data: {
              bulkJobs: {
                __typename: 'BulkResult',
                batchId: 'b1',
                succeeded: ['j1', 'j2'],
                refused: [{ __typename: 'BulkRefusal', id: 'j3', name: 'ML Engineer', reason: 'It is already paused.' }],
              },
            },
          };
        },
      },
      {
        request: { query: UndoBulkMutation, variables: { batchId: 'b1' } },
        result: () => {
          undone();
          return { data: { undoBulk: { __typename: 'UndoResult', restored: 2 } } };
        },
      },
    ]);
    await screen.findByRole('article', { name: 'Frontend Engineer' });
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByRole('button', { name: 'Pause' })).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Select Frontend Engineer' }));
    expect(within(bar).getByText('1 selected')).toBeInTheDocument();
    await user.click(within(bar).getByRole('checkbox', { name: 'Select page' }));
    expect(within(bar).getByText('3 selected')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Pause' }));

    await vi.waitFor(() => expect(bulk).toHaveBeenCalledWith({ input: { action: 'pause', ids: ['j1', 'j2', 'j3'], progressKey: PROGRESS_KEY } }));
    const outcome = await screen.findByRole('alert');
    expect(outcome).toHaveTextContent('2 items changed.');
    expect(outcome).toHaveTextContent('ML Engineer: It is already paused.');
    expect(within(bar).getByText('None selected')).toBeInTheDocument();

    await user.click(within(outcome).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Undone: 2 items are as they were.')).toBeInTheDocument();
    expect(undone).toHaveBeenCalledTimes(1);
  });

  it('offers every job matching the filter once the whole page is chosen, and acts on the filter', async () => {
    const bulk = vi.fn();
    const user = renderAt('/admin/jobs?status=active', [
      listMock(() => undefined, 40),
      statsMock,
      {
        request: { query: AdminBulkJobsMutation, variables: () => true },
        result: (variables: Record<string, unknown>) => {
          bulk(variables);
          return { data: { bulkJobs: { __typename: 'BulkResult', batchId: 'b2', succeeded: ['j1'], refused: [] } } };
        },
      },
    ]);
    await screen.findByRole('article', { name: 'Frontend Engineer' });
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    await user.click(within(bar).getByRole('checkbox', { name: 'Select page' }));
    await user.click(within(bar).getByRole('button', { name: 'Select all 40 matching' }));
    expect(within(bar).getByText('40 selected')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(bulk).toHaveBeenCalledWith({ input: { action: 'archive', filter: { search: null, type: null, level: null, status: 'active' }, progressKey: PROGRESS_KEY } }));
  });
});
