import { useLingui } from '@lingui/react/macro';
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
// eslint-disable-next-line lingui/no-unlocalized-strings -- a GraphQL type and field name, not text
const lists = listCacheUpdates('Course', ['courses']);

export function useCourseActions() {
  const { t } = useLingui();
  const { create, update, remove, run, attempt } = useListActions({
    lists,
    stats: [AdminCourseStatsQuery],
    create: { mutation: AdminCreateCourseMutation, done: t`Course added successfully!`, failed: (reason) => t`Failed to add course: ${reason}` },
    update: { mutation: AdminUpdateCourseMutation, done: t`Course updated successfully!`, failed: () => t`Failed to update course. Please try again.` },
    // A course with enrollments is refused with the server's advice.
    remove: { mutation: AdminDeleteCourseMutation, done: t`Course deleted successfully!`, failed: (reason) => t`Failed to delete course: ${reason}` },
  });

  /** Archiving takes a course off the catalog and keeps its enrollments; restoring makes it a draft. */
  const setStatus = async (id: string, status: CourseStatus) => {
    await attempt(
      () => run.update({ id, input: { status } }),
      status === 'archived' ? t`Course archived.` : t`Course restored as a draft.`,
      (reason) => t`Failed to update course: ${reason}`,
    );
  };

  return { create, update, setStatus, remove };
}
