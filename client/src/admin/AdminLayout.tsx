import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { Outlet } from 'react-router-dom';
import { useState } from 'react';
import { NoticeProvider } from '../components/notice/NoticeProvider';
import { MAIN_CONTENT_PROPS, SkipLink } from '../components/SkipLink';
import { AdminSidebar } from './shell/AdminSidebar';
import { AdminTopBar } from './shell/AdminTopBar';
import { MaintenanceBanner } from './shell/MaintenanceBanner';

const SIDEBAR_WIDTH = 264;

/** The admin shell: sidebar (slide-in below lg, always shown from lg), top bar, and the screen. */
export function AdminLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = () => setDrawerOpen(false);
  const paperSx = { width: SIDEBAR_WIDTH, boxSizing: 'border-box', borderRight: 1, borderColor: 'divider' } as const;

  return (
    <NoticeProvider>
      <SkipLink />
      <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
        <Box component="aside" sx={{ width: { lg: SIDEBAR_WIDTH }, flexShrink: { lg: 0 } }}>
          <Drawer
            variant="temporary"
            open={drawerOpen}
            onClose={closeDrawer}
            // Keeping the closed drawer mounted makes opening it on phones instant.
            ModalProps={{ keepMounted: true }}
            sx={{ display: { xs: 'block', lg: 'none' } }}
            slotProps={{ paper: { sx: paperSx } }}
          >
            <AdminSidebar onNavigate={closeDrawer} />
          </Drawer>
          <Drawer
            variant="permanent"
            open
            sx={{ display: { xs: 'none', lg: 'block' } }}
            slotProps={{ paper: { sx: paperSx } }}
          >
            <AdminSidebar />
          </Drawer>
        </Box>
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <AdminTopBar onMenuClick={() => setDrawerOpen(true)} />
          <MaintenanceBanner />
          <Box component="main" {...MAIN_CONTENT_PROPS} sx={{ flex: 1, p: { xs: 2, sm: 3, lg: 4 }, maxWidth: 1600, width: '100%', mx: 'auto', scrollMarginTop: 64, '&:focus': { outline: 'none' } }}>
            <Outlet />
          </Box>
        </Box>
      </Box>
    </NoticeProvider>
  );
}
