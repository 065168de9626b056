import { screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderAdminScreen } from '../../../app/testing/renderAdminScreen';
import { DeleteSavedViewMutation, MySavedViewsQuery, SaveViewMutation } from './operations';
import { SavedViewsMenu } from './SavedViewsMenu';

// The menu's wiring; saving, owner isolation and the limits are covered by the server's
// integration tests (server/test/saved-views.test.ts).

const view = (id: string, name: string, search: string) => ({ __typename: 'SavedView' as const, id, name, search });

/** The views the server holds, answered afresh after each save or delete. */
function viewsMock(answers: ReturnType<typeof view>[][]): MockLink.MockedResponse[] {
  return answers.map((views) => ({ request: { query: MySavedViewsQuery, variables: { list: 'jobs' } }, result: { data: { mySavedViews: views } } }));
}

function Address() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname + location.search}</output>;
}

function renderAt(route: string, mocks: MockLink.MockedResponse[]) {
  return renderAdminScreen(
    <>
      <SavedViewsMenu list="jobs" />
      <Address />
    </>,
    mocks,
    route,
    { path: '/admin/jobs' },
  );
}

describe('SavedViewsMenu', { timeout: 60_000 }, () => {
  it('opens a saved view by writing its filters into the address, and marks the view shown', async () => {
    const user = renderAt('/admin/jobs?status=active&page=2', viewsMock([[view('v1', 'Active', 'status=active'), view('v2', 'Paused engineers', 'status=paused&search=engineer')]]));
    await user.click(screen.getByRole('button', { name: 'Views' }));
    const menu = await screen.findByRole('menu');
    // The page is not part of a view: the address shows "Active".
    expect(await within(menu).findByRole('menuitem', { name: 'Active' })).toHaveClass('Mui-selected');

    await user.click(within(menu).getByRole('menuitem', { name: /Paused engineers/ }));
    expect(screen.getByLabelText('address')).toHaveTextContent('/admin/jobs?status=paused&search=engineer');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('saves the current view under a name, shows the server’s reason for a refused name, and deletes a view', async () => {
    const saved = vi.fn();
    const deleted = vi.fn();
    const user = renderAt('/admin/jobs?level=senior&search=ml&page=3', [
      ...viewsMock([[], [view('v3', 'Senior ML', 'level=senior&search=ml')], []]),
      {
        request: { query: SaveViewMutation, variables: () => true },
        result: {
          errors: [{ message: 'A view name must be at most 60 characters', extensions: { code: 'BAD_USER_INPUT', fields: { name: 'A view name must be at most 60 characters' } } }],
        },
      },
      {
        request: { query: SaveViewMutation, variables: () => true },
        result: (variables: Record<string, unknown>) => {
          saved(variables);
          return { data: { saveView: view('v3', 'Senior ML', 'level=senior&search=ml') } };
        },
      },
      {
        request: { query: DeleteSavedViewMutation, variables: { id: 'v3' } },
        result: () => {
          deleted();
          return { data: { deleteSavedView: 'v3' } };
        },
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Views' }));
    expect(await screen.findByRole('menuitem', { name: 'No saved views yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Save current view…' }));

    const dialog = screen.getByRole('dialog', { name: 'Save current view' });
    const name = within(dialog).getByRole('textbox', { name: 'View name' });
    await user.type(name, 'x'.repeat(61));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A view name must be at most 60 characters')).toBeInTheDocument();

    await user.clear(name);
    await user.type(name, 'Senior ML{Enter}');
    expect(await screen.findByText('View “Senior ML” saved.')).toBeInTheDocument();
    expect(saved).toHaveBeenCalledWith({ input: { list: 'jobs', name: 'Senior ML', search: 'level=senior&search=ml' } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Views' }));
    const menu = await screen.findByRole('menu');
    await user.click(await within(menu).findByRole('menuitem', { name: 'Delete view Senior ML' }));
    expect(await screen.findByText('View “Senior ML” deleted.')).toBeInTheDocument();
    expect(deleted).toHaveBeenCalledOnce();
    // Deleting does not open the view.
    expect(screen.getByLabelText('address')).toHaveTextContent('/admin/jobs?level=senior&search=ml&page=3');
  });
});
