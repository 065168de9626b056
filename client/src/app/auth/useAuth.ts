import { use, useMemo, useSyncExternalStore } from 'react';
import { AuthContext } from './auth-context';
import type { AuthActions, AuthApi, AuthHandle } from './auth-context';
import type { SessionUser } from './session';

function useHandle(): AuthHandle {
  const handle = use(AuthContext);
  if (!handle) throw new Error('useAuth must be used within an AuthProvider');
  return handle;
}

/** The auth state and actions. Throws outside an AuthProvider (spec section 8). */
export function useAuth(): AuthApi {
  const { store, actions } = useHandle();
  const state = useSyncExternalStore(store.subscribe, store.get, store.getServer);
  return useMemo(() => ({ ...state, ...actions }), [state, actions]);
}

const NOBODY = () => null;

/**
 * Only the signed-in user (null for a guest): a component that reads just this is not re-rendered
 * when the session has been read and the visitor is a guest, which keeps a server-rendered page's
 * parts from being taken over all at once.
 */
export function useAuthUser(): SessionUser | null {
  const { store } = useHandle();
  return useSyncExternalStore(store.subscribe, () => store.get().user, NOBODY);
}

/** The actions alone; they never change, so reading them never re-renders. */
export function useAuthActions(): AuthActions {
  return useHandle().actions;
}
