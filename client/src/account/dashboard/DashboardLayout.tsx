import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink, Outlet, useLocation } from 'react-router-dom';

const TABS = [
  { to: '/dashboard', label: 'Overview' },
  { to: '/dashboard/profile', label: 'Profile' },
] as const;

/** The signed-in user's area inside the public site: tabs over the dashboard screens. */
export function DashboardLayout() {
  const { pathname } = useLocation();
  const current = TABS.find((tab) => tab.to === pathname.replace(/\/$/, ''))?.to ?? false;
  return (
    <Box sx={{ py: { xs: 4, md: 6 } }}>
      <Container maxWidth="lg">
        <Tabs value={current} aria-label="Dashboard sections" sx={{ mb: 4, borderBottom: 1, borderColor: 'divider' }}>
          {TABS.map((tab) => (
            <Tab key={tab.to} value={tab.to} label={tab.label} component={RouterLink} to={tab.to} />
          ))}
        </Tabs>
        <Outlet />
      </Container>
    </Box>
  );
}
