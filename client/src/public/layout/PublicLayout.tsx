import Box from '@mui/material/Box';
import { Outlet, useLocation } from 'react-router-dom';
import { useAuthUser } from '../../app/auth/useAuth';
import { useSiteInfo } from '../../app/site/useSiteInfo';
import { HydrationSlice } from '../../components/HydrationSlice';
import { MAIN_CONTENT_PROPS, SkipLink } from '../../components/SkipLink';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { lazy, Suspense } from 'react';
import { useLingui } from '@lingui/react';
import { useSuggestedLanguage } from './language-suggestion-check';
import { Trans } from '@lingui/react/macro';

/** The offer of another language loads only for a visitor it is made to. */
const LanguageSuggestion = lazy(() => import('./LanguageSuggestion').then((m) => ({ default: m.LanguageSuggestion })));
/**
 * The maintenance page and the staff's banner show only in Maintenance Mode, so they load only then.
 * The server renders no page in Maintenance Mode (what shows depends on who is signed in), so the
 * browser renders them either way; the main area keeps its height while they load.
 */
const MaintenancePage = lazy(() => import('../maintenance/MaintenancePage').then((m) => ({ default: m.MaintenancePage })));
const Alert = lazy(() => import('@mui/material/Alert'));

/** Signing in stays open in maintenance, so administrators and editors can get back in. */
const OPEN_IN_MAINTENANCE = ['/login', '/forgot-password', '/reset-password'];

export function PublicLayout() {
  const site = useSiteInfo();
  const user = useAuthUser();
  const { pathname } = useLocation();
  const { i18n } = useLingui();
  const suggested = useSuggestedLanguage(i18n.locale);
  const staff = user?.role === 'admin' || user?.role === 'editor';
  const closed = site.maintenanceMode && !staff && !OPEN_IN_MAINTENANCE.includes(pathname);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <SiteHeader />
      {/* At least the window's height below the header (64 px, 72 px from md), so the footer starts
          below the fold: while a page's code and data arrive, nothing visible moves (CLS). */}
      <Box component="main" {...MAIN_CONTENT_PROPS} sx={{ flex: 1, minHeight: { xs: 'calc(100vh - 64px)', md: 'calc(100vh - 72px)' }, scrollMarginTop: { xs: 64, md: 72 }, '&:focus': { outline: 'none' } }}>
        {site.maintenanceMode && staff && (
          <Suspense fallback={null}>
            <Alert severity="warning" sx={{ borderRadius: 0 }}>
              <Trans>Maintenance Mode is on: visitors see the maintenance page.</Trans>
            </Alert>
          </Suspense>
        )}
        {closed ? (
          <Suspense fallback={null}>
            <MaintenancePage siteName={site.siteName} />
          </Suspense>
        ) : (
          <Outlet />
        )}
      </Box>
      <HydrationSlice>
        <SiteFooter />
      </HydrationSlice>
      {suggested && (
        <Suspense fallback={null}>
          <LanguageSuggestion suggested={suggested} />
        </Suspense>
      )}
    </Box>
  );
}
