import type { AuthState } from './auth-context';

/** The auth state and whether the stored session has been read yet. */
export interface AuthSnapshot extends AuthState {
  /** True once the stored session has been read; guards wait for this (not for login/register). */
  isReady: boolean;
}

/** What the server renders and the browser hydrates with: nobody known yet (no localStorage there). */
export const STARTING: AuthSnapshot = { user: null, token: null, isAuthenticated: false, isLoading: true, isReady: false };

export interface AuthStore {
  get: () => AuthSnapshot;
  /** Always STARTING: the page the server rendered did not know the session. */
  getServer: () => AuthSnapshot;
  set: (next: AuthSnapshot | ((current: AuthSnapshot) => AuthSnapshot)) => void;
  subscribe: (listener: () => void) => () => void;
}

/**
 * The auth state lives outside React's context: components read it with
 * useSyncExternalStore, so restoring the session after the page is taken over re-renders only the
 * components that read what changed. A changing context value instead would make React take over every
 * part of a server-rendered page still waiting, at once, in one long blocking task.
 */
export function createAuthStore(): AuthStore {
  let state = STARTING;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    getServer: () => STARTING,
    set(next) {
      const value = typeof next === 'function' ? next(state) : next;
      if (value === state) return;
      state = value;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
