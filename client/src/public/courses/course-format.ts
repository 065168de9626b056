import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CourseLevel } from '../../__generated__/graphql';
import { formatCount } from '../../components/format/count';

// How courses read on every screen (public catalog, dashboard, Course Management): one place for
// the dollar strings and the labels of levels and categories. The pages read the messages in the
// page's language (*_MESSAGES, useFormat); the English strings serve the screens not translated yet.

export const LEVEL_MESSAGES: Readonly<Record<CourseLevel, MessageDescriptor>> = {
  beginner: msg({ message: 'Beginner', comment: 'A course level.' }),
  intermediate: msg({ message: 'Intermediate', comment: 'A course level.' }),
  advanced: msg({ message: 'Advanced', comment: 'A course level.' }),
  expert: msg({ message: 'Expert', comment: 'A course level.' }),
};

/** Spec section 9: the course categories, as the pages show them. */
export const CATEGORY_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  programming: msg({ message: 'Programming', comment: 'A course category.' }),
  design: msg({ message: 'Design', comment: 'A course category.' }),
  business: msg({ message: 'Business', comment: 'A course category.' }),
  marketing: msg({ message: 'Marketing', comment: 'A course category.' }),
  'data-science': msg({ message: 'Data Science', comment: 'A course category.' }),
  'ai-ml': msg({ message: 'AI & Machine Learning', comment: 'A course category.' }),
};

/** A category in the page's language; one the catalog does not know reads as stored, capitalised. */
export function categoryText(translate: (message: MessageDescriptor) => string, category: string): string {
  const message = CATEGORY_MESSAGES[category];
  return message ? translate(message) : capitalize(category);
}

/* eslint-disable lingui/no-unlocalized-strings -- English, for Course Management and the dashboard, which are not translated yet. */

const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const centsDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** "$499", "$49.99": cents only when there are some. */
export function formatDollars(amount: number): string {
  return Number.isInteger(amount) ? wholeDollars.format(amount) : centsDollars.format(amount);
}

/** A course price as the catalog shows it: a free course reads "Free". */
export function formatCoursePrice(amount: number): string {
  return amount > 0 ? formatDollars(amount) : 'Free';
}

/** What a learner pays: the discount price when set, else the price. */
export function payable(course: { price: number; discountPrice?: number | null }): number {
  return course.discountPrice ?? course.price;
}

/** Spec section 9: the course categories offered, with the words people read. */
export const COURSE_CATEGORIES = [
  { value: 'programming', label: 'Programming' },
  { value: 'design', label: 'Design' },
  { value: 'business', label: 'Business' },
  { value: 'marketing', label: 'Marketing' },
  { value: 'data-science', label: 'Data Science' },
  { value: 'ai-ml', label: 'AI & Machine Learning' },
] as const;

export const COURSE_LEVELS: readonly CourseLevel[] = ['beginner', 'intermediate', 'advanced', 'expert'];

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function levelLabel(level: CourseLevel): string {
  return capitalize(level);
}

export function categoryLabel(category: string): string {
  return COURSE_CATEGORIES.find((c) => c.value === category)?.label ?? capitalize(category);
}

/* eslint-enable lingui/no-unlocalized-strings */

/** Chip colours by level: the further along, the warmer. */
export const LEVEL_COLORS = {
  beginner: 'success',
  intermediate: 'info',
  advanced: 'warning',
  expert: 'error',
} as const satisfies Record<CourseLevel, 'success' | 'info' | 'warning' | 'error'>;

/* eslint-disable lingui/no-unlocalized-strings -- English forms of RatingText and StudentsText (CourseFacts.tsx). */
export function ratingLabel(rating: number, count: number): string {
  if (count === 0) return 'New course';
  return `${rating.toFixed(1)} (${count} ${count === 1 ? 'rating' : 'ratings'})`;
}

export function studentsLabel(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'student' : 'students'}`;
}
/* eslint-enable lingui/no-unlocalized-strings */
