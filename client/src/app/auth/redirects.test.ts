import { describe, expect, it } from 'vitest';
import { postLoginPath, safeRedirect } from './redirects';

describe('post-login destination', () => {
  it('sends admin and editor to /admin, everyone else to /dashboard', () => {
    const none = new URLSearchParams();
    expect(postLoginPath('admin', none)).toBe('/admin');
    expect(postLoginPath('editor', none)).toBe('/admin');
    expect(postLoginPath('student', none)).toBe('/dashboard');
    expect(postLoginPath('applicant', none)).toBe('/dashboard');
  });

  it('honours only on-site redirect paths', () => {
    expect(postLoginPath('student', new URLSearchParams('redirect=/courses/7'))).toBe('/courses/7');
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect('/\\evil.example')).toBeNull();
    expect(safeRedirect('')).toBeNull();
  });
});
