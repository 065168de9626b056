import Logout from '@mui/icons-material/Logout';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { homePathFor } from '../../app/auth/redirects';
import type { SessionUser } from '../../app/auth/session';
import { useAuthActions } from '../../app/auth/useAuth';
import { Trans } from '@lingui/react/macro';

/** Signed in: the user's name (to /admin or /dashboard) and a Logout button (spec section 2). */
export function SignedInActions({ user }: { user: SessionUser }) {
  const { logout } = useAuthActions();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Button
        component={RouterLink}
        to={homePathFor(user.role)}
        color="inherit"
        startIcon={
          <Avatar sx={{ width: 28, height: 28, fontSize: '0.85rem', bgcolor: 'primary.main', color: 'primary.contrastText' }}>
            {user.name.charAt(0).toUpperCase()}
          </Avatar>
        }
        sx={{ maxWidth: 220 }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{user.name}</span>
      </Button>
      <Button variant="outlined" color="inherit" startIcon={<Logout />} onClick={logout} sx={{ borderColor: 'divider' }}>
        <Trans>Logout</Trans>
      </Button>
    </Stack>
  );
}
