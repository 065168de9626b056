import type { ApolloCache } from '@apollo/client';
import type { LearningProgress_ProgressFragment } from '../../__generated__/graphql';
import { CourseContentQuery } from './operations';

/**
 * Puts the learner's new progress into the player's course (the outline, the percent and the
 * completion banner read it), instead of asking the server for the whole course again.
 */
export function writeProgress(cache: ApolloCache, progress: LearningProgress_ProgressFragment): void {
  cache.updateQuery({ query: CourseContentQuery, variables: { courseId: progress.courseId } }, (data) =>
    data ? { courseContent: { ...data.courseContent, progress } } : data,
  );
}
