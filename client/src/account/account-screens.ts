/**
 * The account's screens (sign-in, registration, password, dashboard, profile) and the lesson player, each its own chunk, listed here rather than in
 * app/routes.tsx: beside each `import()` the build writes the list of files that screen needs, and
 * routes.tsx is on every public page's first load. This list loads with the first of these screens
 * a person opens (app/routes.tsx `lazyScreenFrom`).
 */
import { lazyScreen } from '../app/lazy-screen';

export const LoginPage = lazyScreen(() => import('./login/LoginPage'), 'LoginPage', 'account');
export const RegisterPage = lazyScreen(() => import('./register/RegisterPage'), 'RegisterPage', 'account');
export const ForgotPasswordPage = lazyScreen(() => import('./forgot-password/ForgotPasswordPage'), 'ForgotPasswordPage', 'account');
export const ResetPasswordPage = lazyScreen(() => import('./reset-password/ResetPasswordPage'), 'ResetPasswordPage', 'account');
export const DashboardLayout = lazyScreen(() => import('./dashboard/DashboardLayout'), 'DashboardLayout', 'account');
export const DashboardPage = lazyScreen(() => import('./dashboard/DashboardPage'), 'DashboardPage', 'account');
export const LearnPage = lazyScreen(() => import('./learn/LearnPage'), 'LearnPage', 'account');
export const ProfilePage = lazyScreen(() => import('./profile/ProfilePage'), 'ProfilePage', 'account');
