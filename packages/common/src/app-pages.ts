/**
 * Every page the web app has (client/src/app/routes.tsx), as paths with `{id}` for a parameter.
 * At any other address the app shows its "Page not found", and the server answers it with HTTP 404
 * (server/src/client-serving.ts), so search engines do not index error pages. A client test
 * (client/src/app/routes.test.ts) keeps this list and the routes the same.
 */
import { PUBLIC_PAGE_MODULES } from './public-pages.js';

/** The sign-in pages and the pages behind sign-in: never listed, named in the reader's language. */
export const PRIVATE_PAGE_PATHS = [
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/dashboard',
  '/dashboard/profile',
  '/learn/{id}',
  '/learn/{id}/{id}',
  '/admin',
  '/admin/courses',
  '/admin/courses/payments',
  '/admin/courses/certificates',
  '/admin/courses/{id}/content',
  '/admin/jobs',
  '/admin/jobs/{id}/applications',
  '/admin/services',
  '/admin/contact',
  '/admin/users',
  '/admin/activity',
  '/admin/outbox',
  '/admin/analytics',
  '/admin/settings',
] as const;

export type PrivatePagePath = (typeof PRIVATE_PAGE_PATHS)[number];

export const APP_PAGE_PATHS: readonly string[] = [...PUBLIC_PAGE_MODULES.map((page) => page.path), ...PRIVATE_PAGE_PATHS];

/** As the app's router matches (react-router): letters in any case, trailing slashes allowed. */
const MATCHERS = APP_PAGE_PATHS.map((path) => ({
  path,
  pattern: new RegExp(`^${path === '/' ? '' : path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\/\{id\}/g, '/[^/]+')}/*$`, 'i'),
}));

/**
 * The app page at `pathname` (its path in APP_PAGE_PATHS, such as `/courses/{id}`), or undefined
 * when the app has none there. Percent-escapes are read as the router reads them (`/%61bout` is
 * /about); a path that cannot be decoded is matched as it is.
 */
export function appPagePath(pathname: string): string | undefined {
  let decoded = pathname;
  try {
    decoded = pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    // Malformed (`%E0%A4%A`): the router matches it undecoded too.
  }
  return MATCHERS.find((matcher) => matcher.pattern.test(decoded))?.path;
}

/** The `{id}` of a detail page's path (`/courses/abc` → `abc`), decoded, or undefined. */
export function appPageId(pathname: string, path: string): string | undefined {
  const index = path.split('/').indexOf('{id}');
  const segment = index < 0 ? undefined : pathname.split('/')[index];
  if (!segment) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const PRIVATE_PATHS: ReadonlySet<string> = new Set(PRIVATE_PAGE_PATHS);

/** Whether `pathname` (without a language prefix) is a sign-in page or a page behind sign-in. */
export function isPrivatePage(pathname: string): boolean {
  const path = appPagePath(pathname);
  return path !== undefined && PRIVATE_PATHS.has(path);
}
