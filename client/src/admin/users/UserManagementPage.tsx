import { Plural, Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { AdminUserRow_UserFragment, CreateUserInput } from '../../__generated__/graphql';
import { DeleteConfirmDialog } from '../../components/DeleteConfirmDialog';
import { PageHeader } from '../../components/PageHeader';
import { StatsSection } from '../../components/StatsSection';
import { useListPaging } from '../../components/useListPaging';
import { SavedViewsMenu } from '../shared/views/SavedViewsMenu';
import { usePendingDelete } from '../../components/usePendingDelete';
import { useAuthUser } from '../../app/auth/useAuth';
import { ManagementActions } from '../data-transfer/ManagementActions';
import { AdminUserStatsQuery, AdminUsersQuery } from './operations';
import { QueryBoundary } from '../../components/QueryBoundary';
import { ReviewRequestDialog } from './ReviewRequestDialog';
import type { ReviewDecision } from './ReviewRequestDialog';
import { UserDetailsDialog } from './UserDetailsDialog';
import { UserBulkBar } from './UserBulkBar';
import { UserFilters } from './UserFilters';
import { useBulkSelection } from '../shared/bulk/useBulkSelection';
import { UserFormDialog } from './UserFormDialog';
import type { UserAction } from './UserRowActions';
import { UserStatCards } from './UserStatCards';
import { ROWS_PER_PAGE_OPTIONS, UsersTable } from './UsersTable';
import { FILTER_ROLES, FILTER_STATUSES, parseRoleFilter, parseStatusFilter, toUserFilter } from './user-filters';
import type { StatusFilter } from './user-filters';
import { useUserActions } from './useUserActions';
import { useOpenAddFromUrl } from '../../components/useOpenAddFromUrl';

type User = AdminUserRow_UserFragment;

const USER_FILTER_OPTIONS = { role: FILTER_ROLES.map((o) => o.value), status: FILTER_STATUSES.map((o) => o.value) };

/** Dialogs get a new key per opening, so each opening starts from a fresh form. */
interface Opened<T> {
  key: number;
  value: T | null;
}

function useOpened<T>() {
  const [state, setState] = useState<Opened<T>>({ key: 0, value: null });
  const open = (value: T) => setState((current) => ({ key: current.key + 1, value }));
  const close = () => setState((current) => ({ ...current, value: null }));
  return [state, open, close] as const;
}

export function UserManagementPage() {
  const { t } = useLingui();
  // Search, role, status and page live in the address (?status=pending is where notifications link).
  const paging = useListPaging({ search: '', role: '', status: '' }, USER_FILTER_OPTIONS);
  const { filters, changeFilters, search } = paging;
  const role = parseRoleFilter(filters.role);
  const status = parseStatusFilter(filters.status);
  const [rowsPerPage, setRowsPerPageState] = useState(ROWS_PER_PAGE_OPTIONS[0] ?? 10);
  const filter = toUserFilter(search, role, status);
  const selection = useBulkSelection(JSON.stringify(filter));
  // The table counts pages from 0, the address from 1.
  const page = paging.page - 1;
  const setPage = (next: number) => paging.setPage(next + 1);
  const setRowsPerPage = (next: number) => {
    setRowsPerPageState(next);
    paging.setPage(1);
  };

  const [form, openForm, closeForm] = useOpened<{ user: User | null }>();
  useOpenAddFromUrl(() => openForm({ user: null }));
  const [viewing, setViewing] = useState<User | null>(null);
  const [review, openReview, closeReview] = useOpened<{ user: User; decision: ReviewDecision }>();
  const { askDelete, confirmDelete, confirmProps } = usePendingDelete<User>();
  const actions = useUserActions();
  // Only an administrator may confirm importing administrators (the server checks it again).
  const isAdmin = useAuthUser()?.role === 'admin';

  const list = useQuery(AdminUsersQuery, {
    variables: { filter, page: { page: page + 1, pageSize: rowsPerPage } },
  });
  const stats = useQuery(AdminUserStatsQuery);
  const users = list.data?.users;
  const pendingCount = stats.data?.userStats.pending ?? 0;

  const changeStatus = (next: StatusFilter) => changeFilters({ ...filters, status: next });

  /** After a row leaves the list (deleted, approved or rejected), an emptied last page steps back. */
  const afterRowRemoved = () => {
    if (users?.items.length === 1 && page > 0) setPage(page - 1);
  };

  const handleAction = (user: User, action: UserAction) => {
    switch (action) {
      case 'view':
        setViewing(user);
        break;
      case 'edit':
        openForm({ user });
        break;
      case 'delete':
        askDelete(user);
        break;
      case 'approve':
      case 'reject':
        openReview({ user, decision: action });
        break;
      case 'suspend':
        void actions.setStatus(user, 'suspended');
        break;
      case 'reactivate':
        void actions.setStatus(user, 'active');
        break;
    }
  };

  const submitForm = async (input: CreateUserInput) => {
    const editing = form.value?.user;
    if (editing) await actions.update(editing.id, input);
    else await actions.create(input);
    closeForm();
  };

  const deleteUser = async () => {
    if (await confirmDelete(actions.remove)) afterRowRemoved();
  };

  const confirmReview = async (reason: string) => {
    if (!review.value) return;
    const { user, decision } = review.value;
    const done = await actions.review(user, decision, reason);
    closeReview();
    if (done && status === 'pending') afterRowRemoved();
  };

  const filtered = Boolean(search || role || status);
  const emptyHint =
    status === 'pending' && !search && !role
      ? t`No accounts are waiting for approval.`
      : filtered
        ? t`Try a different search or filter.`
        : t`Add your first user to show it here.`;

  const usersTable = (items: User[] | undefined) => (
    <UsersTable
      selection={selection}
      users={items}
      total={users?.total ?? 0}
      page={page}
      rowsPerPage={rowsPerPage}
      emptyHint={emptyHint}
      onPageChange={setPage}
      onRowsPerPageChange={setRowsPerPage}
      onAction={handleAction}
    />
  );

  return (
    <>
      <PageHeader
        title={t`User Management`}
        subtitle={t`Manage all users, roles, and permissions`}
        actions={
          <ManagementActions
            type="users"
            filters={filter}
            importTitle={t`Import Users`}
            canConfirmStaffRoles={isAdmin}
            addLabel={t`Add User`}
            addIcon={<PersonAddAlt1OutlinedIcon />}
            onAdd={() => openForm({ user: null })}
          />
        }
      />

      <StatsSection label={t`User statistics`} data={stats.data} error={stats.error} skeletons={4}>
        {(data) => <UserStatCards stats={data.userStats} />}
      </StatsSection>

      {pendingCount > 0 && status !== 'pending' && (
        <Alert
          severity="info"
          sx={{ mb: 3, alignItems: 'center' }}
          action={
            <Button color="inherit" size="small" onClick={() => changeStatus('pending')}>
              <Trans>Review</Trans>
            </Button>
          }
        >
          <Plural value={pendingCount} one="# account is waiting for approval." other="# accounts are waiting for approval." />
        </Alert>
      )}
      {status === 'pending' && (
        <Alert severity="info" variant="outlined" sx={{ mb: 3 }}>
          <Trans>
            These accounts wait for an administrator's approval. Approving activates the account; rejecting removes the
            request. The requester is told by e-mail either way.
          </Trans>
        </Alert>
      )}

      <UserFilters
        search={filters.search}
        role={role}
        status={status}
        onChange={(next) => changeFilters({ ...filters, ...next })}
        views={<SavedViewsMenu list="users" />}
      />

      <UserBulkBar selection={selection} pageIds={users?.items.map((u) => u.id) ?? []} total={users?.total ?? 0} filter={filter} />
      <Box component="section" aria-label={t`Users`}>
        {/* The table draws its own loading rows and empty row: it stands in every state but a failure. */}
        <QueryBoundary data={users?.items} error={list.error} onRetry={() => void list.refetch()} loading={usersTable(undefined)}>
          {usersTable}
        </QueryBoundary>
      </Box>

      <UserFormDialog
        key={`form-${form.key}`}
        open={form.value !== null}
        user={form.value?.user ?? null}
        onClose={closeForm}
        onSubmit={submitForm}
      />
      <UserDetailsDialog
        user={viewing}
        onClose={() => setViewing(null)}
        onEdit={(user) => {
          setViewing(null);
          openForm({ user });
        }}
      />
      <ReviewRequestDialog
        key={`review-${review.key}`}
        open={review.value !== null}
        decision={review.value?.decision ?? 'approve'}
        name={review.value?.user.name ?? ''}
        email={review.value?.user.email ?? ''}
        onConfirm={confirmReview}
        onCancel={closeReview}
      />
      <DeleteConfirmDialog title={t`Delete User`} message={t`Are you sure you want to delete this user?`} {...confirmProps(() => void deleteUser())} />
    </>
  );
}
