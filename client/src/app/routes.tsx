import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { matchRoutes, Outlet } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { lazyScreen, lazyScreenFrom } from './lazy-screen';
import type { LazyScreen } from './lazy-screen';
import type { CatalogBundle } from '../i18n/load-bundles';
import { PageSpinner } from './PageSpinner';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';
import { GuestOnly } from './guards/GuestOnly';
import { RequireAuth } from './guards/RequireAuth';
import { RequireStaff } from './guards/RequireStaff';

// Every screen and layout is its own chunk (spec: keep the public first load small).
const PublicLayout = lazyScreen(() => import('../public/layout/PublicLayout'), 'PublicLayout', 'site');
const HomePage = lazyScreen(() => import('../public/home/HomePage'), 'HomePage', 'home');
const AboutPage = lazyScreen(() => import('../public/about/AboutPage'), 'AboutPage', 'about');
const ServicesPage = lazyScreen(() => import('../public/services/ServicesPage'), 'ServicesPage', 'services');
const CoursesPage = lazyScreen(() => import('../public/courses/CoursesPage'), 'CoursesPage', 'courses');
const CourseDetailsPage = lazyScreen(() => import('../public/courses/CourseDetailsPage'), 'CourseDetailsPage', 'course-details');
const CareerPage = lazyScreen(() => import('../public/career/CareerPage'), 'CareerPage', 'career');
const JobDetailsPage = lazyScreen(() => import('../public/career/JobDetailsPage'), 'JobDetailsPage', 'job-details');
const CertificatePage = lazyScreen(() => import('../public/certificates/CertificatePage'), 'CertificatePage', 'certificates');
const ContactPage = lazyScreen(() => import('../public/contact/ContactPage'), 'ContactPage', 'contact');
const TermsPage = lazyScreen(() => import('../public/legal/TermsPage'), 'TermsPage', 'terms');
const PrivacyPage = lazyScreen(() => import('../public/legal/PrivacyPage'), 'PrivacyPage', 'privacy');
const NotFoundPage = lazyScreen(() => import('../public/not-found/NotFoundPage'), 'NotFoundPage', 'site');

// The account's screens and the back office's come from lists of their own, loaded with the first of
// them opened: the lists of files each needs would otherwise weigh on every public page's first load.
const accountScreens = () => import('../account/account-screens');
const adminScreens = () => import('../admin/admin-screens');
const LoginPage = lazyScreenFrom(accountScreens, 'LoginPage');
const RegisterPage = lazyScreenFrom(accountScreens, 'RegisterPage');
const ForgotPasswordPage = lazyScreenFrom(accountScreens, 'ForgotPasswordPage');
const ResetPasswordPage = lazyScreenFrom(accountScreens, 'ResetPasswordPage');
const DashboardLayout = lazyScreenFrom(accountScreens, 'DashboardLayout');
const DashboardPage = lazyScreenFrom(accountScreens, 'DashboardPage');
const LearnPage = lazyScreenFrom(accountScreens, 'LearnPage');
const ProfilePage = lazyScreenFrom(accountScreens, 'ProfilePage');

const AdminLayout = lazyScreenFrom(adminScreens, 'AdminLayout');
const AdminDashboardPage = lazyScreenFrom(adminScreens, 'AdminDashboardPage');
const ServicesManagementPage = lazyScreenFrom(adminScreens, 'ServicesManagementPage');
const UserManagementPage = lazyScreenFrom(adminScreens, 'UserManagementPage');
const JobManagementPage = lazyScreenFrom(adminScreens, 'JobManagementPage');
const JobApplicationsPage = lazyScreenFrom(adminScreens, 'JobApplicationsPage');
const CourseManagementPage = lazyScreenFrom(adminScreens, 'CourseManagementPage');
const CourseBuilderPage = lazyScreenFrom(adminScreens, 'CourseBuilderPage');
const PaymentsPage = lazyScreenFrom(adminScreens, 'PaymentsPage');
const CertificatesPage = lazyScreenFrom(adminScreens, 'CertificatesPage');
const ContactManagementPage = lazyScreenFrom(adminScreens, 'ContactManagementPage');
const SettingsPage = lazyScreenFrom(adminScreens, 'SettingsPage');
const ActivityLogPage = lazyScreenFrom(adminScreens, 'ActivityLogPage');
const AnalyticsPage = lazyScreenFrom(adminScreens, 'AnalyticsPage');
const OutboxPage = lazyScreenFrom(adminScreens, 'OutboxPage');

