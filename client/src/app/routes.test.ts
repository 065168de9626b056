import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { APP_PAGE_PATHS, appPagePath } from '@ai-solutions/common';
import { routes } from './routes';

/** Every address the routes give a page (`:id` written `{id}`); the catch-all `*` is not one. */
function pagePaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    if (route.path === '*') return [];
    const path = route.path ? `${parent}/${route.path.replace(/:\w+/g, '{id}')}` : parent;
    const own = route.index || (route.element && !route.children) ? [path || '/'] : [];
    return [...own, ...pagePaths(route.children ?? [], path)];
  });
}

describe('the routes', () => {
  it('are the pages the server knows (APP_PAGE_PATHS): anywhere else it answers 404, as the app says "Page not found"', () => {
    expect(pagePaths(routes).sort()).toEqual([...APP_PAGE_PATHS].sort());
  });

  it('send every other address to the not-found page, as appPagePath says', () => {
    const leaf = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.path;
    for (const path of ['/no-such-page', '/courses/a/b', '/admin/nope', '/es/courses']) {
      expect(leaf(path), path).toBe('*');
      expect(appPagePath(path), path).toBeUndefined();
    }
    for (const path of ['/About/', '/courses/665f1c2e9b1e8a0012345678', '/admin/jobs/x/applications']) {
      expect(leaf(path), path).not.toBe('*');
      expect(appPagePath(path), path).toBeDefined();
    }
  });
});
