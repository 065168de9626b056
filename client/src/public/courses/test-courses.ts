/* eslint-disable lingui/no-unlocalized-strings -- sample data for tests, as the server sends it: not interface text. */
// Sample data shaped as the server answers it (with __typename, as the Apollo cache needs).
import type { CourseLevel } from '../../__generated__/graphql';

export function publicCourse(id: string, title: string, level: CourseLevel, over: Record<string, unknown> = {}) {
  return {
    __typename: 'Course' as const,
    id,
    title,
    description: `${title} description`,
    category: 'ai-ml',
    level,
    duration: '8 weeks',
    price: 299,
    discountPrice: 249,
    rating: 0,
    ratingCount: 0,
    students: 0,
    certificate: true,
    skills: ['PyTorch', 'CNNs', 'Transfer learning', 'GPU training'],
    instructor: { __typename: 'Instructor' as const, name: 'Dr. Sarah Chen' },
    modules: [
      { __typename: 'CourseModule' as const, id: `${id}-m1` },
      { __typename: 'CourseModule' as const, id: `${id}-m2` },
    ],
    ...over,
  };
}
