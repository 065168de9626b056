import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import { homePathFor } from '../../app/auth/redirects';
import { useAuthUser, useAuthActions } from '../../app/auth/useAuth';
import { BrandLogo } from './BrandLogo';
import { languageItemProps, useLanguageLinks } from './language-links';
import { GET_STARTED_LINKS, LOGIN_LINKS, NAV_LINKS } from './site-links';
import { Trans, useLingui } from '@lingui/react/macro';

interface MobileNavProps {
  open: boolean;
  onClose: () => void;
}

/** The small-screen menu: the same links as the header, plus the account choices. */
export function MobileNav({ open, onClose }: MobileNavProps) {
  const { t, i18n } = useLingui();
  const user = useAuthUser();
  const { logout } = useAuthActions();
  const languages = useLanguageLinks();

  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 300, maxWidth: '85vw' } } }}>
      <Box component="nav" aria-label={t`Mobile navigation`} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
          <Box onClick={onClose}>
            <BrandLogo />
          </Box>
          <IconButton aria-label={t`Close navigation menu`} onClick={onClose}>
            <Close />
          </IconButton>
        </Stack>
        <Divider />
        <List sx={{ px: 1 }}>
          {NAV_LINKS.map((link) => (
            <ListItemButton
              key={link.to}
              component={NavLink}
              to={link.to}
              end={link.end}
              onClick={onClose}
              sx={{
                borderRadius: 2,
                '&.active': { bgcolor: 'action.selected', color: 'primary.main', fontWeight: 700 },
              }}
            >
              <ListItemText primary={i18n._(link.label)} slotProps={{ primary: { sx: { fontWeight: 'inherit' } } }} />
            </ListItemButton>
          ))}
        </List>
        <Divider />
        {user ? (
          <Stack spacing={1} sx={{ p: 2 }}>
            <Button component={RouterLink} to={homePathFor(user.role)} onClick={onClose} variant="outlined">
              {user.name}
            </Button>
            <Button
              onClick={() => {
                onClose();
                logout();
              }}
              color="inherit"
            >
              <Trans>Logout</Trans>
            </Button>
          </Stack>
        ) : (
          <>
            <List dense subheader={<ListSubheader>{t`Login`}</ListSubheader>} sx={{ px: 1 }}>
              {LOGIN_LINKS.map((link) => (
                <ListItemButton key={link.to} component={RouterLink} to={link.to} onClick={onClose} sx={{ borderRadius: 2 }}>
                  <ListItemText primary={i18n._(link.label)} />
                </ListItemButton>
              ))}
            </List>
            <List dense subheader={<ListSubheader>{t`Get Started`}</ListSubheader>} sx={{ px: 1 }}>
              {GET_STARTED_LINKS.map((link) => (
                <ListItemButton key={link.to} component={RouterLink} to={link.to} onClick={onClose} sx={{ borderRadius: 2 }}>
                  <ListItemText primary={i18n._(link.label)} secondary={link.description && i18n._(link.description)} />
                </ListItemButton>
              ))}
            </List>
          </>
        )}
        <Divider sx={{ mt: 'auto' }} />
        <List dense subheader={<ListSubheader>{t`Language`}</ListSubheader>} sx={{ px: 1 }}>
          {languages.map((link) => (
            <ListItemButton key={link.language} {...languageItemProps(link)} sx={{ borderRadius: 2 }}>
              <ListItemText primary={link.name} />
            </ListItemButton>
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
