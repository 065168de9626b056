import type { Role } from '../../__generated__/graphql';

/** Admin and editor work in /admin; every other role has /dashboard (spec section 2). */
export function isStaffRole(role: Role | undefined | null): boolean {
  return role === 'admin' || role === 'editor';
}

export function homePathFor(role: Role | undefined | null): string {
  return isStaffRole(role) ? '/admin' : '/dashboard';
}

/**
 * A `?redirect=` target is honoured only when it stays on this site: a path starting with one
 * '/' ('//host' would leave the site) and no backslash (browsers read '/\host' as '//host').
 */
export function safeRedirect(target: string | null | undefined): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return null;
  return target;
}

/** Where a user goes right after signing in or registering. */
export function postLoginPath(role: Role | undefined | null, search: URLSearchParams): string {
  return safeRedirect(search.get('redirect')) ?? homePathFor(role);
}
