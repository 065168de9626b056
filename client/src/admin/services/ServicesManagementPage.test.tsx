import { screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it, vi } from 'vitest';
import type { AdminServiceCard_ServiceFragment } from '../../__generated__/graphql';
import {
  AdminCreateServiceMutation,
  AdminDeleteServiceMutation,
  AdminServiceStatsQuery,
  AdminServicesQuery,
} from './operations';
import { ServicesManagementPage } from './ServicesManagementPage';
import { renderAdminScreen } from '../../app/testing/renderAdminScreen';
import { answersAlways, firstPage } from '../../app/testing/mocks';

// UI wiring only: the operations' real behaviour is covered by the server's integration tests.

const service = (id: string, title: string, features: string[]): AdminServiceCard_ServiceFragment & { __typename: 'Service' } => ({
  __typename: 'Service',
  id,
  title,
  translations: null,
  description: `${title} description`,
  shortDescription: `${title} in short`,
  icon: '🤖',
  features,
  category: 'Consulting',
  status: 'active',
  popularity: 90,
  clients: 12,
  rating: 4.8,
  publishAt: null,
  unpublishAt: null,
  publishAtLocal: null,
  unpublishAtLocal: null,
  price: { __typename: 'ServicePrice', basic: 1000, premium: 2000, enterprise: 5000 } as AdminServiceCard_ServiceFragment['price'],
});

const STRATEGY = service('s1', 'AI Strategy', ['Audit', 'Roadmap', 'Workshops', 'Training', 'Support']);

const listMock = (items: ReturnType<typeof service>[]) => answersAlways(AdminServicesQuery, { services: firstPage('ServiceList', items, 12) });

const statsMock = answersAlways(AdminServiceStatsQuery, {
  serviceStats: { __typename: 'ServiceStats', total: 1, active: 1, totalClients: 12, averageRating: 4.8 },
});

function renderPage(mocks: MockLink.MockedResponse[]) {
  return renderAdminScreen(<ServicesManagementPage />, mocks);
}

describe('ServicesManagementPage', { timeout: 60_000 }, () => {
  it('shows 4 skeleton cards, then the stats and the cards with the first 3 features and +N more', async () => {
    renderPage([listMock([STRATEGY]), statsMock]);
    expect(screen.getAllByTestId('card-skeleton')).toHaveLength(4);
    const card = await screen.findByRole('article', { name: 'AI Strategy' });
    expect(within(card).getByText('Workshops')).toBeInTheDocument();
    expect(within(card).queryByText('Training')).not.toBeInTheDocument();
    expect(within(card).getByText('+2 more')).toBeInTheDocument();
    expect(await screen.findByText('Total Clients')).toBeInTheDocument();
  });

  it("shows 'No services found' for an empty list", async () => {
    renderPage([listMock([]), statsMock]);
    expect(await screen.findByText('No services found')).toBeInTheDocument();
  });

  it('keeps the service when the delete is cancelled, and deletes it when confirmed', async () => {
    const deleted = vi.fn(() => ({ data: { deleteService: 's1' } }));
    const user = renderPage([
      listMock([STRATEGY]),
      statsMock,
      { request: { query: AdminDeleteServiceMutation, variables: { id: 's1' } }, result: deleted },
    ]);
    const card = await screen.findByRole('article', { name: 'AI Strategy' });

    await user.click(within(card).getByRole('button', { name: 'Delete AI Strategy' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Service' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this service?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).not.toHaveBeenCalled();
    expect(screen.getByRole('article', { name: 'AI Strategy' })).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Delete AI Strategy' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete Service' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Service deleted successfully!')).toBeInTheDocument();
    expect(deleted).toHaveBeenCalledOnce();
  });

  it('reports a failed delete with its reason', async () => {
    const user = renderPage([
      listMock([STRATEGY]),
      statsMock,
      {
        request: { query: AdminDeleteServiceMutation, variables: { id: 's1' } },
        result: { errors: [{ message: 'Service not found', extensions: { code: 'NOT_FOUND' } }] },
      },
    ]);
    const card = await screen.findByRole('article', { name: 'AI Strategy' });
    await user.click(within(card).getByRole('button', { name: 'Delete AI Strategy' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete Service' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete service: Service not found')).toBeInTheDocument();
  });

  it('creates a service, and shows a rejected one in the dialog with the field messages', async () => {
    const input = vi.fn();
    const user = renderPage([
      listMock([STRATEGY]),
      statsMock,
      {
        request: { query: AdminCreateServiceMutation, variables: () => true },
        result: {
          errors: [
            {
              message: 'Title must be at most 120 characters',
              extensions: { code: 'BAD_USER_INPUT', fields: { title: 'Title must be at most 120 characters' } },
            },
          ],
        },
      },
      {
        request: { query: AdminCreateServiceMutation, variables: () => true },
        result: (variables: Record<string, unknown>) => {
          input(variables);
          return { data: { createService: service('s2', 'Vision', []) } };
        },
      },
    ]);
    await screen.findByRole('article', { name: 'AI Strategy' });
    await user.click(screen.getByRole('button', { name: 'Add Service' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Service' });
    await user.click(within(dialog).getByRole('textbox', { name: /^title/i }));
    await user.paste('Vision');
    await user.click(within(dialog).getByRole('textbox', { name: /^short description/i }));
    await user.paste('See more');
    await user.click(within(dialog).getByRole('textbox', { name: /^description/i }));
    await user.paste('Computer vision');
    await user.click(within(dialog).getByRole('combobox', { name: /category/i }));
    await user.click(await screen.findByRole('option', { name: 'Development' }));

    await user.click(within(dialog).getByRole('button', { name: 'Create Service' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to create service: Title must be at most 120 characters',
    );
    expect(within(dialog).getByRole('textbox', { name: /^title/i })).toHaveAccessibleDescription(
      'Title must be at most 120 characters',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Create Service' }));
    expect(await screen.findByText('Service created successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(input).toHaveBeenCalledWith(
      expect.objectContaining({ input: expect.objectContaining({ title: 'Vision', icon: '🛠️', status: 'draft' }) }),
    );
  });

  it('Test DB creates a draft service and deletes it, then reports success', async () => {
    const created = vi.fn((variables: { input: { status?: string | null } }) => ({
      data: { createService: { ...service('tmp', 'Database Connection Test', []), status: variables.input.status } },
    }));
    const deleted = vi.fn(() => ({ data: { deleteService: 'tmp' } }));
    const user = renderPage([
      listMock([STRATEGY]),
      statsMock,
      { request: { query: AdminCreateServiceMutation, variables: () => true }, result: created },
      { request: { query: AdminDeleteServiceMutation, variables: { id: 'tmp' } }, result: deleted },
    ]);
    await screen.findByRole('article', { name: 'AI Strategy' });
    await user.click(screen.getByRole('button', { name: 'Test DB' }));
    expect(await screen.findByText('Database connection test successful!')).toBeInTheDocument();
    expect(created).toHaveBeenCalledWith(expect.objectContaining({ input: expect.objectContaining({ status: 'draft' }) }));
    expect(deleted).toHaveBeenCalledOnce();
  });
});
