import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment } from 'react';
import type { AdminUserRow_UserFragment } from '../../__generated__/graphql';
import { UserAvatar } from './UserAvatar';
import { RoleBadge, StatusBadge } from './UserBadges';
import { NameAndEmail } from './NameAndEmail';
import { SelectCheckbox } from '../shared/bulk/SelectCheckbox';
import type { RowSelection } from '../shared/bulk/useBulkSelection';
import { UserRowActions } from './UserRowActions';
import type { UserAction } from './UserRowActions';
import { useUserDates } from './user-dates';

export interface UserCardListProps {
  users: AdminUserRow_UserFragment[];
  onAction: (user: AdminUserRow_UserFragment, action: UserAction) => void;
  /** Which users are chosen for a bulk action; each card gets its checkbox. */
  selection?: RowSelection;
}

/** The user table's rows stacked for phones, where six columns do not fit. */
export function UserCardList({ users, onAction, selection }: UserCardListProps) {
  const { t } = useLingui();
  const dates = useUserDates();
  return (
    <Box component="ul" aria-label={t`Users`} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {users.map((user, index) => {
        const joined = dates.date(user.joinDate);
        const lastLogin = dates.lastLogin(user.lastLogin);
        return (
          <Fragment key={user.id}>
            {index > 0 && <Divider component="li" aria-hidden />}
            <Box component="li" data-testid="user-row" sx={{ p: 2 }}>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
                <UserAvatar name={user.name} email={user.email} />
                <Box sx={{ minWidth: 0, flex: 1 }}>
                  <NameAndEmail name={user.name} email={user.email} />
                </Box>
                {selection && <SelectCheckbox name={user.name} selected={selection.isSelected(user.id)} onToggle={() => selection.toggle(user.id)} />}
              </Stack>
              <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
                <RoleBadge role={user.role} />
                <StatusBadge status={user.status} />
              </Stack>
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
                <Trans>Joined {joined} · Last login {lastLogin}</Trans>
              </Typography>
              <Box sx={{ mt: 1 }}>
                <UserRowActions user={user} onAction={(action) => onAction(user, action)} />
              </Box>
            </Box>
          </Fragment>
        );
      })}
    </Box>
  );
}

export function UserCardListSkeleton({ count }: { count: number }) {
  const { t } = useLingui();
  return (
    <Box role="status" aria-busy="true" aria-label={t`Loading users`}>
      {Array.from({ length: count }, (_, i) => (
        <Stack
          key={i}
          direction="row"
          spacing={1.5}
          sx={{ p: 2, alignItems: 'center' }}
          data-testid="table-row-skeleton"
        >
          <Skeleton variant="circular" width={40} height={40} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="50%" />
            <Skeleton width="70%" />
          </Box>
        </Stack>
      ))}
    </Box>
  );
}
