import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import BlockOutlinedIcon from '@mui/icons-material/BlockOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { UserStatus } from '../../__generated__/graphql';

export type UserAction = 'view' | 'edit' | 'delete' | 'approve' | 'reject' | 'suspend' | 'reactivate';

/** What the actions need of the user they act on. */
export interface ActionableUser {
  name: string;
  status: UserStatus;
  /** From the server: why Delete would be refused (the admin's own row, the last active admin). */
  deleteBlockedReason?: string | null | undefined;
  /** From the server: why Suspend would be refused. */
  suspendBlockedReason?: string | null | undefined;
}

export interface UserRowActionsProps {
  user: ActionableUser;
  onAction: (action: UserAction) => void;
}

/** View, edit and delete; Approve and Reject for a pending account; suspend/reactivate in a menu. */
export function UserRowActions({ user: { name, status, deleteBlockedReason, suspendBlockedReason }, onAction }: UserRowActionsProps) {
  const { t } = useLingui();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  // A pending account's answers.
  const reviewButtons = [
    { action: 'approve', label: t`Approve`, ariaLabel: t`Approve ${name}`, variant: 'contained', color: 'success' },
    { action: 'reject', label: t`Reject`, ariaLabel: t`Reject ${name}`, variant: 'outlined', color: 'error' },
  ] as const;
  const pending = status === 'pending';
  const canSuspend = status === 'active' || status === 'inactive';
  const canReactivate = status === 'suspended' || status === 'inactive';
  const pick = (action: UserAction) => {
    setMenuAnchor(null);
    onAction(action);
  };

  // A pending account gets its Approve and Reject buttons on a line of their own under the icons,
  // so that the table stays narrow enough for a laptop screen.
  return (
    <Stack spacing={0.75} sx={{ alignItems: 'flex-end' }}>
      <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
        <Tooltip title={t`View`}>
          <IconButton size="small" aria-label={t`View ${name}`} onClick={() => onAction('view')}>
            <VisibilityOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title={t`Edit`}>
          <IconButton size="small" aria-label={t`Edit ${name}`} onClick={() => onAction('edit')}>
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        {/* A disabled button gets no pointer events: the span carries the tooltip that says why. */}
        <Tooltip title={deleteBlockedReason ?? t`Delete`}>
          <span>
            <IconButton
              size="small"
              aria-label={t`Delete ${name}`}
              aria-description={deleteBlockedReason ?? undefined}
              disabled={Boolean(deleteBlockedReason)}
              onClick={() => onAction('delete')}
              color="error"
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        {/* A pending account has no menu; the spacer keeps the icons in line with the other rows. */}
        {!canSuspend && !canReactivate && <Box aria-hidden sx={{ width: 30, flexShrink: 0 }} />}
        {(canSuspend || canReactivate) && (
          <>
            <IconButton
              size="small"
              aria-label={t`More actions for ${name}`}
              aria-haspopup="menu"
              aria-expanded={menuAnchor ? 'true' : undefined}
              onClick={(event) => setMenuAnchor(event.currentTarget)}
            >
              <MoreVertIcon fontSize="small" />
            </IconButton>
            <Menu
              anchorEl={menuAnchor}
              open={menuAnchor !== null}
              onClose={() => setMenuAnchor(null)}
              anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
              transformOrigin={{ vertical: 'top', horizontal: 'right' }}
            >
              {canReactivate && (
                <MenuItem onClick={() => pick('reactivate')}>
                  <ListItemIcon>
                    <RestartAltIcon fontSize="small" />
                  </ListItemIcon>
                  <ListItemText>
                    <Trans>Reactivate</Trans>
                  </ListItemText>
                </MenuItem>
              )}
              {canSuspend && (
                <MenuItem onClick={() => pick('suspend')} disabled={Boolean(suspendBlockedReason)} sx={{ color: 'error.main' }}>
                  <ListItemIcon sx={{ color: 'inherit' }}>
                    <BlockOutlinedIcon fontSize="small" />
                  </ListItemIcon>
                  <ListItemText secondary={suspendBlockedReason}>
                    <Trans>Suspend</Trans>
                  </ListItemText>
                </MenuItem>
              )}
            </Menu>
          </>
        )}
      </Stack>
      {pending && (
        <Stack direction="row" spacing={1}>
          {reviewButtons.map(({ action, label, ariaLabel, variant, color }) => (
            <Button key={action} size="small" variant={variant} color={color} aria-label={ariaLabel} onClick={() => onAction(action)}>
              {label}
            </Button>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
