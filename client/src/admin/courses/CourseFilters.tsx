import { useLingui } from '@lingui/react/macro';
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

export function CourseFilters({ value, onChange, views }: FiltersProps<CourseFilterValues>) {
  const { t, i18n } = useLingui();
  const selects = [
    { field: 'category', label: t`Category`, allLabel: t`All Categories`, options: COURSE_CATEGORIES.map((c) => [c.value, c.label] as const), minWidth: 210 },
    { field: 'level', label: t`Level`, allLabel: t`All Levels`, options: COURSE_LEVELS.map((l) => [l, levelLabel(l)] as const), minWidth: 160 },
    { field: 'status', label: t`Status`, allLabel: t`All Status`, options: Object.entries(COURSE_STATUS_LABELS).map(([s, label]) => [s, i18n._(label)] as const), minWidth: 160 },
  ] as const;
  return <FilterBar searchPlaceholder={t`Search courses...`} searchLabel={t`Search courses`} values={value} selects={selects} onChange={onChange} views={views} />;
}
