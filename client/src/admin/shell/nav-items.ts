import type SvgIcon from '@mui/material/SvgIcon';
import AnalyticsOutlinedIcon from '@mui/icons-material/AnalyticsOutlined';
import ContactMailOutlinedIcon from '@mui/icons-material/ContactMailOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import DesignServicesOutlinedIcon from '@mui/icons-material/DesignServicesOutlined';
import PeopleOutlinedIcon from '@mui/icons-material/PeopleOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import WorkOutlinedIcon from '@mui/icons-material/WorkOutlined';

export interface AdminNavItem {
  label: string;
  to: string;
  icon: typeof SvgIcon;
  /** Dashboard is highlighted only on an exact match; the others on a path prefix (spec section 2). */
  exact?: boolean;
}

export const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = [
  { label: 'Dashboard', to: '/admin', icon: DashboardOutlinedIcon, exact: true },
  { label: 'Users', to: '/admin/users', icon: PeopleOutlinedIcon },
  { label: 'Courses', to: '/admin/courses', icon: SchoolOutlinedIcon },
  { label: 'Jobs', to: '/admin/jobs', icon: WorkOutlinedIcon },
  { label: 'Services', to: '/admin/services', icon: DesignServicesOutlinedIcon },
  { label: 'Contact', to: '/admin/contact', icon: ContactMailOutlinedIcon },
  { label: 'Analytics', to: '/admin/analytics', icon: AnalyticsOutlinedIcon },
  { label: 'Settings', to: '/admin/settings', icon: SettingsOutlinedIcon },
];

export function isNavItemActive(item: AdminNavItem, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (item.exact) return path === item.to;
  return path === item.to || path.startsWith(`${item.to}/`);
}
