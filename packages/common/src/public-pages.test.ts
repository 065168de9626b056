import { describe, expect, it } from 'vitest';
import { publicPageModule } from './public-pages.js';

describe('publicPageModule', () => {
  it('names the module of each public page, with or without a trailing slash', () => {
    expect(publicPageModule('/')).toBe('src/public/home/HomePage.tsx');
    expect(publicPageModule('/courses/')).toBe('src/public/courses/CoursesPage.tsx');
    expect(publicPageModule('/career/665f1c2e9b1e8a0012345678')).toBe('src/public/career/JobDetailsPage.tsx');
    // The legal pages are rendered on the server like the others.
    expect(publicPageModule('/terms')).toBe('src/public/legal/TermsPage.tsx');
    expect(publicPageModule('/privacy/')).toBe('src/public/legal/PrivacyPage.tsx');
  });

  it('names none for the back office, account pages and unknown paths', () => {
    expect(publicPageModule('/admin')).toBeUndefined();
    expect(publicPageModule('/login')).toBeUndefined();
    expect(publicPageModule('/courses/a/b')).toBeUndefined();
  });
});
