import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { RegisterInput } from '../../__generated__/graphql';
import { AuthContext } from './auth-context';
import type { AuthHandle, LoginOutcome, RegisterResult } from './auth-context';
import { createAuthStore } from './auth-store';
import type { AuthSnapshot } from './auth-store';
import { CurrentUserQuery, SignOutMutation } from './operations';
import {
  clearSession,
  readStoredSession,
  readToken,
  saveSession,
  saveUser,
  subscribeSession,
} from './session';
import type { SessionUser } from './session';

/** The sign-in and registration documents, loaded the first time someone signs in or registers. */
const signInOperations = () => import('./sign-in-operations');

const SIGNED_OUT: AuthSnapshot = { user: null, token: null, isAuthenticated: false, isLoading: false, isReady: true };

/**
 * Auth state per spec section 4, kept in a store read through useAuth (auth-store.ts). It starts
 * loading, restores the stored session when both `token` and `user` are present (a user that cannot
 * be parsed clears both), then refreshes the user from the server in the background. Lives inside
 * the router because signing out navigates.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [store] = useState(createAuthStore);
  const setState = store.set;

  useEffect(() => {
    const stored = readStoredSession();
    if (stored.kind === 'corrupt') clearSession();
    // Spec section 4: auth starts loading and then restores the stored session, so the first render
    // is the loading one and the restore is this effect's job (synchronising with localStorage).
    setState(stored.kind === 'restored' ? signedIn(stored.token, stored.user) : SIGNED_OUT);
    if (stored.kind !== 'restored') return;

    let cancelled = false;
    client
      .query({ query: CurrentUserQuery, fetchPolicy: 'network-only' })
      .then(({ data }) => {
        if (cancelled) return;
        const me = data?.me;
        if (me) {
          saveUser(me);
          setState((current) => (current.isAuthenticated ? { ...current, user: me } : current));
        } else if (readToken() === stored.token) {
          // The server no longer knows this session: sign out quietly; guards send the user on.
          clearSession();
          setState(SIGNED_OUT);
        }
      })
      .catch(() => {
        // Offline or server trouble: keep the restored session. A refused token arrives as HTTP 401,
        // which the Apollo link turns into a session-expired event (handled below).
      });
    return () => {
      cancelled = true;
    };
  }, [client, setState]);

  useEffect(
    () =>
      subscribeSession((event) => {
        if (event.type === 'token') {
          setState((current) => (current.isAuthenticated ? { ...current, token: event.token } : current));
          return;
        }
        // Leave the protected page first, so its guard does not redirect somewhere else meanwhile.
        void navigate('/login', { flushSync: true });
        setState(SIGNED_OUT);
        void client.clearStore();
      }),
    [client, navigate, setState],
  );

  const signIn = useCallback(
    (token: string, user: SessionUser) => {
      saveSession(token, user);
      setState(signedIn(token, user));
    },
    [setState],
  );

  const login = useCallback(
    async (email: string, password: string): Promise<LoginOutcome> => {
      setState((current) => ({ ...current, isLoading: true }));
      try {
        const { LoginPageMutation } = await signInOperations();
        const { data } = await client.mutate({ mutation: LoginPageMutation, variables: { input: { email, password } } });
        if (!data) throw new Error('Login failed');
        const { token, user, twoFactor } = data.login;
        if (twoFactor) {
          setState((current) => ({ ...current, isLoading: false }));
          return { user: null, twoFactor: { step: twoFactor.step, ticket: twoFactor.ticket } };
        }
        if (!token || !user) throw new Error('Login failed');
        signIn(token, user);
        return { user, twoFactor: null };
      } catch (error) {
        setState((current) => ({ ...current, isLoading: false }));
        throw error;
      }
    },
    [client, signIn, setState],
  );

  const verifyTwoFactor = useCallback(
    async (ticket: string, code: string) => {
      const { TwoFactorSignInMutation } = await signInOperations();
      const { data } = await client.mutate({ mutation: TwoFactorSignInMutation, variables: { input: { ticket, code } } });
      if (!data) throw new Error('Login failed');
      signIn(data.verifyTwoFactor.token, data.verifyTwoFactor.user);
      return data.verifyTwoFactor.user;
    },
    [client, signIn],
  );

  const register = useCallback(
    async (input: RegisterInput): Promise<RegisterResult> => {
      setState((current) => ({ ...current, isLoading: true }));
      try {
        const { RegisterPageMutation } = await signInOperations();
        const { data } = await client.mutate({ mutation: RegisterPageMutation, variables: { input } });
        if (!data) throw new Error('Registration failed');
        const result = data.register;
        if (result.token && !result.pendingApproval) signIn(result.token, result.user);
        else setState((current) => ({ ...current, isLoading: false }));
        return result;
      } catch (error) {
        setState((current) => ({ ...current, isLoading: false }));
        throw error;
      }
    },
    [client, signIn, setState],
  );

  const logout = useCallback(() => {
    // The server revokes the token; the browser forgets it at once either way (it need not wait,
    // and an unreachable server must not keep anyone signed in here).
    const token = readToken();
    const revoked = token
      ? client.mutate({ mutation: SignOutMutation, context: { headers: { Authorization: `Bearer ${token}` } } }).catch(() => undefined)
      : Promise.resolve();
    clearSession();
    void navigate('/', { flushSync: true });
    setState(SIGNED_OUT);
    // Drop what the signed-in user could see and refetch what the page shows, as a guest (after
    // the revocation has left, so resetting the store cannot cancel it).
    void revoked.then(() => client.resetStore()).catch(() => undefined);
  }, [client, navigate, setState]);

  const updateProfile = useCallback(
    (fields: Partial<SessionUser>) => {
      setState((current) => {
        if (!current.user) return current;
        const user = { ...current.user, ...fields };
        saveUser(user);
        return { ...current, user };
      });
    },
    [setState],
  );

  // The same value for the provider's life (the client and the router's navigate do not change),
  // so nothing below re-renders because of it; the state reaches readers through the store.
  const handle = useMemo<AuthHandle>(
    () => ({ store, actions: { login, verifyTwoFactor, acceptSession: signIn, register, logout, updateProfile } }),
    [store, login, verifyTwoFactor, signIn, register, logout, updateProfile],
  );

  return <AuthContext value={handle}>{children}</AuthContext>;
}

function signedIn(token: string, user: SessionUser): AuthSnapshot {
  return { user, token, isAuthenticated: true, isLoading: false, isReady: true };
}
