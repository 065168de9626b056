/* eslint-disable lingui/no-unlocalized-strings -- sample data for tests, as the server sends it: not interface text. */
import type { PublicJobCard_JobFragment } from '../../__generated__/graphql';

/** A job as the server sends it, with the __typenames the Apollo cache needs. */
export function publicJob(overrides: Partial<PublicJobCard_JobFragment> = {}) {
  return {
    __typename: 'Job' as const,
    id: 'a1b2c3d4e5f6a1b2c3d4e5f6',
    title: 'Senior Machine Learning Engineer',
    company: 'AI Solutions',
    location: 'San Francisco, CA',
    type: 'full_time' as const,
    level: 'senior' as const,
    department: 'engineering' as const,
    salary: { __typename: 'Salary' as const, min: 160_000, max: 210_000, currency: 'USD' },
    experience: '5+ years',
    postedDate: new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString(),
    deadline: null,
    ...overrides,
  };
}
