import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
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
  label: MessageDescriptor;
  to: string;
  icon: typeof SvgIcon;
  /** Dashboard is highlighted only on an exact match; the others on a path prefix (spec section 2). */
  exact?: boolean;
}

export const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = [
  { label: msg`Dashboard`, to: '/admin', icon: DashboardOutlinedIcon, exact: true },
  { label: msg`Users`, to: '/admin/users', icon: PeopleOutlinedIcon },
  { label: msg`Courses`, to: '/admin/courses', icon: SchoolOutlinedIcon },
  { label: msg`Jobs`, to: '/admin/jobs', icon: WorkOutlinedIcon },
  { label: msg`Services`, to: '/admin/services', icon: DesignServicesOutlinedIcon },
  { label: msg`Contact`, to: '/admin/contact', icon: ContactMailOutlinedIcon },
  { label: msg`Analytics`, to: '/admin/analytics', icon: AnalyticsOutlinedIcon },
  { label: msg`Settings`, to: '/admin/settings', icon: SettingsOutlinedIcon },
];

export function isNavItemActive(item: AdminNavItem, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (item.exact) return path === item.to;
  return path === item.to || path.startsWith(`${item.to}/`);
}
