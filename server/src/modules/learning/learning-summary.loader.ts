/**
 * The learning summary of enrollments (percent done, modules complete, last activity), batched: an
 * enrollment list reads every learner's progress in one query. The courses module's enrollment
 * presenter reads it through the request's loaders.
 */
import DataLoader from 'dataloader';
import { Types } from 'mongoose';
import { isObjectId } from '../../core/ids.js';
import type { LoaderFactory } from '../../core/loaders.js';
import type { CourseDoc } from '../courses/index.js';
import { completedModuleIds, isCourseComplete, learnerState, progressPercent } from './course-state.js';
import { ProgressModel } from './progress.model.js';

export type LearningSummary = { percent: number; completedModules: string[]; lastActivityAt: Date | null };

const EMPTY: LearningSummary = { percent: 0, completedModules: [], lastActivityAt: null };

declare module '../../core/loaders.js' {
  interface Loaders {
    learningSummary: DataLoader<string, LearningSummary>;
  }
}

/** `courseOf` is the request's course loader, so a course is read once for the whole list. */
function learningSummaryLoader(courseOf: (id: string) => Promise<CourseDoc | null>): DataLoader<string, LearningSummary> {
  return new DataLoader<string, LearningSummary>(async (enrollmentIds) => {
    const ids = enrollmentIds.filter(isObjectId).map((id) => new Types.ObjectId(id));
    const rows = ids.length ? await ProgressModel.find({ _id: { $in: ids } }).lean() : [];
    const byId = new Map(rows.map((r) => [r._id.toString(), r]));
    return Promise.all(
      enrollmentIds.map(async (id) => {
        const progress = byId.get(id);
        if (!progress) return EMPTY;
        const course = await courseOf(progress.course.toString());
        if (!course) return EMPTY;
        const state = learnerState(progress);
        const completed = Boolean(progress.completedAt) || isCourseComplete(course, state);
        return { percent: progressPercent(course, state, completed), completedModules: completedModuleIds(course, state), lastActivityAt: progress.lastActivityAt };
      }),
    );
  });
}

export const learningLoaders: LoaderFactory = (_actor, all) => ({
  learningSummary: learningSummaryLoader((id) => all.courseById.load(id)),
});
