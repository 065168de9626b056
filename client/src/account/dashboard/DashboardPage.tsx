import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import MenuBook from '@mui/icons-material/MenuBook';
import WorkOutlined from '@mui/icons-material/WorkOutlined';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import type { Role } from '../../__generated__/graphql';
import { isStaffRole } from '../../app/auth/redirects';
import { useAuthUser } from '../../app/auth/useAuth';
import { FeatureGrid } from '../../public/shared/FeatureGrid';
import type { Feature } from '../../public/shared/FeatureGrid';
import { roleLabel } from '../roles';
import { MyApplications } from '../applications/MyApplications';
import { MyCourses } from '../courses/MyCourses';

interface Shortcut extends Feature {
  /** Whether a user with this role sees the shortcut. */
  shownTo: (role: Role) => boolean;
}

const SHORTCUTS: readonly Shortcut[] = [
  { shownTo: (role) => role === 'student', icon: <MenuBook />, title: 'Keep learning', text: 'Explore our AI courses, from fundamentals to advanced deep learning.', link: { to: '/courses', label: 'Browse courses' } },
  { shownTo: (role) => role === 'applicant', icon: <WorkOutlined />, title: 'Find your next role', text: 'See the positions open across our engineering, research and business teams.', link: { to: '/career', label: 'Browse open positions' } },
  { shownTo: isStaffRole, icon: <AdminPanelSettings />, title: 'Admin Panel', text: 'Manage services, courses, jobs, users and messages.', link: { to: '/admin', label: 'Open Admin Panel' } },
  { shownTo: () => true, icon: <ManageAccounts />, title: 'Your profile', text: 'Keep your contact details up to date and change your password.', link: { to: '/dashboard/profile', label: 'Edit profile' } },
];

export function DashboardPage() {
  const { i18n } = useLingui();
  const user = useAuthUser();
  if (!user) return null;
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 1 }}>
        <Typography variant="h4" component="h1">
          Welcome back, {user.name}
        </Typography>
        <Chip label={roleLabel(i18n, user.role)} color="primary" variant="outlined" size="small" sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }} />
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Here is where you can pick up where you left off.
      </Typography>
      <FeatureGrid features={SHORTCUTS.filter((shortcut) => shortcut.shownTo(user.role))} size={{ xs: 12, sm: 6, md: 4 }} />
      {user.role === 'student' && <MyCourses />}
      {user.role === 'applicant' && <MyApplications />}
    </>
  );
}
