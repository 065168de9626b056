import type { CourseLevel } from '../../__generated__/graphql';
import { formatCount } from '../../components/format/count';

// How courses read on every screen (public catalog, dashboard, Course Management): one place for
// the dollar strings and the labels of levels and categories.

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

/** Chip colours by level: the further along, the warmer. */
export const LEVEL_COLORS = {
  beginner: 'success',
  intermediate: 'info',
  advanced: 'warning',
  expert: 'error',
} as const satisfies Record<CourseLevel, 'success' | 'info' | 'warning' | 'error'>;

export function ratingLabel(rating: number, count: number): string {
  if (count === 0) return 'New course';
  return `${rating.toFixed(1)} (${count} ${count === 1 ? 'rating' : 'ratings'})`;
}

export function studentsLabel(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'student' : 'students'}`;
}
