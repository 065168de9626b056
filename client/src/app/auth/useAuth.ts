import { use } from 'react';
import { AuthContext } from './auth-context';
import type { AuthApi } from './auth-context';

/** The auth state and actions. Throws outside an AuthProvider (spec section 8). */
export function useAuth(): AuthApi {
  const auth = use(AuthContext);
  if (!auth) throw new Error('useAuth must be used within an AuthProvider');
  return auth;
}
