import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Toolbar from '@mui/material/Toolbar';
import { alpha } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import { ThemeToggleButton } from '../../app/theme/ThemeToggleButton';
import { NotificationBell } from './NotificationBell';
import { UserMenu } from './UserMenu';

export interface AdminTopBarProps {
  onMenuClick: () => void;
}

export function AdminTopBar({ onMenuClick }: AdminTopBarProps) {
  return (
    <AppBar position="sticky" color="inherit">
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1.5 }, minHeight: { xs: 64 } }}>
        <IconButton
          edge="start"
          color="inherit"
          aria-label="Open navigation"
          onClick={onMenuClick}
          sx={{ display: { lg: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Box
          component="form"
          role="search"
          onSubmit={(event) => event.preventDefault()}
          sx={(theme) => ({
            display: { xs: 'none', sm: 'flex' },
            alignItems: 'center',
            gap: 1,
            px: 1.5,
            height: 40,
            width: { sm: 260, md: 340 },
            borderRadius: 2,
            color: 'text.secondary',
            bgcolor: alpha(theme.palette.text.primary, 0.05),
            border: 1,
            borderColor: 'divider',
            '&:focus-within': { borderColor: 'primary.main' },
          })}
        >
          <SearchIcon fontSize="small" aria-hidden />
          <InputBase
            placeholder="Search..."
            inputProps={{ 'aria-label': 'Search' }}
            sx={{ flex: 1, fontSize: 14, color: 'text.primary' }}
          />
        </Box>
        <Box sx={{ flex: 1 }} />
        <ThemeToggleButton />
        <NotificationBell />
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
