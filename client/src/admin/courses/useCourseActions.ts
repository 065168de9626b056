import { useMutation } from '@apollo/client/react';
import type { CourseInput, CourseStatus } from '../../__generated__/graphql';
import { errorReason } from '../../components/form/graphql-errors';
import { SaveFailure } from '../../components/form/save-failure';
import { useNotice } from '../../components/notice/useNotice';
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
  const notice = useNotice();
  const [createCourse] = useMutation(AdminCreateCourseMutation, { refetchQueries, update: lists.created });
  const [updateCourse] = useMutation(AdminUpdateCourseMutation, { refetchQueries, update: lists.edited });
  const [deleteCourse] = useMutation(AdminDeleteCourseMutation, { refetchQueries, update: lists.deleted });

  // Saves happen in the dialog, which shows a failure itself (message and field errors).
  const create = async (input: CourseInput) => {
    try {
      await createCourse({ variables: { input } });
    } catch (error) {
      throw SaveFailure.from(error, (reason) => `Failed to add course: ${reason}`);
    }
    notice.success('Course added successfully!');
  };

  const update = async (id: string, input: CourseInput) => {
    try {
      await updateCourse({ variables: { id, input } });
    } catch (error) {
      throw SaveFailure.from(error, () => 'Failed to update course. Please try again.');
    }
    notice.success('Course updated successfully!');
  };

  /** Archiving takes a course off the catalog and keeps its enrollments; restoring makes it a draft. */
  const setStatus = async (id: string, status: CourseStatus) => {
    try {
      await updateCourse({ variables: { id, input: { status } } });
      notice.success(status === 'archived' ? 'Course archived.' : 'Course restored as a draft.');
    } catch (error) {
      notice.error(`Failed to update course: ${errorReason(error)}`);
    }
  };

  /** Resolves true when deleted; a course with enrollments is refused with the server's advice. */
  const remove = async (id: string): Promise<boolean> => {
    try {
      await deleteCourse({ variables: { id } });
      notice.success('Course deleted successfully!');
      return true;
    } catch (error) {
      notice.error(`Failed to delete course: ${errorReason(error)}`);
      return false;
    }
  };

  return { create, update, setStatus, remove };
}
