import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import { useLingui } from '@lingui/react/macro';
import { ThemeToggleButton } from '../../app/theme/ThemeToggleButton';
import { NotificationBell } from './NotificationBell';
import { AdminSearch } from './search/AdminSearch';
import { UserMenu } from './UserMenu';

export interface AdminTopBarProps {
  onMenuClick: () => void;
}

export function AdminTopBar({ onMenuClick }: AdminTopBarProps) {
  const { t } = useLingui();
  return (
    <AppBar position="sticky" color="inherit">
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1.5 }, minHeight: { xs: 64 } }}>
        <IconButton
          edge="start"
          color="inherit"
          aria-label={t`Open navigation`}
          onClick={onMenuClick}
          sx={{ display: { lg: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <AdminSearch />
        <Box sx={{ flex: 1 }} />
        <ThemeToggleButton />
        <NotificationBell />
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
