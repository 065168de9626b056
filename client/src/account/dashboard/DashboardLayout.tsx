import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink, Outlet, useLocation } from 'react-router-dom';

const TABS = [
  { to: '/dashboard', label: msg({ message: 'Overview', comment: 'Dashboard tab: the account summary' }) },
  { to: '/dashboard/profile', label: msg({ message: 'Profile', comment: 'Dashboard tab' }) },
] as const;

/** The signed-in user's area inside the public site: tabs over the dashboard screens. */
export function DashboardLayout() {
  const { t, i18n } = useLingui();
  const { pathname } = useLocation();
  const current = TABS.find((tab) => tab.to === pathname.replace(/\/$/, ''))?.to ?? false;
  return (
    <Box sx={{ py: { xs: 4, md: 6 } }}>
      <Container maxWidth="lg">
        <Tabs value={current} aria-label={t`Dashboard sections`} sx={{ mb: 4, borderBottom: 1, borderColor: 'divider' }}>
          {TABS.map((tab) => (
            <Tab key={tab.to} value={tab.to} label={i18n._(tab.label)} component={RouterLink} to={tab.to} />
          ))}
        </Tabs>
        <Outlet />
      </Container>
    </Box>
  );
}
