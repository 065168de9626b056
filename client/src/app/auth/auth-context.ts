import { createContext } from 'react';
import type { RegisterInput, RegisterPageMutation, TwoFactorStep } from '../../__generated__/graphql';
import type { AuthSnapshot, AuthStore } from './auth-store';
import type { SessionUser } from './session';

export type RegisterResult = RegisterPageMutation['register'];

/** After a correct password: signed in, or the second step due (no session yet). */
export type LoginOutcome = { user: SessionUser; twoFactor: null } | { user: null; twoFactor: { step: TwoFactorStep; ticket: string } };

export interface AuthState {
  user: SessionUser | null;
  token: string | null;
  isAuthenticated: boolean;
  /** True at start-up until the stored session is read, and while login or register run. */
  isLoading: boolean;
}

/** What the auth provider does; the functions keep their identity for the provider's life. */
export interface AuthActions {
  login: (email: string, password: string) => Promise<LoginOutcome>;
  /** The second sign-in step (a code or a recovery code, with the ticket from `login`); signs in. */
  verifyTwoFactor: (ticket: string, code: string) => Promise<SessionUser>;
  /** Starts the session another step answered (the two-factor set-up at sign-in). */
  acceptSession: (token: string, user: SessionUser) => void;
  /** Signs in at once, except for an admin request waiting for approval (`pendingApproval`, no token). */
  register: (input: RegisterInput) => Promise<RegisterResult>;
  /** Clears the session and the Apollo cache, then goes to / (spec section 2: logout leads to /). */
  logout: () => void;
  /** Merges the given fields into the signed-in user (and the stored copy). */
  updateProfile: (fields: Partial<SessionUser>) => void;
}

export type AuthApi = AuthSnapshot & AuthActions;

/** A value that never changes once mounted: the state is read from the store (auth-store.ts). */
export interface AuthHandle {
  store: AuthStore;
  actions: AuthActions;
}

export const AuthContext = createContext<AuthHandle | null>(null);
