import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';

/** Course Management's lists: the courses, the payments for them, and the certificates they issued. */
export function CourseAreaTabs({ current }: { current: 'courses' | 'payments' | 'certificates' }) {
  const { t } = useLingui();
  return (
    <Tabs value={current} aria-label={t`Course Management`} sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}>
      <Tab value="courses" label={t`Courses`} component={RouterLink} to="/admin/courses" />
      <Tab value="payments" label={t`Payments`} component={RouterLink} to="/admin/courses/payments" />
      <Tab value="certificates" label={t`Certificates`} component={RouterLink} to="/admin/courses/certificates" />
    </Tabs>
  );
}
