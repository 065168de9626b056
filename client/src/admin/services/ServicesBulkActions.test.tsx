import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminServiceCard_ServiceFragment } from '../../__generated__/graphql';
import { answersAlways } from '../../app/testing/mocks';
import { renderAdminScreen } from '../../app/testing/renderAdminScreen';
import { BulkProgressQuery, UndoBulkMutation } from '../shared/bulk/operations';
import { AdminBulkServicesMutation, AdminServiceStatsQuery, AdminServicesQuery } from './operations';
import { ServicesManagementPage } from './ServicesManagementPage';

/** The key each bulk action is sent with, under which its progress is read while it runs. */
const PROGRESS_KEY = expect.stringMatching(/^[0-9a-f]{32}$/) as unknown as string;

// The bulk bar's wiring on Services Management; what the server does with the action is covered
// by its integration tests (server/test/content-bulk.test.ts).

const service = (id: string, title: string, status: 'active' | 'inactive'): AdminServiceCard_ServiceFragment & { __typename: 'Service' } => ({
  __typename: 'Service',
  id,
  title,
  translations: null,
  description: `${title} description`,
  shortDescription: `${title} in short`,
  icon: '🤖',
  features: [],
  category: 'Consulting',
  status,
  popularity: 50,
  clients: 3,
  rating: 4,
  publishAt: null,
  unpublishAt: null,
  publishAtLocal: null,
  unpublishAtLocal: null,
  price: { __typename: 'ServicePrice', basic: 100, premium: 200, enterprise: 300 } as AdminServiceCard_ServiceFragment['price'],
});

const ITEMS = [service('s1', 'AI Strategy', 'active'), service('s2', 'LLM Integration', 'active'), service('s3', 'Vision', 'inactive')];

const mocks = (total: number, bulk: (variables: Record<string, unknown>) => void, answer: Record<string, unknown>) => [
  answersAlways(AdminServicesQuery, { services: { __typename: 'ServiceList', items: ITEMS, total, page: 1, pageSize: 12 } }),
  answersAlways(AdminServiceStatsQuery, { serviceStats: { __typename: 'ServiceStats', total, active: 2, totalClients: 9, averageRating: 4 } }),
  {
    request: { query: AdminBulkServicesMutation, variables: () => true },
    result: (variables: Record<string, unknown>) => {
      bulk(variables);
      return { data: { bulkServices: { __typename: 'BulkResult', ...answer } } };
    },
  },
];

describe('Services Management: bulk actions', { timeout: 60_000 }, () => {
  it('deletes the chosen services after asking, says what it left and why, and undoes it', async () => {
    const bulk = vi.fn();
    const undone = vi.fn();
    const user = renderAdminScreen(<ServicesManagementPage />, [
      ...mocks(3, bulk, {
        batchId: 'b1',
        succeeded: ['s1', 's3'],
        refused: [{ __typename: 'BulkRefusal', id: 's2', name: 'LLM Integration', reason: 'Service not found' }],
      }),
      {
        request: { query: UndoBulkMutation, variables: { batchId: 'b1' } },
        result: () => {
          undone();
          return { data: { undoBulk: { __typename: 'UndoResult', restored: 2 } } };
        },
      },
    ]);
    await screen.findByRole('article', { name: 'AI Strategy' });
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    for (const name of ['Publish', 'Unpublish', 'Delete']) expect(within(bar).getByRole('button', { name })).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Select AI Strategy' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Vision' }));
    expect(within(bar).getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select LLM Integration' }));
    expect(within(bar).getByRole('checkbox', { name: 'Select page' })).toBeChecked();

    await user.click(within(bar).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete services' });
    expect(dialog).toHaveTextContent('Delete 3 services? You can undo this for 10 seconds.');
    expect(bulk).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await vi.waitFor(() => expect(bulk).toHaveBeenCalledWith({ input: { action: 'delete', ids: ['s1', 's3', 's2'], progressKey: PROGRESS_KEY } }));
    const outcome = await screen.findByRole('alert');
    expect(outcome).toHaveTextContent('2 items changed.');
    expect(outcome).toHaveTextContent('LLM Integration: Service not found');
    expect(within(bar).getByText('None selected')).toBeInTheDocument();

    await user.click(within(outcome).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Undone: 2 items are as they were.')).toBeInTheDocument();
    expect(undone).toHaveBeenCalledTimes(1);
  });

  it('unpublishes every service matching the filter once the whole page and then all are chosen', async () => {
    const bulk = vi.fn();
    const user = renderAdminScreen(<ServicesManagementPage />, mocks(30, bulk, { batchId: 'b2', succeeded: ['s1'], refused: [] }), '/?status=active&search=ai');
    await screen.findByRole('article', { name: 'AI Strategy' });
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    await user.click(within(bar).getByRole('checkbox', { name: 'Select page' }));
    await user.click(within(bar).getByRole('button', { name: 'Select all 30 matching' }));
    expect(within(bar).getByText('30 selected')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Unpublish' }));
    await vi.waitFor(() => expect(bulk).toHaveBeenCalledWith({ input: { action: 'unpublish', filter: { search: 'ai', category: null, status: 'active' }, progressKey: PROGRESS_KEY } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('1 item changed.');
  });

  it("shows a long action's progress as the server reports it, and removes it once the action has answered", async () => {
    const bulk = vi.fn();
    const [list, stats, send] = mocks(30, bulk, { batchId: 'b3', succeeded: ['s1'], refused: [] });
    const user = renderAdminScreen(<ServicesManagementPage />, [
      list!,
      stats!,
      // The action takes a while; meanwhile the server says where it is.
      { ...send!, delay: 1500 },
      answersAlways(BulkProgressQuery, { bulkProgress: { __typename: 'BulkProgress', phase: 'applying', done: 4000, total: 10000, percent: 30 } }),
    ]);
    await screen.findByRole('article', { name: 'AI Strategy' });
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    await user.click(screen.getByRole('checkbox', { name: 'Select AI Strategy' }));
    await user.click(within(bar).getByRole('button', { name: 'Unpublish' }));

    const progress = await screen.findByRole('progressbar', { name: 'Bulk action progress' });
    await vi.waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '30'));
    expect(screen.getByRole('status')).toHaveTextContent('Changing items: 4,000 of 10,000…');
    expect(await screen.findByRole('alert')).toHaveTextContent('1 item changed.');
    expect(screen.queryByRole('progressbar', { name: 'Bulk action progress' })).not.toBeInTheDocument();
  });
});
