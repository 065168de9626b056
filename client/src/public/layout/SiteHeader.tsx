import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { useAuthUser } from '../../app/auth/useAuth';
import { ThemeToggleButton } from '../../app/theme/ThemeToggleButton';
import { BrandLogo } from './BrandLogo';
import { DropdownMenu } from './DropdownMenu';
import { LanguageMenu } from './LanguageMenu';
import { SignedInActions } from './SignedInActions';
import { GET_STARTED_LINKS, LOGIN_LINKS, NAV_LINKS } from './site-links';
import { useLingui } from '@lingui/react/macro';

/** The small-screen menu's drawer loads when first opened: MUI's Drawer and lists stay off the first load. */
const loadMobileNav = () => import('./MobileNav');
const MobileNav = lazy(() => loadMobileNav().then((m) => ({ default: m.MobileNav })));

export function SiteHeader() {
  const { t, i18n } = useLingui();
  const user = useAuthUser();
  const [mobileOpen, setMobileOpen] = useState(false);
  const [mobileNavUsed, setMobileNavUsed] = useState(false);

  return (
    <AppBar position="sticky">
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ minHeight: { xs: 64, md: 72 }, gap: 2 }}>
          <BrandLogo />
          <Box component="nav" aria-label={t`Main navigation`} sx={{ display: { xs: 'none', lg: 'flex' }, gap: 0.25, mx: 'auto' }}>
            {NAV_LINKS.map((link) => (
              <Button
                key={link.to}
                component={NavLink}
                to={link.to}
                end={link.end}
                color="inherit"
                sx={(theme) => ({
                  px: 1.25,
                  whiteSpace: 'nowrap',
                  color: 'text.secondary',
                  '&:hover': { color: 'text.primary' },
                  '&.active': { color: 'primary.main', bgcolor: theme.alpha(theme.vars.palette.primary.main, 0.1) },
                })}
              >
                {i18n._(link.label)}
              </Button>
            ))}
          </Box>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', ml: { xs: 'auto', lg: 0 } }}>
            <Box sx={{ display: { xs: 'none', lg: 'flex' } }}>
              <LanguageMenu />
            </Box>
            <ThemeToggleButton />
            <Box sx={{ display: { xs: 'none', lg: 'flex' }, gap: 1, alignItems: 'center', whiteSpace: 'nowrap' }}>
              {user ? (
                <SignedInActions user={user} />
              ) : (
                <>
                  <DropdownMenu label={t`Login`} links={LOGIN_LINKS} />
                  <DropdownMenu label={t`Get Started`} links={GET_STARTED_LINKS} variant="contained" />
                </>
              )}
            </Box>
            <IconButton
              aria-label={t`Toggle navigation menu`}
              aria-expanded={mobileOpen}
              onPointerEnter={() => void loadMobileNav()}
              onClick={() => {
                setMobileNavUsed(true);
                setMobileOpen((open) => !open);
              }}
              sx={{ display: { lg: 'none' } }}
              color="inherit"
            >
              <MenuIcon />
            </IconButton>
          </Stack>
        </Toolbar>
      </Container>
      {mobileNavUsed && (
        <Suspense fallback={null}>
          <MobileNav open={mobileOpen} onClose={() => setMobileOpen(false)} />
        </Suspense>
      )}
    </AppBar>
  );
}
