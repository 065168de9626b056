import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuthUser, useAuthActions } from '../../app/auth/useAuth';
import { FALLBACK_NAME, adminRoleLabel } from './role-label';

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((part) => part?.[0]?.toUpperCase() ?? '').join('') || 'A';
}

/** Where the menu leads besides signing out. */
const MENU_LINKS: { to: string; label: MessageDescriptor; icon: ReactNode }[] = [
  { to: '/dashboard/profile', label: msg`Profile`, icon: <PersonOutlinedIcon fontSize="small" /> },
  { to: '/admin/settings', label: msg`Settings`, icon: <SettingsOutlinedIcon fontSize="small" /> },
];

/** Avatar, name and role in the top bar, opening Profile, Settings and Logout. */
export function UserMenu() {
  const user = useAuthUser();
  const { logout } = useAuthActions();
  const navigate = useNavigate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = user?.name || FALLBACK_NAME;
  const { t, i18n } = useLingui();
  const role = adminRoleLabel(i18n, user?.role);

  const go = (to: string) => {
    setAnchor(null);
    void navigate(to);
  };

  return (
    <>
      <ButtonBase
        onClick={(event) => setAnchor(anchor ? null : event.currentTarget)}
        aria-label={t`Account menu for ${name}`}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        sx={{ borderRadius: 2, px: 0.75, py: 0.5, gap: 1.25, textAlign: 'left' }}
      >
        <Avatar sx={{ width: 36, height: 36, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: 15 }}>
          {initials(name)}
        </Avatar>
        <Box sx={{ display: { xs: 'none', md: 'block' }, minWidth: 0, maxWidth: 180 }}>
          <Typography variant="body2" noWrap sx={{ fontWeight: 600, lineHeight: 1.3 }} data-testid="admin-user-name">
            {name}
          </Typography>
          <Typography
            variant="caption"
            color="text.secondary"
            noWrap
            component="p"
            sx={{ lineHeight: 1.3 }}
            data-testid="admin-user-role"
          >
            {role}
          </Typography>
        </Box>
      </ButtonBase>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 220, mt: 1 } } }}
      >
        <Box sx={{ px: 2, pt: 1, pb: 1.5 }}>
          <Typography variant="subtitle2" noWrap>
            {name}
          </Typography>
          {user?.email && (
            <Typography variant="caption" color="text.secondary" noWrap component="p">
              {user.email}
            </Typography>
          )}
        </Box>
        <Divider />
        {MENU_LINKS.map(({ to, label, icon }) => (
          <MenuItem key={to} onClick={() => go(to)}>
            <ListItemIcon>{icon}</ListItemIcon>
            {i18n._(label)}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            logout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <Trans>Logout</Trans>
        </MenuItem>
      </Menu>
    </>
  );
}
