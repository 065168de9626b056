/**
 * The back office's screens, each its own chunk, listed here rather than in app/routes.tsx: beside
 * each `import()` the build writes the list of files that screen needs (the back office's share
 * most of ~180 file names), and routes.tsx is on every public page's first load. This list loads
 * with the first back-office screen a person opens (app/routes.tsx `lazyScreenFrom`).
 */
import { lazyScreen } from '../app/lazy-screen';

export const AdminLayout = lazyScreen(() => import('./AdminLayout'), 'AdminLayout', 'admin');
export const AdminDashboardPage = lazyScreen(() => import('./dashboard/AdminDashboardPage'), 'AdminDashboardPage', 'admin');
export const ServicesManagementPage = lazyScreen(() => import('./services/ServicesManagementPage'), 'ServicesManagementPage', 'admin');
export const UserManagementPage = lazyScreen(() => import('./users/UserManagementPage'), 'UserManagementPage', 'admin');
export const JobManagementPage = lazyScreen(() => import('./jobs/JobManagementPage'), 'JobManagementPage', 'admin');
export const JobApplicationsPage = lazyScreen(() => import('./jobs/JobApplicationsPage'), 'JobApplicationsPage', 'admin');
export const CourseManagementPage = lazyScreen(() => import('./courses/CourseManagementPage'), 'CourseManagementPage', 'admin');
export const CourseBuilderPage = lazyScreen(() => import('./courses/builder/CourseBuilderPage'), 'CourseBuilderPage', 'admin');
export const PaymentsPage = lazyScreen(() => import('./courses/payments/PaymentsPage'), 'PaymentsPage', 'admin');
export const CertificatesPage = lazyScreen(() => import('./courses/certificates/CertificatesPage'), 'CertificatesPage', 'admin');
export const ContactManagementPage = lazyScreen(() => import('./contact/ContactManagementPage'), 'ContactManagementPage', 'admin');
export const SettingsPage = lazyScreen(() => import('./settings/SettingsPage'), 'SettingsPage', 'admin');
export const ActivityLogPage = lazyScreen(() => import('./activity/ActivityLogPage'), 'ActivityLogPage', 'admin');
export const AnalyticsPage = lazyScreen(() => import('./analytics/AnalyticsPage'), 'AnalyticsPage', 'admin');
export const OutboxPage = lazyScreen(() => import('./outbox/OutboxPage'), 'OutboxPage', 'admin');
