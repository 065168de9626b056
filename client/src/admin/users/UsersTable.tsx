import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import PersonSearchOutlinedIcon from '@mui/icons-material/PersonSearchOutlined';
import { useLingui } from '@lingui/react/macro';
import type { AdminUserRow_UserFragment } from '../../__generated__/graphql';
import { EmptyState } from '../../components/EmptyState';
import { TableRowsSkeleton } from '../../components/TableRowsSkeleton';
import { UserAvatar } from './UserAvatar';
import { UserCardList, UserCardListSkeleton } from './UserCardList';
import { RoleBadge, StatusBadge } from './UserBadges';
import { NameAndEmail } from './NameAndEmail';
import { SelectCheckbox } from '../shared/bulk/SelectCheckbox';
import type { RowSelection } from '../shared/bulk/useBulkSelection';
import { UserRowActions } from './UserRowActions';
import type { UserAction } from './UserRowActions';
import { useFormat } from '../../components/format/useFormat';
import { useUserDates } from './user-dates';

export const ROWS_PER_PAGE_OPTIONS = [10, 20, 50];

// The rows-per-page select is as wide as the app's other selects (MUI's default is 50 px). On a
// phone the row wraps instead of clipping: on one line the next-page arrow is cut off at 390 px,
// and with the wider select "1–1 of 1" is cut at the card's edge by a few pixels (the select's
// 32 px right margin is 16 px there).
const paginationSx = {
  borderTop: 1,
  borderColor: 'divider',
  '& .MuiTablePagination-input': { minWidth: 120, mr: { xs: 2, sm: 4 } },
  '& .MuiTablePagination-toolbar': { flexWrap: { xs: 'wrap', sm: 'nowrap' }, justifyContent: 'flex-end' },
  '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
} as const;
const SKELETON_ROWS = 5; // spec section 9: user rows 5

export interface UsersTableProps {
  /** undefined while loading. */
  users: AdminUserRow_UserFragment[] | undefined;
  total: number;
  /** Zero-based, as TablePagination counts. */
  page: number;
  rowsPerPage: number;
  emptyHint: string;
  onPageChange: (page: number) => void;
  onRowsPerPageChange: (rowsPerPage: number) => void;
  onAction: (user: AdminUserRow_UserFragment, action: UserAction) => void;
  /** Which rows are chosen for a bulk action; each row gets its checkbox. */
  selection?: RowSelection;
}

export function UsersTable({
  users,
  total,
  page,
  rowsPerPage,
  emptyHint,
  onPageChange,
  onRowsPerPageChange,
  onAction,
  selection,
}: UsersTableProps) {
  const { t } = useLingui();
  const format = useFormat();
  const dates = useUserDates();
  // The Actions column is the one aligned right.
  const columnNames = [
    { key: 'user', label: t`User` },
    { key: 'role', label: t`Role` },
    { key: 'status', label: t`Status` },
    { key: 'joined', label: t`Join Date` },
    { key: 'last-login', label: t`Last Login` },
    { key: 'actions', label: t`Actions` },
  ];
  const columns = selection ? [{ key: 'select', label: '' }, ...columnNames] : columnNames;
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('md'));
  const empty = <EmptyState message={t`No users found`} hint={emptyHint} icon={<PersonSearchOutlinedIcon />} />;

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      {compact ? (
        users === undefined ? (
          <UserCardListSkeleton count={SKELETON_ROWS} />
        ) : users.length === 0 ? (
          <Box sx={{ p: 2 }}>{empty}</Box>
        ) : (
          <UserCardList users={users} onAction={onAction} selection={selection} />
        )
      ) : (
        <TableContainer>
          <Table
            aria-label={t`Users`}
            aria-busy={users === undefined}
            sx={{
              minWidth: 760,
              // Slightly tighter than MUI's 16px, so that the six columns fit a laptop screen.
              '& .MuiTableCell-root': { px: 1.5 },
              '& .MuiTableCell-root:first-of-type': { pl: 2 },
              '& .MuiTableCell-root:last-of-type': { pr: 2 },
            }}
          >
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell
                    key={column.key}
                    align={column.key === 'actions' ? 'right' : 'left'}
                    sx={{ fontWeight: 600, color: 'text.secondary', whiteSpace: 'nowrap', bgcolor: 'action.hover' }}
                  >
                    {column.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {users === undefined ? (
                <TableRowsSkeleton count={SKELETON_ROWS} columns={columns.length} />
              ) : users.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={columns.length} sx={{ border: 0, p: 3 }}>
                    {empty}
                  </TableCell>
                </TableRow>
              ) : (
                users.map((user) => (
                  <TableRow key={user.id} hover data-testid="user-row" selected={selection?.isSelected(user.id)}>
                    {selection && (
                      <TableCell padding="checkbox">
                        <SelectCheckbox name={user.name} selected={selection.isSelected(user.id)} onToggle={() => selection.toggle(user.id)} />
                      </TableCell>
                    )}
                    <TableCell>
                      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
                        <UserAvatar name={user.name} email={user.email} />
                        {/* Long names and addresses end in an ellipsis; the title shows them whole. */}
                        <Box
                          sx={{ minWidth: 0, maxWidth: { md: 220, xl: 320 } }}
                          title={`${user.name} <${user.email}>`}
                        >
                          <NameAndEmail name={user.name} email={user.email} />
                        </Box>
                      </Box>
                    </TableCell>
                    <TableCell>
                      <RoleBadge role={user.role} />
                    </TableCell>
                    <TableCell>
                      <StatusBadge status={user.status} />
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{dates.date(user.joinDate)}</TableCell>
                    <TableCell
                      sx={{ whiteSpace: 'nowrap', color: user.lastLogin ? undefined : 'text.secondary' }}
                      title={user.lastLogin ? dates.dateTime(user.lastLogin) : undefined}
                    >
                      {dates.lastLogin(user.lastLogin)}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap', py: 1 }}>
                      <UserRowActions user={user} onAction={(action) => onAction(user, action)} />
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <TablePagination
        component="div"
        count={total}
        page={page}
        rowsPerPage={rowsPerPage}
        rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS}
        onPageChange={(_, next) => onPageChange(next)}
        onRowsPerPageChange={(event) => onRowsPerPageChange(Number(event.target.value))}
        labelRowsPerPage={t`Rows per page:`}
        labelDisplayedRows={({ from, to, count }) => {
          const first = format.count(from);
          const last = format.count(to);
          const all = count === -1 ? t`more than ${last}` : format.count(count);
          return t`${first}–${last} of ${all}`;
        }}
        getItemAriaLabel={(type) => (type === 'next' ? t`Go to next page` : type === 'previous' ? t`Go to previous page` : type === 'first' ? t`Go to first page` : t`Go to last page`)}
        sx={paginationSx}
      />
    </Paper>
  );
}
