import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { PageSpinner } from '../PageSpinner';
import { useAuth } from '../auth/useAuth';
import { useAccountLanguage } from './useAccountLanguage';

/** /dashboard: guests go to /login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated, isReady } = useAuth();
  const movingToOwnLanguage = useAccountLanguage();
  if (!isReady || movingToOwnLanguage) return <PageSpinner />;
  if (!isAuthenticated) return <Navigate to="/login" replace />;
  return children;
}