/** Each screen suspends on its own, so the surrounding layout stays on screen while it loads. */
function page(element: ReactNode): ReactNode {
  return <Suspense fallback={<PageSpinner />}>{element}</Suspense>;
}

/** What a route loads: the server-rendered pages' screens are loaded before rendering (see below). */
type ScreenHandle = { screen: LazyScreen };

/** A public route rendering `Screen`, which the server renders with its data. */
function publicScreen(Screen: LazyScreen): Pick<RouteObject, 'element' | 'handle'> {
  return { element: page(<Screen />), handle: { screen: Screen } satisfies ScreenHandle };
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        ...publicScreen(PublicLayout),
        children: [
          { index: true, ...publicScreen(HomePage) },
          { path: 'about', ...publicScreen(AboutPage) },
          { path: 'services', ...publicScreen(ServicesPage) },
          { path: 'courses', ...publicScreen(CoursesPage) },
          { path: 'courses/:id', ...publicScreen(CourseDetailsPage) },
          { path: 'career', ...publicScreen(CareerPage) },
          { path: 'career/:id', ...publicScreen(JobDetailsPage) },
          { path: 'contact', ...publicScreen(ContactPage) },
          { path: 'certificates/:serial', ...publicScreen(CertificatePage) },
          { path: 'terms', ...publicScreen(TermsPage) },
          { path: 'privacy', ...publicScreen(PrivacyPage) },
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
          // Free preview lessons open to guests too, so the player asks for no sign-in itself.
          { path: 'learn/:courseId', element: page(<LearnPage />) },
          { path: 'learn/:courseId/:itemId', element: page(<LearnPage />) },
          { path: '*', element: page(<NotFoundPage />) },
        ],
      },
      {
        path: 'admin',
        element: <RequireStaff>{page(<AdminLayout />)}</RequireStaff>,
        children: [
          { index: true, element: page(<AdminDashboardPage />) },
          { path: 'courses', element: page(<CourseManagementPage />) },
          { path: 'courses/payments', element: page(<PaymentsPage />) },
          { path: 'courses/certificates', element: page(<CertificatesPage />) },
          { path: 'courses/:courseId/content', element: page(<CourseBuilderPage />) },
          { path: 'jobs', element: page(<JobManagementPage />) },
          { path: 'jobs/:id/applications', element: page(<JobApplicationsPage />) },
          { path: 'services', element: page(<ServicesManagementPage />) },
          { path: 'contact', element: page(<ContactManagementPage />) },
          { path: 'users', element: page(<UserManagementPage />) },
          { path: 'activity', element: page(<ActivityLogPage />) },
          { path: 'outbox', element: page(<OutboxPage />) },
          { path: 'analytics', element: page(<AnalyticsPage />) },
          { path: 'settings', element: page(<SettingsPage />) },
        ],
      },
    ],
  },
];

/** The server-rendered screens at `pathname` (under the language prefix `basename`): the public layout and page. */
function serverRenderedScreens(pathname: string, basename?: string): LazyScreen[] {
  return (matchRoutes(routes, pathname, basename) ?? []).flatMap((match) => (match.route.handle as ScreenHandle | undefined)?.screen ?? []);
}

/** The catalog bundles the server-rendered screens at `pathname` show (README › Languages). */
export function screenBundlesAt(pathname: string, basename?: string): CatalogBundle[] {
  return serverRenderedScreens(pathname, basename).flatMap((screen) => screen.bundle ?? []);
}

/**
 * Loads the code of the server-rendered screens at `pathname` (the public layout and page), so the
 * server renders them whole and the browser hydrates them without suspending. With `between`, one
 * screen at a time, awaiting `between()` after each (the browser's hydration gives it a turn).
 */
export async function preloadScreens(pathname: string, between?: () => Promise<void>, basename?: string): Promise<void> {
  const screens = serverRenderedScreens(pathname, basename);
  if (!between) {
    await Promise.all(screens.map((screen) => screen.preload()));
    return;
  }
  // All downloading at once, each one's code run in a task of its own.
  const loading = screens.map((screen) => screen.preload());
  for (const loaded of loading) {
    await loaded;
    await between();
  }
}
