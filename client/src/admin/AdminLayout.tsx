import Box from '@mui/material/Box';
import { Outlet } from 'react-router-dom';

export function AdminLayout() {
  return (
    <Box sx={{ minHeight: '100vh' }}>
      <Outlet />
    </Box>
  );
}
