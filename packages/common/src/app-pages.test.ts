import { describe, expect, it } from 'vitest';
import { appPageId, appPagePath } from './app-pages.js';

describe('appPagePath', () => {
  it('finds each page the app has, as its router matches it: any case, trailing slashes, escapes', () => {
    expect(appPagePath('/')).toBe('/');
    expect(appPagePath('/about')).toBe('/about');
    expect(appPagePath('/About/')).toBe('/about');
    expect(appPagePath('/%61bout')).toBe('/about');
    expect(appPagePath('/courses/665f1c2e9b1e8a0012345678')).toBe('/courses/{id}');
    expect(appPagePath('/career/not-an-id/')).toBe('/career/{id}');
    expect(appPagePath('/admin/jobs/abc/applications')).toBe('/admin/jobs/{id}/applications');
    expect(appPagePath('/dashboard/profile')).toBe('/dashboard/profile');
    expect(appPagePath('/terms')).toBe('/terms');
    // An escaped slash stays inside its segment: a course whose id is "/" (which none is).
    expect(appPagePath('/courses/%2F')).toBe('/courses/{id}');
  });

  it('finds none where the app shows "Page not found"', () => {
    for (const path of ['/no-such-page', '/courses/a/b', '/admin/nope', '/dashboard/x', '/es', '/es/courses', '/de/about', '/about.html', '//about', '/%E0%A4%A']) {
      expect(appPagePath(path), path).toBeUndefined();
    }
  });
});

describe('appPageId', () => {
  it("reads a detail page's id, decoded", () => {
    expect(appPageId('/courses/665f1c2e9b1e8a0012345678/', '/courses/{id}')).toBe('665f1c2e9b1e8a0012345678');
    expect(appPageId('/career/a%20b', '/career/{id}')).toBe('a b');
    expect(appPageId('/about', '/about')).toBeUndefined();
  });
});
