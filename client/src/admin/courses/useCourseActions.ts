import type { CourseStatus } from '../../__generated__/graphql';
import { listCacheUpdates } from '../../app/cache/list-cache';
import { useListActions } from '../shared/useListActions';
import {
  AdminCourseStatsQuery,
  AdminCreateCourseMutation,
  AdminDeleteCourseMutation,
  AdminUpdateCourseMutation,
} from './operations';

// The Course Management changes, each with the spec's messages (section 8). The stat cards are
// server aggregates, so every change fetches them again.
const lists = listCacheUpdates('Course', ['courses']);

export function useCourseActions() {
  const { create, update, remove, run, attempt } = useListActions({
    lists,
    stats: [AdminCourseStatsQuery],
    create: { mutation: AdminCreateCourseMutation, done: 'Course added successfully!', failed: (reason) => `Failed to add course: ${reason}` },
    update: { mutation: AdminUpdateCourseMutation, done: 'Course updated successfully!', failed: () => 'Failed to update course. Please try again.' },
    // A course with enrollments is refused with the server's advice.
    remove: { mutation: AdminDeleteCourseMutation, done: 'Course deleted successfully!', failed: (reason) => `Failed to delete course: ${reason}` },
  });

  /** Archiving takes a course off the catalog and keeps its enrollments; restoring makes it a draft. */
  const setStatus = async (id: string, status: CourseStatus) => {
    await attempt(
      () => run.update({ id, input: { status } }),
      status === 'archived' ? 'Course archived.' : 'Course restored as a draft.',
      (reason) => `Failed to update course: ${reason}`,
    );
  };

  return { create, update, setStatus, remove };
}
