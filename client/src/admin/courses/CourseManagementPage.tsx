import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { AdminCourseCard_CourseFragment, CourseInput } from '../../__generated__/graphql';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { StatCardsSkeleton } from '../../components/LoadingSkeletons';
import { ListStatus } from '../../components/ListStatus';
import { PageHeader } from '../../components/PageHeader';
import { errorReason } from '../../components/form/graphql-errors';
import { useDebouncedValue } from '../../components/useDebouncedValue';
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

const PAGE_SIZE = 12;
const SKELETON_CARDS = 6; // spec section 9: course cards 6

type Course = AdminCourseCard_CourseFragment;

interface DialogState {
  /** A new key per opening gives the dialog a fresh form. */
  key: number;
  open: boolean;
  course: Course | null;
}

export function CourseManagementPage() {
  const [filters, setFilters] = useState<CourseFilterValues>({ search: '', category: '', level: '', status: '' });
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(filters.search.trim(), 300);
  const [dialog, setDialog] = useState<DialogState>({ key: 0, open: false, course: null });
  // The course stays set while the dialog closes, so its title does not vanish mid-animation.
  const [enrollments, setEnrollments] = useState<{ open: boolean; course: Course | null }>({ open: false, course: null });
  const [pendingDelete, setPendingDelete] = useState<Course | null>(null);
  const [deleting, setDeleting] = useState(false);
  const actions = useCourseActions();

  const list = useQuery(AdminCoursesQuery, {
    variables: {
      filter: {
        search: search || null,
        category: COURSE_CATEGORIES.find((c) => c.value === filters.category)?.value ?? null,
        level: COURSE_LEVELS.find((l) => l === filters.level) ?? null,
        status: COURSE_STATUSES.find((s) => s === filters.status) ?? null,
      },
      page: { page, pageSize: PAGE_SIZE },
    },
  });
  const stats = useQuery(AdminCourseStatsQuery);

  const changeFilters = (next: CourseFilterValues) => {
    setFilters(next);
    setPage(1);
  };
  const openDialog = (course: Course | null) => setDialog((current) => ({ key: current.key + 1, open: true, course }));
  const closeDialog = () => setDialog((current) => ({ ...current, open: false }));

  const submit = async (input: CourseInput) => {
    if (dialog.course) await actions.update(dialog.course.id, input);
    else await actions.create(input);
    closeDialog();
  };

  const confirmDelete = async () => {
    if (!pendingDelete) return;
    setDeleting(true);
    const deleted = await actions.remove(pendingDelete.id);
    setDeleting(false);
    setPendingDelete(null);
    // Deleting the only card of a later page would leave an empty page behind.
    if (deleted && list.data?.courses.items.length === 1 && page > 1) setPage(page - 1);
  };

  const courses = list.data?.courses;
  const pageCount = courses ? Math.ceil(courses.total / PAGE_SIZE) : 0;
  const filtered = Boolean(search || filters.category || filters.level || filters.status);

  return (
    <>
      <PageHeader
        title="Course Management"
        subtitle="Manage courses, enrollments and payments"
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => openDialog(null)}>
            Add Course
          </Button>
        }
      />

      <Box component="section" aria-label="Course statistics" sx={{ mb: 3 }}>
        {stats.data ? (
          <CourseStatCards stats={stats.data.courseStats} />
        ) : stats.error ? (
          <Alert severity="error">{errorReason(stats.error)}</Alert>
        ) : (
          <StatCardsSkeleton count={4} />
        )}
      </Box>

      <CourseFilters value={filters} onChange={changeFilters} />

      <Box component="section" aria-label="Courses">
        <ListStatus
          items={courses?.items}
          error={list.error}
          onRetry={() => void list.refetch()}
          skeletons={SKELETON_CARDS}
          emptyMessage="No courses found"
          emptyHint={filtered ? 'Try a different search or filter.' : 'Add your first course to show it here.'}
        >
          {courses && (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                {courses.total === 1 ? '1 course' : `${courses.total} courses`}
              </Typography>
              <Grid container spacing={2}>
                {courses.items.map((course) => (
                  <Grid key={course.id} size={{ xs: 12, md: 6, xl: 4 }}>
                    <CourseCard
                      course={course}
                      onEnrollments={() => setEnrollments({ open: true, course })}
                      onEdit={() => openDialog(course)}
                      onToggleArchive={() => void actions.setStatus(course.id, course.status === 'archived' ? 'draft' : 'archived')}
                      onDelete={() => setPendingDelete(course)}
                    />
                  </Grid>
                ))}
              </Grid>
              {pageCount > 1 && (
                <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
                  <Pagination count={pageCount} page={page} onChange={(_, next) => setPage(next)} color="primary" />
                </Box>
              )}
            </>
          )}
        </ListStatus>
      </Box>

      <CourseDialog key={dialog.key} open={dialog.open} course={dialog.course} onClose={closeDialog} onSubmit={submit} />
      <EnrollmentsDialog
        open={enrollments.open}
        course={enrollments.course}
        onClose={() => setEnrollments((current) => ({ ...current, open: false }))}
      />
      <ConfirmDialog
        open={pendingDelete !== null}
        title="Delete Course"
        message="Are you sure you want to delete this course?"
        confirmLabel="Delete"
        destructive
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPendingDelete(null)}
      />
    </>
  );
}
