import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminUserRow_UserFragment, UserFilter } from '../../__generated__/graphql';
import { AdminApproveUserMutation, AdminCreateUserMutation, AdminDeleteUserMutation, AdminUserStatsQuery, AdminUsersQuery } from './operations';
import { UserManagementPage } from './UserManagementPage';
import { answersAlways, firstPage } from '../../app/testing/mocks';
import { renderAdminScreen } from '../../app/testing/renderAdminScreen';
import { serverUser } from '../../app/testing/renderWithProviders';

// UI wiring only: what the operations do is covered by the server's integration tests.

type UserRow = AdminUserRow_UserFragment & { __typename: 'User' };

/** A row of the table: the app's sample user (app/testing) as this list shows it. */
const person = (id: string, name: string, overrides: Partial<UserRow> = {}): UserRow => {
  const dates = { joinDate: '2024-01-05T12:00:00.000Z', lastLogin: '2024-03-01T12:00:00.000Z', createdAt: '2024-01-05T12:00:00.000Z', updatedAt: '2024-01-05T12:00:00.000Z' };
  const { avatar: _avatar, ...user } = serverUser({ id, name, email: `${name.split(' ')[0]?.toLowerCase()}@example.com`, ...dates });
  return { ...user, deleteBlockedReason: null, suspendBlockedReason: null, ...overrides };
};

const JANE = person('u1', 'Jane Doe', { role: 'admin' });
const NEWBIE = person('u2', 'Newbie Smith', { lastLogin: null });
const PAT = person('u3', 'Pat Pending', { role: 'admin', status: 'pending', lastLogin: null });

