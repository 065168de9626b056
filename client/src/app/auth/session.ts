import type { AuthUserFragment } from '../../__generated__/graphql';

/**
 * The signed-in session as kept in localStorage (keys `token` and `user`, spec section 3).
 * Everything that writes the session goes through here, so the auth provider can follow changes
 * made outside React: a token renewed by the server (X-Auth-Token) or a session the server refused (401).
 */

export type SessionUser = AuthUserFragment;

export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

export type SessionEvent = { type: 'token'; token: string } | { type: 'expired' };
type Listener = (event: SessionEvent) => void;

const listeners = new Set<Listener>();

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function emit(event: SessionEvent): boolean {
  listeners.forEach((listener) => listener(event));
  return listeners.size > 0;
}

export function readToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export type StoredSession =
  | { kind: 'none' }
  | { kind: 'corrupt' }
  | { kind: 'restored'; token: string; user: SessionUser };

/** Both items must be present; a user that cannot be parsed counts as corrupt (spec section 4). */
export function readStoredSession(): StoredSession {
  const token = localStorage.getItem(TOKEN_KEY);
  const rawUser = localStorage.getItem(USER_KEY);
  if (!token || !rawUser) return { kind: 'none' };
  const user = parseUser(rawUser);
  return user ? { kind: 'restored', token, user } : { kind: 'corrupt' };
}

function parseUser(raw: string): SessionUser | null {
  try {
    const value: unknown = JSON.parse(raw);
    if (
      typeof value === 'object' &&
      value !== null &&
      'id' in value &&
      typeof value.id === 'string' &&
      'name' in value &&
      typeof value.name === 'string' &&
      'role' in value &&
      typeof value.role === 'string'
    ) {
      return value as SessionUser;
    }
    return null;
  } catch {
    return null;
  }
}

export function saveSession(token: string, user: SessionUser): void {
  localStorage.setItem(TOKEN_KEY, token);
  saveUser(user);
}

export function saveUser(user: SessionUser): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

/** Stores a token the server issued for the current session (renewal, password change). */
export function replaceToken(token: string): void {
  if (token === readToken()) return;
  localStorage.setItem(TOKEN_KEY, token);
  emit({ type: 'token', token });
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
}

/**
 * The server refused the stored token: forget it and tell whoever listens (the auth provider
 * signs out and goes to /login). Answers false when nobody listened, so the caller can fall back.
 */
export function expireSession(): boolean {
  clearSession();
  return emit({ type: 'expired' });
}
