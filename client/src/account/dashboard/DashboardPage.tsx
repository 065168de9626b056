import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import ArrowForward from '@mui/icons-material/ArrowForward';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import MenuBook from '@mui/icons-material/MenuBook';
import WorkOutlined from '@mui/icons-material/WorkOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Role } from '../../__generated__/graphql';
import { isStaffRole } from '../../app/auth/redirects';
import { useAuth } from '../../app/auth/useAuth';
import { FeatureCard } from '../../public/shared/FeatureCard';
import { roleLabel } from '../roles';
import { MyApplications } from '../applications/MyApplications';
import { MyCourses } from '../courses/MyCourses';

interface Shortcut {
  icon: ReactNode;
  title: string;
  text: string;
  to: string;
  action: string;
}

function shortcutsFor(role: Role): Shortcut[] {
  const shortcuts: Shortcut[] = [];
  if (role === 'student') {
    shortcuts.push({
      icon: <MenuBook />,
      title: 'Keep learning',
      text: 'Explore our AI courses, from fundamentals to advanced deep learning.',
      to: '/courses',
      action: 'Browse courses',
    });
  }
  if (role === 'applicant') {
    shortcuts.push({
      icon: <WorkOutlined />,
      title: 'Find your next role',
      text: 'See the positions open across our engineering, research and business teams.',
      to: '/career',
      action: 'Browse open positions',
    });
  }
  if (isStaffRole(role)) {
    shortcuts.push({
      icon: <AdminPanelSettings />,
      title: 'Admin Panel',
      text: 'Manage services, courses, jobs, users and messages.',
      to: '/admin',
      action: 'Open Admin Panel',
    });
  }
  shortcuts.push({
    icon: <ManageAccounts />,
    title: 'Your profile',
    text: 'Keep your contact details up to date and change your password.',
    to: '/dashboard/profile',
    action: 'Edit profile',
  });
  return shortcuts;
}

export function DashboardPage() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 1 }}>
        <Typography variant="h4" component="h1">
          Welcome back, {user.name}
        </Typography>
        <Chip label={roleLabel(user.role)} color="primary" variant="outlined" size="small" sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }} />
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Here is where you can pick up where you left off.
      </Typography>
      <Grid container spacing={3}>
        {shortcutsFor(user.role).map((shortcut) => (
          <Grid key={shortcut.to} size={{ xs: 12, sm: 6, md: 4 }}>
            <FeatureCard
              icon={shortcut.icon}
              title={shortcut.title}
              footer={
                <Button component={RouterLink} to={shortcut.to} endIcon={<ArrowForward />} sx={{ px: 0 }}>
                  {shortcut.action}
                </Button>
              }
            >
              {shortcut.text}
            </FeatureCard>
          </Grid>
        ))}
      </Grid>
      {user.role === 'student' && <MyCourses />}
      {user.role === 'applicant' && <MyApplications />}
    </>
  );
}
