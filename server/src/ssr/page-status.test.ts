import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_MODULES } from '@ai-solutions/common';
import type { ExecuteOperation } from './page-renderer.js';
import { DETAIL_PAGES, pageStatus } from './page-status.js';

const answering =
  (data: Record<string, unknown> | null, errors?: { message: string }[]): ExecuteOperation =>
  () =>
    Promise.resolve({ data, ...(errors ? { errors } : {}) });

describe('pageStatus', () => {
  it('knows how to tell, for every public page with an id, whether there is something to show', () => {
    const withId = PUBLIC_PAGE_MODULES.map((page) => page.path).filter((path) => path.includes('{id}'));
    expect(Object.keys(DETAIL_PAGES).sort()).toEqual(withId.sort());
  });

  it('is 404 for an address the app has no page for, without asking anything', async () => {
    const execute: ExecuteOperation = () => Promise.reject(new Error('not asked'));
    expect(await pageStatus('/no-such-page', execute)).toBe(404);
    expect(await pageStatus('/es/about', execute)).toBe(404);
    expect(await pageStatus('/about', execute)).toBe(200);
    expect(await pageStatus('/admin/jobs/abc/applications', execute)).toBe(200);
  });

  it('is 404 for a detail page whose read answers null, and 200 when the read finds it or cannot say', async () => {
    expect(await pageStatus('/courses/abc', answering({ course: null }))).toBe(404);
    expect(await pageStatus('/career/abc/', answering({ job: null }))).toBe(404);
    expect(await pageStatus('/certificates/ABCDE-FGHJK', answering({ certificate: null }))).toBe(404);
    expect(await pageStatus('/courses/abc', answering({ course: { id: 'abc' } }))).toBe(200);
    expect(await pageStatus('/courses/abc', answering(null, [{ message: 'the database is away' }]))).toBe(200);
    expect(await pageStatus('/courses/abc', () => Promise.reject(new Error('timeout')))).toBe(200);
  });

  it('asks with the id as the app reads it (decoded)', async () => {
    let asked: unknown;
    await pageStatus('/career/a%20b', ({ variables }) => {
      asked = variables['id'];
      return Promise.resolve({ data: { job: null } });
    });
    expect(asked).toBe('a b');
  });
});
