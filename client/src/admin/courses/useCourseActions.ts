import { useMutation } from '@apollo/client/react';
import type { CourseInput, CourseStatus } from '../../__generated__/graphql';
import { useActionNotices } from '../../components/form/useActionNotices';
import { listCacheUpdates } from '../../app/cache/list-cache';
import {
  AdminCourseStatsQuery,
  AdminCreateCourseMutation,
  AdminDeleteCourseMutation,
  AdminUpdateCourseMutation,
} from './operations';

// The Course Management changes, each with the spec's messages (section 8). The list follows in
// Apollo's cache (app/cache/list-cache); the stat cards are server aggregates, so every change
// fetches them again.
const refetchQueries = [AdminCourseStatsQuery];
const lists = listCacheUpdates('Course', ['courses']);

export function useCourseActions() {
  const { save, attempt } = useActionNotices();
  const [createCourse] = useMutation(AdminCreateCourseMutation, { refetchQueries, update: lists.created });
  const [updateCourse] = useMutation(AdminUpdateCourseMutation, { refetchQueries, update: lists.edited });
  const [deleteCourse] = useMutation(AdminDeleteCourseMutation, { refetchQueries, update: lists.deleted });

  // Saves happen in the dialog, which shows a failure itself (message and field errors).
  const create = (input: CourseInput) =>
    save(() => createCourse({ variables: { input } }), 'Course added successfully!', (reason) => `Failed to add course: ${reason}`);

  const update = (id: string, input: CourseInput) =>
    save(() => updateCourse({ variables: { id, input } }), 'Course updated successfully!', () => 'Failed to update course. Please try again.');

  /** Archiving takes a course off the catalog and keeps its enrollments; restoring makes it a draft. */
  const setStatus = async (id: string, status: CourseStatus) => {
    await attempt(
      () => updateCourse({ variables: { id, input: { status } } }),
      status === 'archived' ? 'Course archived.' : 'Course restored as a draft.',
      (reason) => `Failed to update course: ${reason}`,
    );
  };

  /** Resolves true when deleted; a course with enrollments is refused with the server's advice. */
  const remove = (id: string): Promise<boolean> =>
    attempt(() => deleteCourse({ variables: { id } }), 'Course deleted successfully!', (reason) => `Failed to delete course: ${reason}`);

  return { create, update, setStatus, remove };
}