function listMock(items: UserRow[], when: (filter: UserFilter) => boolean = () => true): MockLink.MockedResponse {
  return {
    request: {
      query: AdminUsersQuery,
      variables: (variables: { filter?: UserFilter }) => when(variables.filter ?? {}),
    },
    result: { data: { users: firstPage('UserList', items, 10) } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

const statsMock = (pending = 0) =>
  answersAlways(AdminUserStatsQuery, { userStats: { __typename: 'UserStats', total: 3, active: 2, inactive: 0, suspended: 0, pending } });

function renderPage(mocks: MockLink.MockedResponse[], url = '/admin/users') {
  return renderAdminScreen(<UserManagementPage />, mocks, url, { user: { delay: null } });
}

const rowOf = (name: string) => screen.getAllByTestId('user-row').find((row) => row.textContent.includes(name));

afterEach(() => {
  vi.restoreAllMocks();
});

/** Types by pasting: one change per field instead of one per key keeps these tests fast. */
async function typeInto(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe('UserManagementPage', { timeout: 30_000 }, () => {
  it("shows 5 skeleton rows, then the users with their badges, and 'Never' for a missing last login", async () => {
    renderPage([listMock([JANE, NEWBIE]), statsMock()]);
    expect(screen.getByRole('heading', { name: 'User Management' })).toBeInTheDocument();
    expect(screen.getByText('Manage all users, roles, and permissions')).toBeInTheDocument();
    expect(screen.getAllByTestId('table-row-skeleton')).toHaveLength(5);

    expect(await screen.findByText('Newbie Smith')).toBeInTheDocument();
    const jane = rowOf('Jane Doe');
    const newbie = rowOf('Newbie Smith');
    if (!jane || !newbie) throw new Error('rows missing');
    expect(within(jane).getByText('JD')).toBeInTheDocument();
    expect(within(jane).getByText('jane@example.com')).toBeInTheDocument();
    expect(within(jane).getByText('Admin')).toBeInTheDocument();
    expect(within(jane).getByText('Active')).toBeInTheDocument();
    expect(within(jane).getByText('Jan 5, 2024')).toBeInTheDocument();
    expect(within(jane).getByText('Mar 1, 2024')).toBeInTheDocument();
    expect(within(newbie).getByText('Never')).toBeInTheDocument();
    expect(within(jane).queryByText('Never')).not.toBeInTheDocument();

    expect(await screen.findByText('Total Users')).toBeInTheDocument();
    expect(screen.queryByText('Pending approval')).not.toBeInTheDocument();
  });

  it("shows 'No users found' for an empty list", async () => {
    renderPage([listMock([]), statsMock()]);
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });

  it('disables Delete on a row the server would refuse, and says why', async () => {
    const self = person('u1', 'Jane Doe', { role: 'admin', deleteBlockedReason: 'You cannot delete your own account.' });
    const user = renderPage([listMock([self, NEWBIE]), statsMock()]);
    const button = await screen.findByRole('button', { name: 'Delete Jane Doe' });
    expect(button).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete Newbie Smith' })).toBeEnabled();
    await user.hover(button.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('You cannot delete your own account.');
  });

  it('keeps the user when the delete is cancelled, and deletes it when confirmed', async () => {
    const deleted = vi.fn(() => ({ data: { deleteUser: 'u2' } }));
    const user = renderPage([
      listMock([JANE, NEWBIE]),
      statsMock(),
      { request: { query: AdminDeleteUserMutation, variables: { id: 'u2' } }, result: deleted },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete Newbie Smith' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete User' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this user?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).not.toHaveBeenCalled();
    expect(rowOf('Newbie Smith')).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Delete Newbie Smith' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete User' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('User deleted successfully!')).toBeInTheDocument();
    expect(deleted).toHaveBeenCalledOnce();
  });

  it("shows the server's refusal as it is", async () => {
    const user = renderPage([
      listMock([JANE]),
      statsMock(),
      {
        request: { query: AdminDeleteUserMutation, variables: { id: 'u1' } },
        result: { errors: [{ message: 'You cannot delete your own account.', extensions: { code: 'FORBIDDEN' } }] },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete Jane Doe' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete User' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('You cannot delete your own account.')).toBeInTheDocument();
  });

  it('adds a user and says the set-password e-mail was sent', async () => {
    const created = vi.fn(() => ({ data: { createUser: person('u9', 'Zoe New', { role: 'user', lastLogin: null }) } }));
    const user = renderPage([
      listMock([JANE]),
      statsMock(),
      {
        request: {
          query: AdminCreateUserMutation,
          variables: {
            input: {
              name: 'Zoe New',
              email: 'zoe@example.com',
              role: 'user',
              status: 'active',
              phone: null,
              department: null,
              position: null,
            },
          },
        },
        result: created,
      },
    ]);
    await screen.findByText('Jane Doe');
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New User' });
    await typeInto(user, within(dialog).getByRole('textbox', { name: 'Full Name' }), 'Zoe New');
    await typeInto(user, within(dialog).getByRole('textbox', { name: 'Email Address' }), 'zoe@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add User' }));
    expect(
      await screen.findByText(
        'User added successfully! An e-mail with a link to set a password was sent to zoe@example.com.',
      ),
    ).toBeInTheDocument();
    expect(created).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('lands searched for the user the global search opened (?search=)', async () => {
    renderPage([listMock([PAT], (filter) => filter.search === 'pat@example.com'), statsMock(1)], '/admin/users?search=pat%40example.com');
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('pat@example.com');
    expect(await screen.findByText('Pat Pending')).toBeInTheDocument();
  });

  it('opens the pending view from ?status=pending and approves with a reason', async () => {
    const approved = vi.fn(() => ({ data: { approveUser: { ...PAT, status: 'active' } } }));
    const user = renderPage(
      [
        listMock([PAT], (filter) => filter.status === 'pending'),
        statsMock(1),
        {
          request: { query: AdminApproveUserMutation, variables: { id: 'u3', reason: 'Welcome aboard' } },
          result: approved,
        },
      ],
      '/admin/users?status=pending',
    );
    expect(await screen.findByText('Pat Pending')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Pending approval');
    expect(rowOf('Pat Pending')).toHaveTextContent('Pending');
    expect(screen.getByRole('button', { name: 'Reject Pat Pending' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Approve Pat Pending' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve Request' });
    await typeInto(user, within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'Welcome aboard');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText('Pat Pending has been approved and e-mailed at pat@example.com.'),
    ).toBeInTheDocument();
    expect(approved).toHaveBeenCalledOnce();
  });

  it('Export opens Export Settings for the list, and Import the server import dialog', async () => {
    const user = renderPage([listMock([JANE]), statsMock()]);
    await screen.findByText('Jane Doe');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const settings = screen.getByRole('dialog', { name: 'Export Settings' });
    expect(within(settings).getByRole('button', { name: 'Export' })).toBeEnabled();
    await user.click(within(settings).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = screen.getByRole('dialog', { name: 'Import Users' });
    expect(within(dialog).getByLabelText('Import file')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
  });
});
