import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { PageSpinner } from './PageSpinner';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';
import { GuestOnly } from './guards/GuestOnly';
import { RequireAuth } from './guards/RequireAuth';
import { RequireStaff } from './guards/RequireStaff';

// Every screen and layout is its own chunk (spec: keep the public first load small).
const PublicLayout = lazy(() => import('../public/layout/PublicLayout').then((m) => ({ default: m.PublicLayout })));
const HomePage = lazy(() => import('../public/home/HomePage').then((m) => ({ default: m.HomePage })));
const AboutPage = lazy(() => import('../public/about/AboutPage').then((m) => ({ default: m.AboutPage })));
const ServicesPage = lazy(() => import('../public/services/ServicesPage').then((m) => ({ default: m.ServicesPage })));
const CoursesPage = lazy(() => import('../public/courses/CoursesPage').then((m) => ({ default: m.CoursesPage })));
const CourseDetailsPage = lazy(() =>
  import('../public/courses/CourseDetailsPage').then((m) => ({ default: m.CourseDetailsPage })),
);
const CareerPage = lazy(() => import('../public/career/CareerPage').then((m) => ({ default: m.CareerPage })));
const JobDetailsPage = lazy(() => import('../public/career/JobDetailsPage').then((m) => ({ default: m.JobDetailsPage })));
const ContactPage = lazy(() => import('../public/contact/ContactPage').then((m) => ({ default: m.ContactPage })));
const TermsPage = lazy(() => import('../public/legal/TermsPage').then((m) => ({ default: m.TermsPage })));
const PrivacyPage = lazy(() => import('../public/legal/PrivacyPage').then((m) => ({ default: m.PrivacyPage })));
const NotFoundPage = lazy(() => import('../public/not-found/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

const LoginPage = lazy(() => import('../account/login/LoginPage').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import('../account/register/RegisterPage').then((m) => ({ default: m.RegisterPage })));
const ForgotPasswordPage = lazy(() =>
  import('../account/forgot-password/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../account/reset-password/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })),
);
const DashboardLayout = lazy(() =>
  import('../account/dashboard/DashboardLayout').then((m) => ({ default: m.DashboardLayout })),
);
const DashboardPage = lazy(() => import('../account/dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })));
const ProfilePage = lazy(() => import('../account/profile/ProfilePage').then((m) => ({ default: m.ProfilePage })));

const AdminLayout = lazy(() => import('../admin/AdminLayout').then((m) => ({ default: m.AdminLayout })));
const AdminDashboardPage = lazy(() =>
  import('../admin/dashboard/AdminDashboardPage').then((m) => ({ default: m.AdminDashboardPage })),
);
const ServicesManagementPage = lazy(() =>
  import('../admin/services/ServicesManagementPage').then((m) => ({ default: m.ServicesManagementPage })),
);
const UserManagementPage = lazy(() =>
  import('../admin/users/UserManagementPage').then((m) => ({ default: m.UserManagementPage })),
);
const JobManagementPage = lazy(() =>
  import('../admin/jobs/JobManagementPage').then((m) => ({ default: m.JobManagementPage })),
);
const JobApplicationsPage = lazy(() =>
  import('../admin/jobs/JobApplicationsPage').then((m) => ({ default: m.JobApplicationsPage })),
);
const CourseManagementPage = lazy(() =>
  import('../admin/courses/CourseManagementPage').then((m) => ({ default: m.CourseManagementPage })),
);
const ContactManagementPage = lazy(() =>
  import('../admin/contact/ContactManagementPage').then((m) => ({ default: m.ContactManagementPage })),
);
const SettingsPage = lazy(() => import('../admin/settings/SettingsPage').then((m) => ({ default: m.SettingsPage })));
const ActivityLogPage = lazy(() => import('../admin/activity/ActivityLogPage').then((m) => ({ default: m.ActivityLogPage })));
const AnalyticsPage = lazy(() => import('../admin/analytics/AnalyticsPage').then((m) => ({ default: m.AnalyticsPage })));

/** Each screen suspends on its own, so the surrounding layout stays on screen while it loads. */
function page(element: ReactNode): ReactNode {
  return <Suspense fallback={<PageSpinner />}>{element}</Suspense>;
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: page(<PublicLayout />),
        children: [
          { index: true, element: page(<HomePage />) },
          { path: 'about', element: page(<AboutPage />) },
          { path: 'services', element: page(<ServicesPage />) },
          { path: 'courses', element: page(<CoursesPage />) },
          { path: 'courses/:id', element: page(<CourseDetailsPage />) },
          { path: 'career', element: page(<CareerPage />) },
          { path: 'career/:id', element: page(<JobDetailsPage />) },
          { path: 'contact', element: page(<ContactPage />) },
          { path: 'terms', element: page(<TermsPage />) },
          { path: 'privacy', element: page(<PrivacyPage />) },
          {
            element: (
              <GuestOnly>
                <Outlet />
              </GuestOnly>
            ),
            children: [
              { path: 'login', element: page(<LoginPage />) },
              { path: 'register', element: page(<RegisterPage />) },
              { path: 'forgot-password', element: page(<ForgotPasswordPage />) },
              { path: 'reset-password', element: page(<ResetPasswordPage />) },
            ],
          },
          {
            path: 'dashboard',
            element: <RequireAuth>{page(<DashboardLayout />)}</RequireAuth>,
            children: [
              { index: true, element: page(<DashboardPage />) },
              { path: 'profile', element: page(<ProfilePage />) },
            ],
          },
          { path: '*', element: page(<NotFoundPage />) },
        ],
      },
      {
        path: 'admin',
        element: <RequireStaff>{page(<AdminLayout />)}</RequireStaff>,
        children: [
          { index: true, element: page(<AdminDashboardPage />) },
          { path: 'courses', element: page(<CourseManagementPage />) },
          { path: 'jobs', element: page(<JobManagementPage />) },
          { path: 'jobs/:id/applications', element: page(<JobApplicationsPage />) },
          { path: 'services', element: page(<ServicesManagementPage />) },
          { path: 'contact', element: page(<ContactManagementPage />) },
          { path: 'users', element: page(<UserManagementPage />) },
          { path: 'activity', element: page(<ActivityLogPage />) },
          { path: 'analytics', element: page(<AnalyticsPage />) },
          { path: 'settings', element: page(<SettingsPage />) },
        ],
      },
    ],
  },
];
