import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { AdminUserRow_UserFragment } from '../../__generated__/graphql';
import { UserAvatar } from './UserAvatar';
import { RoleBadge, StatusBadge } from './UserBadges';
import { useUserDates } from './user-dates';
import { HistoryButton } from '../activity/HistoryButton';
import { ResetTwoFactorButton } from './ResetTwoFactorButton';

export interface UserDetailsDialogProps {
  /** The user to show; null keeps the dialog closed. */
  user: AdminUserRow_UserFragment | null;
  onClose: () => void;
  onEdit: (user: AdminUserRow_UserFragment) => void;
}

/** The read-only view of a user, with a way on to editing. */
export function UserDetailsDialog({ user, onClose, onEdit }: UserDetailsDialogProps) {
  const { t } = useLingui();
  const dates = useUserDates();
  const titleId = useId();
  const details: Array<[string, string]> = user
    ? [
        [t`Phone Number`, user.phone ?? ''],
        [t`Company`, user.company ?? ''],
        [t`Department`, user.department ?? ''],
        [t`Position`, user.position ?? ''],
        [t`Join Date`, dates.date(user.joinDate)],
        [t`Last Login`, dates.lastLogin(user.lastLogin, dates.dateTime)],
        [t`Last Updated`, dates.dateTime(user.updatedAt)],
        [t`Two-Factor Authentication`, user.twoFactorEnabled ? t`On` : t`Off`],
      ]
    : [];

  return (
    <Dialog open={user !== null} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        <Trans>User Details</Trans>
      </DialogTitle>
      {user && (
        <DialogContent dividers>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
            <UserAvatar name={user.name} email={user.email} size={56} />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h6" component="p" sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}>
                {user.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {user.email}
              </Typography>
            </Box>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
            <RoleBadge role={user.role} />
            <StatusBadge status={user.status} />
          </Stack>
          <Divider sx={{ mb: 1 }} />
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 1 }}>
            {details.map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {value || '—'}
                </Typography>
              </Box>
            ))}
          </Box>
          <Box sx={{ mt: 2, '&:empty': { display: 'none' } }}>
            <ResetTwoFactorButton user={user} />
          </Box>
        </DialogContent>
      )}
      <DialogActions sx={{ px: 3, py: 2 }}>
        {user && <HistoryButton entityType="user" entityId={user.id} name={user.name} />}
        <Button onClick={onClose} color="inherit">
          <Trans>Close</Trans>
        </Button>
        <Button
          variant="contained"
          startIcon={<EditOutlinedIcon />}
          onClick={() => user && onEdit(user)}
          disabled={!user}
        >
          <Trans>Edit</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
