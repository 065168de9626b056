import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { PageSpinner } from '../PageSpinner';
import { isStaffRole } from '../auth/redirects';
import { useAuth } from '../auth/useAuth';
import { useAccountLanguage } from './useAccountLanguage';

/** /admin: admin and editor only; other signed-in roles go to /, guests to /login. */
export function RequireStaff({ children }: { children: ReactNode }) {
  const { user, isAuthenticated, isReady } = useAuth();
  const movingToOwnLanguage = useAccountLanguage();
  if (!isReady || movingToOwnLanguage) return <PageSpinner />;
  if (!isAuthenticated) return <Navigate to="/login" replace />;
  if (!isStaffRole(user?.role)) return <Navigate to="/" replace />;
  return children;
}
