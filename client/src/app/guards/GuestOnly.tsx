import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { PageSpinner } from '../PageSpinner';
import { postLoginPath } from '../auth/redirects';
import { useAuth } from '../auth/useAuth';

/**
 * /login, /register and the password pages: a signed-in admin or editor goes to /admin, anyone
 * else to /dashboard, or to a safe `?redirect=` target (the same place the pages send a user who
 * has just signed in, so the two never disagree).
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { user, isAuthenticated, isReady } = useAuth();
  const [search] = useSearchParams();
  if (!isReady) return <PageSpinner />;
  if (isAuthenticated) return <Navigate to={postLoginPath(user?.role, search)} replace />;
  return children;
}
