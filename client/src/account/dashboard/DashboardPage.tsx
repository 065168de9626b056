import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import MenuBook from '@mui/icons-material/MenuBook';
import WorkOutlined from '@mui/icons-material/WorkOutlined';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Role } from '../../__generated__/graphql';
import { isStaffRole } from '../../app/auth/redirects';
import { useAuthUser } from '../../app/auth/useAuth';
import { FeatureGrid } from '../../public/shared/FeatureGrid';
import type { Feature } from '../../public/shared/FeatureGrid';
import { roleLabel } from '../roles';
import { MyApplications } from '../applications/MyApplications';
import { MyCertificates } from '../certificates/MyCertificates';
import { MyCourses } from '../courses/MyCourses';

interface Shortcut extends Pick<Feature, 'icon'> {
  /** Whether a user with this role sees the shortcut. */
  shownTo: (role: Role) => boolean;
  title: MessageDescriptor;
  text: MessageDescriptor;
  link: { to: string; label: MessageDescriptor };
}

const SHORTCUTS: readonly Shortcut[] = [
  { shownTo: (role) => role === 'student', icon: <MenuBook />, title: msg`Keep learning`, text: msg`Explore our AI courses, from fundamentals to advanced deep learning.`, link: { to: '/courses', label: msg`Browse courses` } },
  { shownTo: (role) => role === 'applicant', icon: <WorkOutlined />, title: msg`Find your next role`, text: msg`See the positions open across our engineering, research and business teams.`, link: { to: '/career', label: msg`Browse open positions` } },
  { shownTo: isStaffRole, icon: <AdminPanelSettings />, title: msg`Admin Panel`, text: msg`Manage services, courses, jobs, users and messages.`, link: { to: '/admin', label: msg`Open Admin Panel` } },
  { shownTo: () => true, icon: <ManageAccounts />, title: msg`Your profile`, text: msg`Keep your contact details up to date and change your password.`, link: { to: '/dashboard/profile', label: msg`Edit profile` } },
];

export function DashboardPage() {
  const { i18n } = useLingui();
  const user = useAuthUser();
  if (!user) return null;
  const name = user.name;
  const shortcuts: Feature[] = SHORTCUTS.filter((shortcut) => shortcut.shownTo(user.role)).map((shortcut) => ({
    icon: shortcut.icon,
    title: i18n._(shortcut.title),
    text: i18n._(shortcut.text),
    link: { to: shortcut.link.to, label: i18n._(shortcut.link.label) },
  }));
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 1 }}>
        <Typography variant="h4" component="h1">
          <Trans>Welcome back, {name}</Trans>
        </Typography>
        <Chip label={roleLabel(i18n, user.role)} color="primary" variant="outlined" size="small" sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }} />
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        <Trans>Here is where you can pick up where you left off.</Trans>
      </Typography>
      <FeatureGrid features={shortcuts} size={{ xs: 12, sm: 6, md: 4 }} />
      {user.role === 'student' && (
        <>
          <MyCourses />
          <MyCertificates />
        </>
      )}
      {user.role === 'applicant' && <MyApplications />}
    </>
  );
}
