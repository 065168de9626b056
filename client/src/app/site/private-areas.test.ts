import { APP_PAGE_PATHS, PRIVATE_PAGE_PATHS } from '@ai-solutions/common';
import { describe, expect, it } from 'vitest';
import { PRIVATE_AREAS } from './private-areas';

const example = (path: string) => path.replace(/\{id\}/g, '6b0c1daf059e61a96954105e');

describe('the private areas', () => {
  it('match every sign-in page and page behind sign-in, and no other page', () => {
    for (const path of PRIVATE_PAGE_PATHS) expect(PRIVATE_AREAS.test(example(path)), path).toBe(true);
    const others = APP_PAGE_PATHS.filter((path) => !(PRIVATE_PAGE_PATHS as readonly string[]).includes(path));
    expect(others.length).toBeGreaterThan(8);
    for (const path of others) expect(PRIVATE_AREAS.test(example(path)), path).toBe(false);
    expect(PRIVATE_AREAS.test('/administrators-guide')).toBe(false);
  });
});
