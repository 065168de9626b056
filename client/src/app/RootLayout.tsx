import { Outlet, ScrollRestoration } from 'react-router-dom';
import { AuthProvider } from './auth/AuthProvider';
import { SiteHead } from './site/SiteHead';

/** The router's root: auth lives inside the router because signing in and out navigates. */
export function RootLayout() {
  return (
    <AuthProvider>
      <SiteHead />
      <ScrollRestoration />
      <Outlet />
    </AuthProvider>
  );
}
