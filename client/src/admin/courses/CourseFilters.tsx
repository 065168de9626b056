import { FilterBar } from '../../components/FilterBar';
import type { FiltersProps } from '../../components/FilterBar';
import { COURSE_CATEGORIES, COURSE_LEVELS, levelLabel } from '../../public/courses/course-format';
import { COURSE_STATUS_LABELS } from './course-status';

export interface CourseFilterValues {
  search: string;
  /** '' means every category (and every level, every status below). */
  category: string;
  level: string;
  status: string;
}

const SELECTS = [
  { field: 'category', label: 'Category', allLabel: 'All Categories', options: COURSE_CATEGORIES.map((c) => [c.value, c.label] as const), minWidth: 210 },
  { field: 'level', label: 'Level', allLabel: 'All Levels', options: COURSE_LEVELS.map((l) => [l, levelLabel(l)] as const), minWidth: 160 },
  { field: 'status', label: 'Status', allLabel: 'All Status', options: Object.entries(COURSE_STATUS_LABELS), minWidth: 160 },
] as const;

export function CourseFilters({ value, onChange }: FiltersProps<CourseFilterValues>) {
  return <FilterBar noun="courses" values={value} selects={SELECTS} onChange={onChange} />;
}
