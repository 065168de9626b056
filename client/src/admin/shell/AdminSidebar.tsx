import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import LogoutIcon from '@mui/icons-material/Logout';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router-dom';
import { useAuthActions } from '../../app/auth/useAuth';
import { useSiteInfo } from '../../app/site/useSiteInfo';
import { ADMIN_NAV_ITEMS, isNavItemActive } from './nav-items';

const itemSx = {
  borderRadius: 2,
  mb: 0.5,
  px: 1.5,
  '& .MuiListItemIcon-root': { minWidth: 36, color: 'text.secondary' },
} as const;

/** The admin navigation; rendered inside the permanent or the slide-in drawer. */
export function AdminSidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const { logout } = useAuthActions();
  const { siteName } = useSiteInfo();
  const { t, i18n } = useLingui();

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box
        component={Link}
        to="/admin"
        onClick={onNavigate}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: 2.5,
          height: 64,
          flexShrink: 0,
          color: 'text.primary',
          textDecoration: 'none',
        }}
      >
        <Box
          aria-hidden
          sx={{
            width: 36,
            height: 36,
            borderRadius: 2,
            display: 'grid',
            placeItems: 'center',
            color: 'primary.contrastText',
            background: (theme) =>
              `linear-gradient(135deg, ${theme.vars.palette.primary.main}, ${theme.vars.palette.secondary.main})`,
          }}
        >
          <AutoAwesomeIcon fontSize="small" />
        </Box>
        <Box>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 800, lineHeight: 1.2 }}>
            {siteName}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ lineHeight: 1.2 }}>
            <Trans>Admin Panel</Trans>
          </Typography>
        </Box>
      </Box>
      <Divider />

      <Box component="nav" aria-label={t`Admin`} sx={{ flex: 1, overflowY: 'auto', px: 1.5, py: 2 }}>
        <List disablePadding>
          {ADMIN_NAV_ITEMS.map((item) => {
            const active = isNavItemActive(item, pathname);
            const Icon = item.icon;
            // The link sits in a list item: a <ul> holds only <li>s (axe 'list').
            return (
              <ListItem key={item.to} disablePadding>
                <ListItemButton
                  component={Link}
                  to={item.to}
                  selected={active}
                  aria-current={active ? 'page' : undefined}
                  onClick={onNavigate}
                  sx={[
                    itemSx,
                    (theme) => ({
                      '&.Mui-selected, &.Mui-selected:hover': {
                        bgcolor: theme.alpha(theme.vars.palette.primary.main, 0.1),
                        ...theme.applyStyles('dark', { bgcolor: theme.alpha(theme.vars.palette.primary.main, 0.2) }),
                        color: 'primary.main',
                        '& .MuiListItemIcon-root': { color: 'primary.main' },
                      },
                    }),
                  ]}
                >
                  <ListItemIcon>
                    <Icon fontSize="small" />
                  </ListItemIcon>
                  <ListItemText primary={i18n._(item.label)} slotProps={{ primary: { sx: { fontWeight: active ? 600 : 500 } } }} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Box>

      <Divider />
      <List disablePadding sx={{ px: 1.5, pt: 1.5 }}>
        <ListItem disablePadding>
          <ListItemButton component={Link} to="/" onClick={onNavigate} sx={itemSx}>
            <ListItemIcon>
              <ArrowBackIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t`Back to Website`} />
          </ListItemButton>
        </ListItem>
        <ListItem disablePadding>
          <ListItemButton
            onClick={() => {
              onNavigate?.();
              logout();
            }}
            sx={[itemSx, { color: 'error.main', '& .MuiListItemIcon-root': { minWidth: 36, color: 'error.main' } }]}
          >
            <ListItemIcon>
              <LogoutIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t`Logout`} />
          </ListItemButton>
        </ListItem>
      </List>
      <Typography variant="caption" color="text.disabled" sx={{ px: 3, pt: 1, pb: 2 }}>
        v1.0.0
      </Typography>
    </Box>
  );
}
