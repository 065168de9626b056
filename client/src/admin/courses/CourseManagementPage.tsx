import { useQuery } from '@apollo/client/react';
import { Plural, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AdminCourseCard_CourseFragment } from '../../__generated__/graphql';
import { DeleteConfirmDialog } from '../../components/DeleteConfirmDialog';
import { PageHeader } from '../../components/PageHeader';
import { ManagementActions } from '../data-transfer/ManagementActions';
import { PagedCardGrid } from '../../components/PagedCardGrid';
import { StatsSection } from '../../components/StatsSection';
import { COURSE_CATEGORIES, COURSE_LEVELS } from '../../public/courses/course-format';
import { CourseCard } from './CourseCard';
import { CourseDialog } from './CourseDialog';
import { CourseFilters } from './CourseFilters';
import type { CourseFilterValues } from './CourseFilters';
import { CourseStatCards } from './CourseStatCards';
import { COURSE_STATUSES } from './course-status';
import { EnrollmentsDialog } from './EnrollmentsDialog';
import { AdminCourseStatsQuery, AdminCoursesQuery } from './operations';
import { useCourseActions } from './useCourseActions';
import { useCardManagement } from '../shared/useCardManagement';
import { useOpenAddFromUrl } from '../../components/useOpenAddFromUrl';
import { useNavigate } from 'react-router-dom';
import { CourseAreaTabs } from './certificates/CourseAreaTabs';
import { SelectableItem } from '../shared/bulk/SelectableItem';
import { useBulkSelection } from '../shared/bulk/useBulkSelection';
import { CourseBulkBar } from './CourseBulkBar';
import { SavedViewsMenu } from '../shared/views/SavedViewsMenu';

const PAGE_SIZE = 12;
const SKELETON_CARDS = 6; // spec section 9: course cards 6

type Course = AdminCourseCard_CourseFragment;

export function CourseManagementPage() {
  const { t } = useLingui();
  const { filters, changeFilters, search, filtered, pageInput, dialog, openDialog, dialogProps, askDelete, gridProps, deleteProps } =
    useCardManagement<CourseFilterValues, Course>({ search: '', category: '', level: '', status: '' }, PAGE_SIZE);
  useOpenAddFromUrl(() => openDialog(null));
  // The course stays set while the dialog closes, so its title does not vanish mid-animation.
  const [enrollments, setEnrollments] = useState<{ open: boolean; course: Course | null }>({ open: false, course: null });
  const actions = useCourseActions();
  const navigate = useNavigate();

  // One filter for the list and its export, so the export holds what the list shows.
  const filter = {
    search: search || null,
    category: COURSE_CATEGORIES.find((c) => c.value === filters.category)?.value ?? null,
    level: COURSE_LEVELS.find((l) => l === filters.level) ?? null,
    status: COURSE_STATUSES.find((s) => s === filters.status) ?? null,
  };
  const list = useQuery(AdminCoursesQuery, { variables: { filter, page: pageInput } });
  const stats = useQuery(AdminCourseStatsQuery);
  const selection = useBulkSelection(JSON.stringify(filter));
  const courses = list.data?.courses;

  return (
    <>
      <PageHeader
        title={t`Course Management`}
        subtitle={t`Manage courses, enrollments and payments`}
        actions={<ManagementActions type="courses" filters={filter} importTitle={t`Import Courses`} addLabel={t`Add Course`} onAdd={() => openDialog(null)} />}
      />

      <CourseAreaTabs current="courses" />

      <StatsSection label={t`Course statistics`} data={stats.data} error={stats.error} skeletons={4}>
        {(data) => <CourseStatCards stats={data.courseStats} />}
      </StatsSection>

      <CourseFilters value={filters} onChange={changeFilters} views={<SavedViewsMenu list="courses" />} />
      <CourseBulkBar selection={selection} pageIds={courses?.items.map((c) => c.id) ?? []} total={courses?.total ?? 0} filter={filter} />

      <PagedCardGrid
        label={t`Courses`}
        {...gridProps(list, courses)}
        skeletons={SKELETON_CARDS}
        emptyMessage={t`No courses found`}
        emptyHint={filtered ? t`Try a different search or filter.` : t`Add your first course to show it here.`}
        count={(total) => <Plural value={total} one="# course" other="# courses" />}
        renderCard={(course) => (
          <SelectableItem name={course.title} selected={selection.isSelected(course.id)} onToggle={() => selection.toggle(course.id)}>
            <CourseCard
              course={course}
              onEnrollments={() => setEnrollments({ open: true, course })}
              onEdit={() => openDialog(course)}
              onContent={() => void navigate(`/admin/courses/${course.id}/content`)}
              onToggleArchive={() => void actions.setStatus(course.id, course.status === 'archived' ? 'draft' : 'archived')}
              onDelete={() => askDelete(course)}
            />
          </SelectableItem>
        )}
      />

      <CourseDialog key={dialog.key} course={dialog.item} {...dialogProps(actions)} />
      <EnrollmentsDialog
        open={enrollments.open}
        course={enrollments.course}
        onClose={() => setEnrollments((current) => ({ ...current, open: false }))}
      />
      <DeleteConfirmDialog title={t`Delete Course`} message={t`Are you sure you want to delete this course?`} {...deleteProps(actions.remove, courses)} />
    </>
  );
}
